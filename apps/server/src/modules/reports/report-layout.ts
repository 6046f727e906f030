// The channel report's layout (issue 14): the model (report-model.ts) in the report's language as a
// cover and sections of the core's blocks (layout-core.ts): headings, paragraphs, tables (text and
// pictures in cells) and charts. The Word, PowerPoint and PDF writers draw these blocks and nothing
// else, so the three files say the same things in the same order.
import { periodCode, type SocialFigure } from '@chorus/contract';
import { chartSvg, svgToPng } from './charts.ts';
import {
  colors,
  groupDigits,
  kpiSection,
  rateMissingNote,
  reportLayout,
  reportWords,
  tableOf,
  thumbnailCells,
  yearMonthText,
  type Block,
  type Cell,
  type ReportLayout,
  type ReportSection,
} from './layout-core.ts';
import type { ReportModel, ReportVideo } from './report-model.ts';
import type { ThumbnailSource } from './thumbnails.ts';

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
  const emotionText = (v: ReportVideo) => v.emotionTags.map((e) => t(`insight.emotion.${e}`)).join(', ') || '–';
  const videoTable = (videos: readonly ReportVideo[], noteKey: string, emptyKey: string): Block[] => {
    if (videos.length === 0) return [{ kind: 'paragraph', text: t(emptyKey) }];
    return [
      tableOf<ReportVideo>(
        [
          { text: t('video.thumbnail'), width: 0.17, align: 'left', cell: (v) => thumbnailOf(v.video_id) },
          { text: t('video.title'), width: 0.3, align: 'left', cell: (v) => ({ text: v.title }) },
          { text: t('video.published'), width: 0.12, align: 'left', cell: (v) => ({ text: v.published_at }) },
          { text: t('video.views'), width: 0.1, align: 'right', cell: (v) => ({ text: number.format(v.views) }) },
          { text: t('video.likes'), width: 0.08, align: 'right', cell: (v) => ({ text: number.format(v.likes) }) },
          { text: t('video.comments'), width: 0.08, align: 'right', cell: (v) => ({ text: number.format(v.comments) }) },
          { text: t('video.subscribers'), width: 0.08, align: 'right', cell: (v) => ({ text: number.format(v.subscribers) }) },
          { text: t('video.emotion'), width: 0.07, align: 'left', cell: (v) => ({ text: emotionText(v) }) },
        ],
        videos,
      ),
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
    kpiSection(
      'kpis',
      t('sections.kpis'),
      model.kpis,
      words,
      t(model.toDate ? 'comparedWithToDate' : 'comparedWith', { start: date(model.comparison.start), end: date(model.comparison.end) }),
    ),
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

  if (model.social.length > 0) sections.push({ key: 'social', title: t('sections.social'), blocks: socialBlocks(model.social, words) });

  const acc = model.accounting;
  if (acc) {
    const money = (amount: string | null) => (amount === null ? '–' : `${groupDigits(amount)} ${acc.currency}`);
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
          ...acc.months.map((m) => [{ text: yearMonthText(m.yearMonth) }, { text: money(m.revenue) }, { text: money(m.payout) }]),
          [{ text: t('accounting.total') }, { text: money(acc.revenue) }, { text: money(acc.payout) }],
        ],
      });
      if (acc.missingRates.length > 0) blocks.push(rateMissingNote(acc.missingRates, t));
    }
    sections.push({ key: 'accounting', title: t('sections.accounting'), blocks });
  }

  return reportLayout(
    language,
    t,
    {
      title: t(`title.${s.period}`),
      channelTitle: model.channel.title,
      periodLabel,
      periodCode: periodCode(s),
      lines: [
        `${periodLabel} · ${t(model.toDate ? 'rangeToDate' : 'range', { start: model.range.start, end: model.range.end })}`,
        t('generated', { date: model.generatedOn, through: model.channel.data_through ?? t('noData') }),
      ],
    },
    sections,
  );
}

/** "Other platforms": each linked account's followers, 30-day views and engagement, or "not available", never 0. */
function socialBlocks(social: ReportModel['social'], { t, number }: ReturnType<typeof reportWords>): Block[] {
  const whole = new Intl.NumberFormat(number.resolvedOptions().locale, { maximumFractionDigits: 0 });
  const text = (f: SocialFigure, format: (v: number) => string): Cell => ({ text: f.value === null ? t('social.notAvailable') : format(f.value) });
  return [
    { kind: 'paragraph', text: t('social.intro') },
    {
      kind: 'table',
      columns: [
        { text: t('social.account'), width: 0.37, align: 'left' },
        { text: t('social.followers'), width: 0.21, align: 'right' },
        { text: t('social.views'), width: 0.21, align: 'right' },
        { text: t('social.engagement'), width: 0.21, align: 'right' },
      ],
      rows: social.map((h) => [
        { text: `${t(`social.platforms.${h.platform}`)} @${h.username}` },
        text(h.followers, (v) => whole.format(v)),
        text(h.views_30d, (v) => whole.format(v)),
        text(
          h.engagement,
          (v) => `${new Intl.NumberFormat(number.resolvedOptions().locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v)}%`,
        ),
      ]),
    },
    { kind: 'paragraph', text: t('social.source'), note: true },
  ];
}

function safeRegion(names: Intl.DisplayNames, code: string): string {
  try {
    return (/^[A-Z]{2}$/.test(code) && names.of(code)) || code;
  } catch {
    return code;
  }
}
