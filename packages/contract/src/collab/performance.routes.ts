// Routes of the collab area's performance part (see routes.ts): a case's videos (list, add by video
// ID or URL, remove), the caller's upcoming and past collaborations, and the performance report with
// its exports. Every one acts on packages the caller may see (canSeePackage, judged on the
// package by the service): another team's package, case or video answers 404.
import { page, signedIn, type Route } from '../core/route.ts';

const report = page('collabPerformance');

export const performanceRoutes = {
  collabCaseVideos: {
    method: 'GET',
    path: '/api/v1/collab/cases/:caseId/videos',
    summary: "A case's videos, with title and publish time",
    permission: signedIn,
    policy: 'canSeePackage',
  },
  collabCaseVideoAdd: {
    method: 'POST',
    path: '/api/v1/collab/cases/:caseId/videos',
    summary: "Add a video of the case's channel to the case, by video ID or YouTube address",
    permission: signedIn,
    policy: 'canManageCaseVideos',
    invalidates: ['collabCaseVideos', 'collabSchedule', 'collabPerformancePackages', 'collabPerformanceReport'],
  },
  collabCaseVideoRemove: {
    method: 'DELETE',
    path: '/api/v1/collab/cases/:caseId/videos/:videoId',
    summary: 'Remove a video from a case',
    permission: signedIn,
    policy: 'canManageCaseVideos',
    invalidates: ['collabCaseVideos', 'collabSchedule', 'collabPerformancePackages', 'collabPerformanceReport'],
  },
  collabSchedule: {
    method: 'GET',
    path: '/api/v1/collab/schedule',
    summary: "The caller's collaborations before (upcoming) or after (past) their videos go live, optionally one month of publish dates",
    permission: signedIn,
    policy: 'canSeeCollabSchedule',
  },
  collabPerformancePackages: {
    method: 'GET',
    path: '/api/v1/collab/performance',
    summary: 'The packages with case videos whose performance the caller may see',
    permission: report,
    policy: 'canSeePackage',
  },
  collabPerformanceReport: {
    method: 'GET',
    path: '/api/v1/collab/performance/:packageId',
    summary: "A package's performance: per case video since publish, against the channel's average for its length class, day by day",
    permission: report,
    policy: 'canSeePackage',
  },
  collabPerformanceExport: {
    method: 'GET',
    path: '/api/v1/collab/performance/:packageId/export',
    summary: "A package's performance as CSV or xlsx",
    permission: report,
    policy: 'canSeePackage',
    kind: 'download',
  },
} as const satisfies Record<string, Route>;
