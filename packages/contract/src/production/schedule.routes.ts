// Routes of the production area's publishing calendar (issue 29, page publishPlatform): releases of a
// channel planned on YouTube (a private video's status.publishAt), Instagram (a post or reel through
// the Content Publishing API) and TikTok (the Content Posting API), their conflicts, the daily
// posting limits, and what each platform answered once the time passed.
import { signedIn, type Route } from '../core/route.ts';

const releasePath = '/api/v1/production/schedule/:releaseId';

export const productionScheduleRoutes = {
  productionSchedule: {
    method: 'GET',
    path: '/api/v1/production/schedule',
    summary:
      'The releases planned from `from` to `to` (network days, Asia/Taipei) on the channels the caller may see (one with channel_id), with conflicts, results and the daily posting limits per account',
    permission: signedIn,
    policy: 'readsSchedule',
  },
  productionScheduleCreate: {
    method: 'POST',
    path: '/api/v1/production/schedule',
    summary:
      "Plan a release: a YouTube video made private with status.publishAt, or an Instagram or TikTok post of a media URL on an account linked to the channel; refused when the account's day is full",
    permission: signedIn,
    policy: 'schedulesReleases',
    invalidates: ['productionSchedule'],
  },
  productionScheduleReschedule: {
    method: 'POST',
    path: `${releasePath}/reschedule`,
    summary: 'Move a planned release (not yet published) to another time',
    permission: signedIn,
    policy: 'schedulesReleases',
    invalidates: ['productionSchedule'],
  },
  productionScheduleCancel: {
    method: 'POST',
    path: `${releasePath}/cancel`,
    summary: 'Cancel a planned release (not yet published); a YouTube video stays private without a publish time',
    permission: signedIn,
    policy: 'schedulesReleases',
    invalidates: ['productionSchedule'],
  },
} as const satisfies Record<string, Route>;
