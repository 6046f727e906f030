// The columns of a list of videos (spec 2 channel dashboard): views, share of the channel's views,
// subscribers, likes, comments, shares.
import type { TFunction } from 'i18next';
import type { VideoRow } from '../api.ts';
import type { Column, Row, TableData } from './data-table.tsx';
import { watchUrl } from '../../../lib/watch-url.ts';

function videoColumns(t: TFunction, options: { rank?: boolean } = {}): Column[] {
  return [
    ...(options.rank ? [{ key: 'rank', label: t('analytics:videos.rank'), kind: 'number' as const, width: 48, sticky: true }] : []),
    // The title stays in view while the figures scroll; on a phone it wraps in a narrower column.
    {
      key: 'title',
      label: t('analytics:videos.title'),
      kind: 'text',
      minWidth: 200,
      sticky: true,
      href: (row: Row) => watchUrl(String(row.video_id)),
    },
    { key: 'video_id', label: t('analytics:videos.videoId'), kind: 'text', csvOnly: true },
    { key: 'published_at', label: t('analytics:videos.published'), kind: 'date' },
    { key: 'duration_seconds', label: t('analytics:videos.duration'), kind: 'duration' },
    { key: 'views', label: t('analytics:metrics.views'), kind: 'number' },
    { key: 'view_ratio', label: t('analytics:videos.viewRatio'), kind: 'percent' },
    { key: 'subscribers', label: t('analytics:metrics.subscribersNet'), kind: 'number' },
    { key: 'likes', label: t('analytics:metrics.likes'), kind: 'number' },
    { key: 'comments', label: t('analytics:metrics.comments'), kind: 'number' },
    { key: 'shares', label: t('analytics:metrics.shares'), kind: 'number' },
  ];
}

export function videoTable(t: TFunction, videos: readonly VideoRow[], options: { rank?: boolean; firstRank?: number } = {}): TableData {
  return {
    columns: videoColumns(t, options),
    rows: videos.map((v, i) => ({
      rank: (options.firstRank ?? 1) + i,
      title: v.title,
      video_id: v.video_id,
      published_at: v.published_at.slice(0, 10),
      duration_seconds: v.duration_seconds,
      views: v.views,
      view_ratio: v.view_ratio,
      subscribers: v.subscribers,
      likes: v.likes,
      comments: v.comments,
      shares: v.shares,
    })),
  };
}
