// One video of a network channel looked up on YouTube (Data API videos.list, 1 quota unit) with the
// grant the channel is refreshed with: for a video the channel's stored data does not hold yet (the
// marketplace's case videos, issue 11). Answers null when there is no way to know the video (no
// grant, OAuth not configured, YouTube does not return it); quota and outages are refusals of their own.
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { GoogleUnavailableError, QuotaExceededError } from './google-http.ts';
import { accessTokenFor, QUOTA } from './jobs/refresh-channel.job.ts';
import { getVideos } from './youtube-data-client.ts';
import { findChannelSource } from './youtube.repository.ts';

export type LookedUpVideo = { videoId: string; channelId: string; title: string; publishedAt: Date; durationSeconds: number };

export async function lookupVideoOnYoutube(ctx: AppContext, channelId: string, videoId: string): Promise<LookedUpVideo | null> {
  const grant = await findChannelSource(ctx.db, channelId);
  if (!grant || !grant.refresh_token_encrypted || !ctx.config.youtube.clientId) return null;
  try {
    const accessToken = await accessTokenFor(ctx, grant, ctx.clock.now());
    const contentOwnerId = grant.role === 'content_manager' ? grant.content_owner_id : null;
    const [video] = await getVideos({ baseUrl: ctx.config.youtube.dataApiUrl, accessToken, timeoutMs: ctx.config.youtube.requestTimeoutMs, contentOwnerId }, [
      videoId,
    ]);
    if (!video) return null;
    return {
      videoId: video.videoId,
      channelId: video.channelId,
      title: video.title,
      publishedAt: new Date(video.publishedAt),
      durationSeconds: video.durationSeconds,
    };
  } catch (error) {
    if (error instanceof QuotaExceededError) throw new DomainError(QUOTA);
    if (error instanceof GoogleUnavailableError) throw new DomainError('errors.youtubeRefreshFailed');
    return null;
  }
}
