// Literal videos, a preview and runs for the video data page's model and view tests.
import type { ProductionVideo, VideoBatchPreview, VideoRun } from '@chorus/contract';

/** A video of the channel: public, Travel & Events (19), in Taiwan Chinese, no thumbnail, unless said. */
const video = (over: Pick<ProductionVideo, 'video_id' | 'title' | 'published_at'> & Partial<ProductionVideo>): ProductionVideo => ({
  description: '',
  tags: [],
  category_id: '19',
  privacy: 'public',
  default_language: 'zh-TW',
  localizations: {},
  thumbnail_url: null,
  ...over,
});

export const tokyo = video({
  video_id: 'vidTokyo001',
  title: 'Tokyo vlog day 1',
  description: 'A day in Tokyo. Subscribe!',
  tags: ['vlog', 'Tokyo'],
  localizations: { ja: { title: '東京 1日目', description: '東京の一日。' } },
  published_at: '2026-10-01T02:00:00.000Z',
});
export const osaka = video({
  video_id: 'vidOsaka002',
  title: 'Osaka food tour',
  description: 'Street food. Subscribe!',
  tags: ['food'],
  category_id: '26',
  privacy: 'unlisted',
  default_language: null,
  published_at: '2026-10-02T05:30:00.000Z',
});
export const kyoto = video({
  video_id: 'vidKyoto003',
  title: 'Kyoto temples',
  tags: ['Kyoto', 'temple'],
  privacy: 'private',
  localizations: { en: { title: 'Kyoto temples', description: 'Autumn.' } },
  published_at: '2026-10-03T07:10:00.000Z',
});
export const videos = [kyoto, osaka, tokyo];

export const preview: VideoBatchPreview = {
  changes: [
    { video_id: 'vidTokyo001', field: 'description', before: 'A day in Tokyo. Subscribe!', after: 'A day in Tokyo. Follow us!' },
    { video_id: 'vidTokyo001', field: 'tags', before: ['vlog', 'Tokyo'], after: ['vlog', 'Tokyo', 'travel'] },
    { video_id: 'vidOsaka002', field: 'localizations.en', before: null, after: { title: 'Osaka food', description: '' } },
  ],
  quota_units: 100,
};

export const doneRun: VideoRun = {
  run_id: 7,
  channel_id: 'UCdemo',
  job_id: null,
  undo_of: null,
  undone_by: null,
  state: 'done',
  quota_units: 100,
  created_at: '2026-11-20T03:12:00.000Z',
  created_by: 3,
  results: [
    { video_id: 'vidTokyo001', state: 'applied', error: null, changes: [{ video_id: 'vidTokyo001', field: 'title', before: 'Tokyo', after: '東京' }] },
    {
      video_id: 'vidOsaka002',
      state: 'failed',
      error: 'errors.videoDefaultLanguageMissing',
      changes: [{ video_id: 'vidOsaka002', field: 'localizations.en', before: null, after: { title: 'Osaka', description: '' } }],
    },
  ],
};
export const undoneRun: VideoRun = { ...doneRun, run_id: 5, undone_by: 6, created_at: '2026-11-18T02:40:00.000Z' };
export const undoRun: VideoRun = { ...doneRun, run_id: 6, undo_of: 5, created_at: '2026-11-18T06:05:00.000Z', results: [doneRun.results[0]!] };
export const runningRun: VideoRun = {
  ...doneRun,
  run_id: 8,
  job_id: 'job-8',
  state: 'running',
  results: doneRun.results.map((r) => ({ ...r, state: 'pending', error: null })),
};
