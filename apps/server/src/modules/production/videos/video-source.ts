// Where the video data manager reads videos: the channel's stored videos (the channels area's
// refresh) and, through the channel's YouTube authorization, videos.list's snippet, status and
// localizations; and how YouTube's metadata becomes the manager's video and back (videos.update's body).
import { videoLanguages, type EditableVideo, type Localizations, type ProductionVideo } from '@chorus/contract';
import type { Db } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import {
  AuthorizationRevokedError,
  GoogleUnavailableError,
  QuotaExceededError,
  channelApiAccess,
  listVideoMetadata,
  updateVideoMetadata,
  type ApiAccess,
  type VideoLocalizations,
  type VideoMetadata,
  type VideoSnippet,
} from '../../youtube/index.ts';

/** The YouTube calls the manager makes (the youtube module's; a test may stand in its own). */
export type VideoApi = {
  access: (channelId: string) => Promise<ApiAccess | null>;
  list: typeof listVideoMetadata;
  update: typeof updateVideoMetadata;
};

export function youtubeVideoApi(ctx: Parameters<typeof channelApiAccess>[0]): VideoApi {
  return { access: (channelId) => channelApiAccess(ctx, channelId), list: listVideoMetadata, update: updateVideoMetadata };
}

/** A Google failure as the refusal a person reads. */
export function videoApiRefusal(error: unknown): DomainError {
  if (error instanceof QuotaExceededError) return new DomainError('errors.videoDataQuota');
  if (error instanceof AuthorizationRevokedError) return new DomainError('errors.videoDataNotAuthorized');
  if (error instanceof GoogleUnavailableError) return new DomainError('errors.videoDataUnavailable');
  if (error instanceof DomainError) return error;
  return new DomainError('errors.videoDataUnavailable');
}

export type StoredVideo = { video_id: string; title: string; tags: string[]; privacy: string; published_at: Date };

export async function storedVideos(db: Db, channelId: string): Promise<StoredVideo[]> {
  return db
    .selectFrom('videos')
    .select(['video_id', 'title', 'tags', 'privacy', 'published_at'])
    .where('channel_id', '=', channelId)
    .orderBy('published_at', 'desc')
    .orderBy('video_id')
    .execute();
}

/** The manager's languages of a video's localizations (others are kept on YouTube, not shown). */
export function managedLocalizations(all: VideoLocalizations): Localizations {
  const out: Localizations = {};
  for (const language of videoLanguages) {
    const l = all[language];
    if (l) out[language] = { title: l.title ?? '', description: l.description ?? '' };
  }
  return out;
}

export function fromYoutube(meta: VideoMetadata): ProductionVideo {
  return {
    video_id: meta.videoId,
    title: meta.snippet.title,
    description: meta.snippet.description,
    tags: meta.snippet.tags,
    category_id: meta.snippet.categoryId,
    privacy: meta.privacy,
    default_language: meta.snippet.defaultLanguage ?? null,
    localizations: managedLocalizations(meta.localizations),
    thumbnail_url: meta.thumbnailUrl,
    published_at: meta.publishedAt,
  };
}

export function fromStored(video: StoredVideo): ProductionVideo {
  return {
    video_id: video.video_id,
    title: video.title,
    description: null,
    tags: video.tags,
    category_id: null,
    privacy: video.privacy,
    default_language: null,
    localizations: {},
    thumbnail_url: null,
    published_at: video.published_at.toISOString(),
  };
}

export const editable = (meta: VideoMetadata): EditableVideo => ({
  video_id: meta.videoId,
  title: meta.snippet.title,
  description: meta.snippet.description,
  tags: meta.snippet.tags,
  localizations: managedLocalizations(meta.localizations),
});

/**
 * The body of videos.update for a video after a change: the whole snippet as YouTube has it with the
 * new values, and the localizations part (every language the video has) only when one changed.
 */
export function updateBody(meta: VideoMetadata, after: EditableVideo, localizationsChanged: boolean) {
  const snippet: VideoSnippet = { ...meta.snippet, title: after.title, description: after.description ?? meta.snippet.description, tags: [...after.tags] };
  if (!localizationsChanged) return { videoId: meta.videoId, snippet };
  const localizations: VideoLocalizations = { ...meta.localizations };
  for (const language of videoLanguages) {
    const l = after.localizations[language];
    if (l) localizations[language] = l;
    else delete localizations[language];
  }
  return { videoId: meta.videoId, snippet, localizations };
}
