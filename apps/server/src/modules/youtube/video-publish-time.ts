// A video's publish time (issue 29, the publishing calendar): videos.list part=status (1 unit) and
// videos.update part=status (50 units). videos.update replaces the whole status part, so the status
// is read first and sent back whole with privacyStatus `private` and `publishAt` (YouTube: publishAt
// can be set only on a private video that was never published, and privacyStatus must be sent as
// `private` with it); without publishAt the video stays private with no time (a cancelled release).
import { googleJson, withQuery } from './google-http.ts';
import type { ApiAccess } from './youtube-data-client.ts';

export type VideoStatus = {
  videoId: string;
  channelId: string;
  privacyStatus: string;
  publishAt: string | null;
  /** The status part as YouTube answered it (sent back whole). */
  raw: Record<string, unknown>;
};

type RawVideo = { id: string; snippet?: { channelId?: string }; status?: Record<string, unknown> };

function statusOf(raw: RawVideo): VideoStatus {
  const status = raw.status ?? {};
  return {
    videoId: raw.id,
    channelId: raw.snippet?.channelId ?? '',
    privacyStatus: typeof status.privacyStatus === 'string' ? status.privacyStatus : 'public',
    publishAt: typeof status.publishAt === 'string' ? status.publishAt : null,
    raw: status,
  };
}

/** The video's status, or null when YouTube does not return it. */
export async function videoStatus(access: ApiAccess, videoId: string): Promise<VideoStatus | null> {
  const answer = await googleJson<{ items?: RawVideo[] }>({
    api: 'data:videos',
    url: withQuery(`${access.baseUrl}/videos`, { part: 'snippet,status', id: videoId, onBehalfOfContentOwner: access.contentOwnerId ?? undefined }),
    accessToken: access.accessToken,
    timeoutMs: access.timeoutMs,
  });
  const item = answer.items?.find((v) => v.id === videoId);
  return item ? statusOf(item) : null;
}

/** Makes the video private and sets (or, with null, clears) its publish time; answers the status YouTube keeps. */
export async function setVideoPublishAt(access: ApiAccess, current: VideoStatus, publishAt: Date | null): Promise<VideoStatus> {
  const status: Record<string, unknown> = { ...current.raw, privacyStatus: 'private' };
  delete status.publishAt;
  // Read-only properties YouTube answers but refuses to be sent.
  for (const key of ['uploadStatus', 'failureReason', 'rejectionReason', 'madeForKids']) delete status[key];
  if (publishAt) status.publishAt = publishAt.toISOString();
  const answer = await googleJson<RawVideo>({
    api: 'data:videos.update',
    method: 'PUT',
    url: withQuery(`${access.baseUrl}/videos`, { part: 'status', onBehalfOfContentOwner: access.contentOwnerId ?? undefined }),
    accessToken: access.accessToken,
    timeoutMs: access.timeoutMs,
    json: { id: current.videoId, status },
  });
  return statusOf({ ...answer, snippet: { channelId: current.channelId } });
}
