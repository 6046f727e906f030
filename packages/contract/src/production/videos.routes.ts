// Routes of the production area's video data manager (issue 29, spec 2 page videoData): the
// channel's videos with their YouTube metadata, bulk edits previewed and applied through the Data
// API's videos.update as a job, the history of runs and the undo of one.
import { signedIn, type Route } from '../core/route.ts';

export const productionVideoRoutes = {
  productionVideos: {
    method: 'GET',
    path: '/api/v1/production/videos',
    summary: "A channel's videos with title, description, tags, category, privacy, default language, localizations and thumbnail",
    permission: signedIn,
    policy: 'readsVideoData',
  },
  productionVideoBatch: {
    method: 'POST',
    path: '/api/v1/production/videos/batch',
    summary: 'Preview (dry_run) or apply a bulk edit of video metadata: the preview lists every change with its quota cost; applying answers 202 with the job',
    permission: signedIn,
    policy: 'editsVideoData',
    invalidates: ['productionVideos', 'productionVideoRuns'],
  },
  productionVideoRuns: {
    method: 'GET',
    path: '/api/v1/production/videos/runs',
    summary: "A channel's bulk-edit runs, newest first, each with its result per video and change",
    permission: signedIn,
    policy: 'readsVideoData',
  },
  productionVideoRunUndo: {
    method: 'POST',
    path: '/api/v1/production/videos/runs/:runId/undo',
    summary: 'Undo a run: a new run that puts back the previous values of the videos the run changed',
    permission: signedIn,
    policy: 'editsVideoData',
    invalidates: ['productionVideos', 'productionVideoRuns'],
  },
  productionVideosXlsx: {
    method: 'GET',
    path: '/api/v1/production/videos/xlsx',
    summary: "The channel's newest videos (500 at most) as an .xlsx to edit: title, description, tags and the zh-TW, ja and en localizations",
    permission: signedIn,
    policy: 'readsVideoData',
    kind: 'download',
  },
  productionVideosXlsxUpload: {
    method: 'POST',
    path: '/api/v1/production/videos/xlsx',
    summary: 'Read an edited video .xlsx: the changes it makes and their preview (nothing is sent; apply them with the batch route)',
    permission: signedIn,
    policy: 'editsVideoData',
    kind: 'multipart',
    maxBodyBytes: 5 * 1024 * 1024,
  },
} as const satisfies Record<string, Route>;
