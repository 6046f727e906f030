// The one layout source of the report (issue 14): the model (report-model.ts) in the report's
// language as a cover and sections of a few kinds of blocks: headings, paragraphs, tables (text and
// pictures in cells) and charts. The Word, PowerPoint and PDF writers draw these blocks and nothing
// else, so the three files say the same things in the same order.
import { translate } from '@chorus/i18n';
import { periodCode, type Kpi, type Language } from '@chorus/contract';
import { readFileSync } from 'node:fs';
import { chartSvg, svgToPng, svgToPngSync, type ReportImage } from './charts.ts';
import type { ReportModel, ReportVideo } from './report-model.ts';
import { thumbnailPlaceholder, type ThumbnailSource } from './thumbnails.ts';

export type Align = 'left' | 'right' | 'center';
export type Cell = { text: string; image?: ReportImage; note?: string };
export type Column = { text: string; width: number; align: Align };
export type Block =
  | { kind: 'paragraph'; text: string; note?: boolean }
  | { kind: 'table'; columns: Column[]; rows: Cell[][] }
  | { kind: 'chart'; title: string; legend: { text: string; color: string; dashed?: boolean }[]; image: ReportImage };
export type ReportSection = { key: string; title: string; blocks: Block[] };

export type ReportLayout = {
  language: Language;
  network: string;
  logo: ReportImage;
  title: string;
  channelTitle: string;
  periodLabel: string;
  periodCode: string;
  lines: string[];
  sections: ReportSection[];
  /** "Page {{page}} of {{pages}}" in the report's language, for the writers that number pages. */
  pageText: (page: number, pages: number) => string;
};

let logo: ReportImage | null = null;
/** The network's logo (the web app's mark), drawn once. */
export function networkLogo(): ReportImage {
  logo ??= svgToPngSync(readFileSync(new URL('./network-logo.svg', import.meta.url), 'utf8'), 64, 64, 4);
  return logo;
}

export const colors = { current: '#3b2f8f', previous: '#9e9e9e', bars: '#f5b83d' };

/** The report's texts (the `reports` namespace) and number formats in its language. */
export function reportWords(language: Language) {
  const t = (key: string, vars?: Record<string, string | number>) => translate(language, 'reports', key, vars);
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const percent = (n: number) => `${number.format(n)}%`;
  const signed = (n: number | null) => (n === null ? t('kpi.noChange') : `${n > 0 ? '+' : ''}${number.format(n)}%`);
  return { t, number, percent, signed };
}
export type ReportWords = ReturnType<typeof reportWords>;

/** The key figures as a table: each metric, its value, the value before, the change and the trend. */
export function kpiTable(kpis: readonly Kpi[], { t, number, signed }: ReportWords, heads = { value: t('kpi.value'), previous: t('kpi.previous') }): Block {
  return {
    kind: 'table',
    columns: [
      { text: t('kpi.metric'), width: 0.28, align: 'left' },
      { text: heads.value, width: 0.18, align: 'right' },
      { text: heads.previous, width: 0.18, align: 'right' },
      { text: t('kpi.change'), width: 0.14, align: 'right' },
      { text: t('kpi.trend'), width: 0.22, align: 'left' },
    ],
    rows: kpis.map((k) => [
      { text: t(`kpi.metrics.${k.metric}`) },
      { text: number.format(k.value) },
      { text: number.format(k.previous) },
      { text: signed(k.change_percent) },
      { text: trendText(k, t) },
    ]),
  };
}

/** The trend beside a change, and the period's own daily slope where that tells another story (periodTrend). */
export function trendText(k: Pick<Kpi, 'trend' | 'trend_within'>, t: ReportWords['t']): string {
  const trend = t(`trend.${k.trend}`);
  return k.trend_within === null ? trend : t('trendBoth', { trend, within: t(`trendWithin.${k.trend_within}`) });
}

/** The videos' thumbnail cells: the picture, or the placeholder with spec 8's text when it cannot be had. */
export async function thumbnailCells(videoIds: readonly string[], thumbnails: ThumbnailSource, language: Language): Promise<(videoId: string) => Cell> {
  const thumbs = await thumbnails([...new Set(videoIds)]);
  return (videoId) => {
    const found = thumbs.get(videoId);
    return found
      ? { text: '', image: found }
      : { text: '', image: thumbnailPlaceholder(), note: translate(language, 'messages', 'errors.thumbnailUnavailable') };
  };
}

