// The latest video report (spec 2 "latest video report"; issue 14): the channel's newest regular
// video over its first days after publishing with data (at most LATEST_VIDEO_DAYS, fewer while it is younger)
// against the average of the channel's other regular videos of the year before over the same number
// of their first days. Drawn with the same blocks and writers as the periodic report.
import { LATEST_VIDEO_DAYS, type Language } from '@chorus/contract';
import type pg from 'pg';
import { chartSvg, svgToPng } from './charts.ts';
import { colors, reportLayout, reportWords, thumbnailCells, type Block, type ReportLayout } from './layout-core.ts';
import type { ThumbnailSource } from './thumbnails.ts';

const metrics = ['views', 'likes', 'comments', 'shares', 'subscribers', 'watch_minutes'] as const;
type Metric = (typeof metrics)[number];
type Figures = Record<Metric, number>;

export type LatestVideoData = {
  channel: { channel_id: string; title: string; data_through: string | null };
  video: { video_id: string; title: string; published_at: string; days: number } | null;
  figures: Figures | null;
  /** Views on each day since publishing (index 0: the publish day). */
  daily: number[];
  average: (Figures & { videos: number }) | null;
  averageDaily: number[];
};

const sums = `coalesce(sum(m.views), 0) AS views, coalesce(sum(m.likes), 0) AS likes, coalesce(sum(m.comments), 0) AS comments,
  coalesce(sum(m.shares), 0) AS shares, coalesce(sum(m.subscribers_gained), 0) AS subscribers, coalesce(sum(m.watch_minutes), 0) AS watch_minutes`;

const text = `
WITH through AS (SELECT least($2::date, coalesce((SELECT data_through FROM channels WHERE channel_id = $1), $2::date)) AS day),
v AS (
  SELECT video_id, title, published_at, published_at::date AS day0,
         greatest(1, least(${LATEST_VIDEO_DAYS}, (SELECT day FROM through) - published_at::date + 1)) AS days
    FROM videos WHERE channel_id = $1 AND kind = 'video' AND published_at::date <= (SELECT day FROM through)
   ORDER BY published_at DESC, video_id LIMIT 1
),
others AS (
  SELECT o.video_id, o.published_at::date AS day0 FROM videos o, v
   WHERE o.channel_id = $1 AND o.kind = 'video' AND o.video_id <> v.video_id
     AND o.published_at >= v.published_at - interval '365 days' AND o.published_at < v.published_at
),
other_days AS (
  SELECT m.video_id, (m.day - o.day0) AS idx, m.views, m.likes, m.comments, m.shares, m.subscribers_gained, m.watch_minutes
    FROM others o JOIN video_daily_metrics m ON m.video_id = o.video_id, v
   WHERE m.day >= o.day0 AND m.day < o.day0 + v.days
)
SELECT
  (SELECT row_to_json(c) FROM (SELECT channel_id, title, data_through::text AS data_through FROM channels WHERE channel_id = $1) c) AS channel,
  (SELECT row_to_json(x) FROM (SELECT video_id, title, to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS published_at, days FROM v) x) AS video,
  (SELECT row_to_json(f) FROM (SELECT ${sums} FROM v JOIN video_daily_metrics m ON m.video_id = v.video_id AND m.day >= v.day0 AND m.day < v.day0 + v.days) f) AS figures,
  (SELECT coalesce(json_agg(d.views ORDER BY d.idx), '[]') FROM (
     SELECT (m.day - v.day0) AS idx, m.views FROM v JOIN video_daily_metrics m ON m.video_id = v.video_id AND m.day >= v.day0 AND m.day < v.day0 + v.days) d) AS daily,
  (SELECT row_to_json(a) FROM (
     SELECT count(*)::int AS videos, coalesce(avg(views), 0)::float8 AS views, coalesce(avg(likes), 0)::float8 AS likes, coalesce(avg(comments), 0)::float8 AS comments,
            coalesce(avg(shares), 0)::float8 AS shares, coalesce(avg(subscribers), 0)::float8 AS subscribers, coalesce(avg(watch_minutes), 0)::float8 AS watch_minutes
       FROM (SELECT video_id, sum(views) AS views, sum(likes) AS likes, sum(comments) AS comments, sum(shares) AS shares,
                    sum(subscribers_gained) AS subscribers, sum(watch_minutes) AS watch_minutes FROM other_days GROUP BY video_id) per) a) AS average,
  (SELECT coalesce(json_agg(d.views ORDER BY d.idx), '[]') FROM (
     SELECT idx, (sum(views)::float8 / nullif((SELECT count(DISTINCT video_id) FROM other_days), 0)) AS views FROM other_days GROUP BY idx) d) AS average_daily`;

