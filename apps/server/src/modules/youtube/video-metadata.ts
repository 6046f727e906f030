// A channel's video metadata as the video data manager edits it (issue 29): videos.list with
// part=snippet,status,localizations (1 unit per 50 videos) and videos.update (50 units a call).
// videos.update replaces each part it names: the snippet is sent whole (title, description, tags,
// categoryId, defaultLanguage, defaultAudioLanguage; a settable property left out is deleted),
// and the localizations part with every language the video has, not only the ones changed.
import type { AppContext } from '../../app-context.ts';
import { googleJson, withQuery } from './google-http.ts';
import { accessTokenFor } from './jobs/refresh-channel.job.ts';
import type { ApiAccess } from './youtube-data-client.ts';
import { findChannelSource } from './youtube.repository.ts';

export type VideoSnippet = {
  title: string;
  description: string;
  tags: string[];
  categoryId: string;
  defaultLanguage?: string;
  defaultAudioLanguage?: string;
};
export type VideoLocalizations = Record<string, { title: string; description: string }>;

export type VideoMetadata = {
  videoId: string;
  channelId: string;
  snippet: VideoSnippet;
  localizations: VideoLocalizations;
  privacy: string;
  thumbnailUrl: string | null;
  publishedAt: string;
};

type RawMetadata = {
  id: string;
  snippet?: {
    channelId?: string;
    title?: string;
    description?: string;
    tags?: string[];
    categoryId?: string;
    defaultLanguage?: string;
    defaultAudioLanguage?: string;
    publishedAt?: string;
    thumbnails?: Record<string, { url?: string }>;
  };
  status?: { privacyStatus?: string };
  localizations?: VideoLocalizations;
};

/** The Data API access of the grant the channel is refreshed with; null when it has none (or OAuth is not configured). */
export async function channelApiAccess(ctx: AppContext, channelId: string): Promise<ApiAccess | null> {
  const grant = await findChannelSource(ctx.db, channelId);
  if (!grant || !grant.refresh_token_encrypted || !ctx.config.youtube.clientId) return null;
  const accessToken = await accessTokenFor(ctx, grant, ctx.clock.now());
  return {
    baseUrl: ctx.config.youtube.dataApiUrl,
    accessToken,
    timeoutMs: ctx.config.youtube.requestTimeoutMs,
    contentOwnerId: grant.role === 'content_manager' ? grant.content_owner_id : null,
  };
}

function metadataFrom(raw: RawMetadata): VideoMetadata {
  const s = raw.snippet ?? {};
  const thumbnails = s.thumbnails ?? {};
  return {
    videoId: raw.id,
    channelId: s.channelId ?? '',
    snippet: {
      title: s.title ?? '',
      description: s.description ?? '',
      tags: s.tags ?? [],
      categoryId: s.categoryId ?? '22',
      ...(s.defaultLanguage ? { defaultLanguage: s.defaultLanguage } : {}),
      ...(s.defaultAudioLanguage ? { defaultAudioLanguage: s.defaultAudioLanguage } : {}),
    },
    localizations: raw.localizations ?? {},
    privacy: raw.status?.privacyStatus ?? 'public',
    thumbnailUrl: (thumbnails.medium ?? thumbnails.default ?? thumbnails.high)?.url ?? null,
    publishedAt: s.publishedAt ?? '',
  };
}

/** How many videos.list pages are asked at once: the pages are independent, so a list of 500 videos waits about two round trips, not ten. */
export const METADATA_PAGES_AT_ONCE = 5;

/** The videos' metadata, 50 ids a call (up to METADATA_PAGES_AT_ONCE calls at once), in the pages' order; videos YouTube does not return are left out. */
export async function listVideoMetadata(access: ApiAccess, videoIds: readonly string[]): Promise<VideoMetadata[]> {
  const unique = [...new Set(videoIds)];
  const pages: string[][] = [];
  for (let i = 0; i < unique.length; i += 50) pages.push(unique.slice(i, i + 50));
  const answers: VideoMetadata[][] = new Array(pages.length);
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const index = next++;
      const answer = await googleJson<{ items?: RawMetadata[] }>({
        api: 'data:videos',
        url: withQuery(`${access.baseUrl}/videos`, {
          part: 'snippet,status,localizations',
          id: pages[index]!.join(','),
          maxResults: 50,
          onBehalfOfContentOwner: access.contentOwnerId ?? undefined,
        }),
        accessToken: access.accessToken,
        timeoutMs: access.timeoutMs,
      });
      answers[index] = (answer.items ?? []).map(metadataFrom);
    }
  };
  // A failure (the quota, a revoked grant) rejects the whole list; the calls still under way finish unread.
  await Promise.all(Array.from({ length: Math.min(METADATA_PAGES_AT_ONCE, pages.length) }, worker));
  return answers.flat();
}

/** videos.update of the snippet (always, whole) and the localizations (when given, whole). */
export async function updateVideoMetadata(
  access: ApiAccess,
  video: { videoId: string; snippet: VideoSnippet; localizations?: VideoLocalizations },
): Promise<VideoMetadata> {
  const parts = video.localizations ? 'snippet,localizations' : 'snippet';
  const answer = await googleJson<RawMetadata>({
    api: 'data:videos.update',
    method: 'PUT',
    url: withQuery(`${access.baseUrl}/videos`, { part: parts, onBehalfOfContentOwner: access.contentOwnerId ?? undefined }),
    accessToken: access.accessToken,
    timeoutMs: access.timeoutMs,
    json: { id: video.videoId, snippet: video.snippet, ...(video.localizations ? { localizations: video.localizations } : {}) },
  });
  return metadataFrom(answer);
}