export async function buildReportLayout(model: ReportModel, thumbnails: ThumbnailSource): Promise<ReportLayout> {
  const language = model.language;
  const words = reportWords(language);
  const { t, number, percent } = words;
  const date = (d: string) => d;
  const s = model.selection;
  const monthName = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(s.year, Math.max(0, s.index - 1), 1)));
  const periodLabel = t(`period.${s.period}`, { year: s.year, index: s.index, monthName });
  const countryName = new Intl.DisplayNames([language], { type: 'region' });

  // Charts: the period's days; views against the previous period (day by day), net subscribers as bars.
  const days = model.series.map((p) => p.day.slice(5));
  const [viewsChart, subscribersChart] = await Promise.all([
    svgToPng(
      chartSvg(days, [
        { kind: 'line', values: model.comparisonSeries.slice(0, days.length).map((p) => p.views), color: colors.previous, dashed: true },
        { kind: 'line', values: model.series.map((p) => p.views), color: colors.current },
      ]),
    ),
    svgToPng(chartSvg(days, [{ kind: 'bar', values: model.series.map((p) => p.subscribersNet), color: colors.bars }])),
  ]);

  const thumbnailOf = await thumbnailCells(
    [...model.latestVideos, ...model.latestShorts, ...model.topVideos].map((v) => v.video_id),
    thumbnails,
    language,
  );
  const thumbnailCell = (v: ReportVideo): Cell => thumbnailOf(v.video_id);
  const emotionText = (v: ReportVideo) => v.emotionTags.map((e) => t(`insight.emotion.${e}`)).join(', ') || '–';
  const videoTable = (videos: readonly ReportVideo[], noteKey: string, emptyKey: string): Block[] => {
    if (videos.length === 0) return [{ kind: 'paragraph', text: t(emptyKey) }];
    return [
      {
        kind: 'table',
        columns: [
          { text: t('video.thumbnail'), width: 0.17, align: 'left' },
          { text: t('video.title'), width: 0.3, align: 'left' },
          { text: t('video.published'), width: 0.12, align: 'left' },
          { text: t('video.views'), width: 0.1, align: 'right' },
          { text: t('video.likes'), width: 0.08, align: 'right' },
          { text: t('video.comments'), width: 0.08, align: 'right' },
          { text: t('video.subscribers'), width: 0.08, align: 'right' },
          { text: t('video.emotion'), width: 0.07, align: 'left' },
        ],
        rows: videos.map((v) => [
          thumbnailCell(v),
          { text: v.title },
          { text: v.published_at },
          { text: number.format(v.views) },
          { text: number.format(v.likes) },
          { text: number.format(v.comments) },
          { text: number.format(v.subscribers) },
          { text: emotionText(v) },
        ]),
      },
      { kind: 'paragraph', text: t(noteKey), note: true },
    ];
  };

  const a = model.audience;
  const share = (label: string, p: number): Cell[] => [{ text: label }, { text: percent(p) }];
  const audienceBlocks: Block[] = a.insufficient
    ? [{ kind: 'paragraph', text: t('audience.insufficient') }]
    : a.countries.length + a.ages.length + a.genders.length === 0 && a.subscribed === null
      ? [{ kind: 'paragraph', text: t('audience.none') }]
      : [
          {
            kind: 'table',
            columns: [
              { text: t('audience.countries'), width: 0.7, align: 'left' },
              { text: t('audience.share'), width: 0.3, align: 'right' },
            ],
            rows: a.countries.map((c) => share(safeRegion(countryName, c.key), c.percent)),
          },
          {
            kind: 'table',
            columns: [
              { text: t('audience.ages'), width: 0.7, align: 'left' },
              { text: t('audience.share'), width: 0.3, align: 'right' },
            ],
            rows: [
              ...a.ages.map((g) => share(t('audience.age', { range: g.key.replace(/-$/, '+') }), g.percent)),
              ...a.genders.map((g) => share(t(`audience.gender.${g.key}`), g.percent)),
              ...(a.subscribed === null ? [] : [share(t('audience.subscribed'), a.subscribed)]),
            ],
          },
        ];

  const insightBlocks: Block[] =
    model.insight === null
      ? [{ kind: 'paragraph', text: t('insight.pending') }]
      : [
          { kind: 'paragraph', text: `${t('insight.keywords')}: ${model.insight.keywords.join('、') || t('insight.noKeywords')}` },
          {
            kind: 'table',
            columns: [
              { text: t('kpi.metric'), width: 0.7, align: 'left' },
              { text: t('kpi.value'), width: 0.3, align: 'right' },
            ],
            rows: [
              [{ text: t('insight.analyzed') }, { text: number.format(model.insight.commentsAnalyzed) }],
              [{ text: t('insight.direction') }, { text: model.insight.direction === null ? '–' : percent(model.insight.direction) }],
              ...model.insight.emotions.map((e) => [{ text: `${t('insight.emotions')}: ${t(`insight.emotion.${e.key}`)}` }, { text: percent(e.percent) }]),
            ],
          },
        ];

  const sections: ReportSection[] = [
    {
      key: 'kpis',
      title: t('sections.kpis'),
      blocks: [
        kpiTable(model.kpis, words),
        {
          kind: 'paragraph',
          text: t(model.toDate ? 'comparedWithToDate' : 'comparedWith', { start: date(model.comparison.start), end: date(model.comparison.end) }),
          note: true,
        },
      ],
    },
    {
      key: 'charts',
      title: t('sections.charts'),
      blocks: [
        {
          kind: 'chart',
          title: t('charts.views'),
          legend: [
            { text: t('charts.current'), color: colors.current },
            { text: t('charts.previous'), color: colors.previous, dashed: true },
          ],
          image: viewsChart,
        },
        { kind: 'chart', title: t('charts.subscribers'), legend: [{ text: t('charts.current'), color: colors.bars }], image: subscribersChart },
      ],
    },
    { key: 'audience', title: t('sections.audience'), blocks: audienceBlocks },
    { key: 'latestVideos', title: t('sections.latestVideos'), blocks: videoTable(model.latestVideos, 'video.sinceNote', 'video.none') },
    { key: 'latestShorts', title: t('sections.latestShorts'), blocks: videoTable(model.latestShorts, 'video.sinceNote', 'video.none') },
    { key: 'topVideos', title: t('sections.topVideos'), blocks: videoTable(model.topVideos, 'video.periodNote', 'video.noneInPeriod') },
    { key: 'insight', title: t('sections.insight'), blocks: insightBlocks },
  ];

  const acc = model.accounting;
  if (acc) {
    const money = (amount: string | null) => (amount === null ? '–' : `${groupDigits(amount)} ${acc.currency}`);
    const month = (ym: string) => `${ym.slice(0, 4)}-${ym.slice(4)}`;
    const blocks: Block[] = [{ kind: 'paragraph', text: t('accounting.intro', { currency: acc.currency }) }];
    if (acc.months.length === 0) blocks.push({ kind: 'paragraph', text: t('accounting.none') });
    else {
      blocks.push({
        kind: 'table',
        columns: [
          { text: t('accounting.month'), width: 0.3, align: 'left' },
          { text: t('accounting.revenue'), width: 0.35, align: 'right' },
          { text: t('accounting.payout'), width: 0.35, align: 'right' },
        ],
        rows: [
          ...acc.months.map((m) => [{ text: month(m.yearMonth) }, { text: money(m.revenue) }, { text: money(m.payout) }]),
          [{ text: t('accounting.total') }, { text: money(acc.revenue) }, { text: money(acc.payout) }],
        ],
      });
      if (acc.missingRates.length > 0)
        blocks.push({ kind: 'paragraph', text: t('accounting.rateMissing', { months: acc.missingRates.map(month).join(', ') }), note: true });
    }
    sections.push({ key: 'accounting', title: t('sections.accounting'), blocks });
  }

  return {
    language,
    network: t('network'),
    logo: networkLogo(),
    title: t(`title.${s.period}`),
    channelTitle: model.channel.title,
    periodLabel,
    periodCode: periodCode(s),
    lines: [
      `${periodLabel} · ${t(model.toDate ? 'rangeToDate' : 'range', { start: model.range.start, end: model.range.end })}`,
      t('generated', { date: model.generatedOn, through: model.channel.data_through ?? t('noData') }),
    ],
    sections,
    pageText: (page, pages) => t('page', { page, pages }),
  };
}

function safeRegion(names: Intl.DisplayNames, code: string): string {
  try {
    return (/^[A-Z]{2}$/.test(code) && names.of(code)) || code;
  } catch {
    return code;
  }
}

/** "1234567.5" → "1,234,567.5", digit by digit (money never passes through a float). */
export function groupDigits(amount: string): string {
  const negative = amount.startsWith('-');
  const [whole, fraction] = (negative ? amount.slice(1) : amount).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
