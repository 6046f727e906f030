// A YouTube release's calls (issue 29): at planning, the channel's video made private with
// status.publishAt (or, cancelled, private without a time); after the time, whether YouTube made it
// public. Through the channel's YouTube authorization (the video data manager's access).
import type { AppContext } from '../../../app-context.ts';
import { DomainError, invalidInput } from '../../../errors/domain-error.ts';
import {
  AuthorizationRevokedError,
  GoogleApiError,
  GoogleUnavailableError,
  QuotaExceededError,
  channelApiAccess,
  setVideoPublishAt,
  videoStatus,
  type ApiAccess,
} from '../../youtube/index.ts';
import type { Step } from './social-publish.ts';

export type YoutubeSchedule = {
  /** Sets (or with null clears) the video's publish time; a refusal is a DomainError the person reads. */
  setPublishAt(channelId: string, videoId: string, at: Date | null): Promise<void>;
  /** After the time: published, still waiting, or failed. */
  confirm(channelId: string, videoId: string, publishAt: Date, now: Date): Promise<Step>;
};

/** How long after its time a video may still be private before the release fails. */
const CONFIRM_GRACE_MS = 60 * 60_000;

function refusal(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  if (error instanceof QuotaExceededError) return new DomainError('errors.releaseYoutubeQuota');
  if (error instanceof AuthorizationRevokedError) return new DomainError('errors.releaseYoutubeNotAuthorized');
  if (error instanceof GoogleApiError && error.status === 403) return new DomainError('errors.videoUpdateForbidden');
  if (error instanceof GoogleApiError && error.status === 400) return new DomainError('errors.releaseYoutubeRefused');
  if (error instanceof GoogleApiError || error instanceof GoogleUnavailableError) return new DomainError('errors.videoDataUnavailable');
  return new DomainError('errors.videoDataUnavailable');
}

export function youtubeSchedule(access: (channelId: string) => Promise<ApiAccess | null>): YoutubeSchedule {
  const authorized = async (channelId: string) => {
    const a = await access(channelId);
    if (!a) throw new DomainError('errors.releaseYoutubeNotAuthorized');
    return a;
  };
  return {
    async setPublishAt(channelId, videoId, at) {
      try {
        const a = await authorized(channelId);
        const status = await videoStatus(a, videoId);
        if (!status || status.channelId !== channelId) throw invalidInput({ video_id: 'validation.videoNotInChannel' });
        await setVideoPublishAt(a, status, at);
      } catch (error) {
        throw refusal(error);
      }
    },
    async confirm(channelId, videoId, publishAt, now) {
      const a = await access(channelId);
      if (!a) return { kind: 'failed', error: 'errors.releaseYoutubeNotAuthorized' };
      let status;
      try {
        status = await videoStatus(a, videoId);
      } catch (error) {
        if (error instanceof AuthorizationRevokedError) return { kind: 'failed', error: 'errors.releaseYoutubeNotAuthorized' };
        return { kind: 'waiting', ref: null };
      }
      if (!status) return { kind: 'failed', error: 'errors.releaseVideoGone' };
      if (status.privacyStatus === 'public') return { kind: 'published', postId: videoId, url: `https://www.youtube.com/watch?v=${videoId}` };
      if (now.getTime() - publishAt.getTime() < CONFIRM_GRACE_MS) return { kind: 'waiting', ref: null };
      return { kind: 'failed', error: 'errors.releaseYoutubeNotPublished' };
    },
  };
}

export const youtubeScheduleOf = (ctx: AppContext) => youtubeSchedule((channelId) => channelApiAccess(ctx, channelId));
