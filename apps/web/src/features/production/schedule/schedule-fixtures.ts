// A literal release for the publishing calendar's model and view tests.
import type { Release } from '@chorus/contract';

export const release = (release_id: number, publish_at: string, more: Partial<Release> = {}): Release => ({
  release_id,
  channel_id: 'UCa',
  channel_title: 'Tea Time',
  platform: 'instagram',
  account_id: 1,
  account_username: 'tea.ig',
  video_id: null,
  media_url: 'https://m.example/a.mp4',
  media_type: 'reel',
  caption: null,
  publish_at,
  state: 'scheduled',
  result: null,
  error: null,
  error_params: null,
  conflicts: [],
  created_at: publish_at,
  ...more,
});