export async function findLatestVideoData(pool: pg.Pool, channelId: string, today: string): Promise<LatestVideoData | null> {
  const { rows } = await pool.query({ name: 'reports_latest_video', text, values: [channelId, today] });
  const row = rows[0] as {
    channel: LatestVideoData['channel'] | null;
    video: LatestVideoData['video'];
    figures: Record<Metric, string> | null;
    daily: number[];
    average: (Figures & { videos: number }) | null;
    average_daily: (number | null)[];
  };
  if (!row?.channel) return null;
  const figures = row.video && row.figures ? (Object.fromEntries(metrics.map((k) => [k, Number(row.figures![k])])) as Figures) : null;
  return {
    channel: row.channel,
    video: row.video,
    figures,
    daily: row.daily.map(Number),
    average: row.average && row.average.videos > 0 ? row.average : null,
    averageDaily: row.average_daily.map((v) => Math.round(Number(v ?? 0))),
  };
}

const cumulative = (values: readonly number[]) => {
  let total = 0;
  return values.map((v) => (total += v));
};

export async function buildLatestVideoLayout(data: LatestVideoData, language: Language, today: string, thumbnails: ThumbnailSource): Promise<ReportLayout> {
  const { t, number } = reportWords(language);
  const sections: ReportLayout['sections'] = [];
  const lines = [t('generated', { date: today, through: data.channel.data_through ?? t('noData') })];
  if (!data.video || !data.figures) {
    sections.push({ key: 'latestVideo', title: t('latestVideo.section'), blocks: [{ kind: 'paragraph', text: t('latestVideo.none') }] });
  } else {
    const v = data.video;
    const thumbnailOf = await thumbnailCells([v.video_id], thumbnails, language);
    const avg = data.average;
    const diff = (mine: number, other: number | undefined) =>
      other === undefined || other === 0 ? t('kpi.noChange') : `${mine >= other ? '+' : ''}${number.format(Math.round(((mine - other) / other) * 1000) / 10)}%`;
    const rows = metrics.map((k) => {
      const mine = k === 'watch_minutes' ? Math.round(data.figures![k] / 6) / 10 : data.figures![k];
      const other = avg ? (k === 'watch_minutes' ? Math.round(avg[k] / 6) / 10 : Math.round(avg[k] * 10) / 10) : undefined;
      return [
        { text: t(`latestVideo.metrics.${k}`) },
        { text: number.format(mine) },
        { text: other === undefined ? '–' : number.format(other) },
        { text: diff(mine, other) },
      ];
    });
    const days = Array.from({ length: v.days }, (_, i) => String(i + 1));
    const chart = await svgToPng(
      chartSvg(days, [
        ...(avg ? [{ kind: 'line' as const, values: cumulative(data.averageDaily.slice(0, v.days)), color: colors.previous, dashed: true }] : []),
        { kind: 'line' as const, values: cumulative(data.daily.slice(0, v.days)), color: colors.current },
      ]),
    );
    const blocks: Block[] = [
      {
        kind: 'table',
        columns: [
          { text: t('video.thumbnail'), width: 0.3, align: 'left' },
          { text: t('video.title'), width: 0.5, align: 'left' },
          { text: t('video.published'), width: 0.2, align: 'left' },
        ],
        rows: [[thumbnailOf(v.video_id), { text: v.title }, { text: v.published_at }]],
      },
      {
        kind: 'paragraph',
        text: avg ? t('latestVideo.against', { days: v.days, count: avg.videos }) : t('latestVideo.noAverage', { days: v.days }),
        note: true,
      },
      {
        kind: 'table',
        columns: [
          { text: t('kpi.metric'), width: 0.34, align: 'left' },
          { text: t('latestVideo.thisVideo'), width: 0.22, align: 'right' },
          { text: t('latestVideo.average'), width: 0.22, align: 'right' },
          { text: t('kpi.change'), width: 0.22, align: 'right' },
        ],
        rows,
      },
      {
        kind: 'chart',
        title: t('latestVideo.chart'),
        legend: [
          { text: t('latestVideo.thisVideo'), color: colors.current },
          ...(avg ? [{ text: t('latestVideo.average'), color: colors.previous, dashed: true }] : []),
        ],
        image: chart,
      },
    ];
    sections.push({ key: 'latestVideo', title: t('latestVideo.section'), blocks });
  }
  return reportLayout(
    language,
    t,
    {
      title: t('latestVideo.title'),
      channelTitle: data.channel.title,
      periodLabel: data.video?.published_at ?? today,
      periodCode: data.video?.video_id ?? today,
      lines,
    },
    sections,
  );
}
