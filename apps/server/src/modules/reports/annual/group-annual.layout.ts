// The group annual report's layout: its model (group-annual.model.ts) as the same ReportLayout the
// channel report's writers draw (render-docx/pptx/pdf.ts): the group's key figures against the year
// before, the channels side by side with the group's total, the months (a table and two charts),
// each channel's months, the year's top videos across the group, and the revenue of the channels
// the reader has accounting access to. Texts come from the `reports` namespace's `annual` keys;
// the blocks, the key figures section, money and the cover from the layout core (layout-core.ts).
import { chartSvg, svgToPng } from '../charts.ts';
import {
  colors,
  groupDigits,
  kpiSection,
  rateMissingNote,
  reportLayout,
  reportWords,
  tableOf,
  thumbnailCells,
  type Block,
  type Cell,
  type Column,
  type ReportLayout,
  type ReportSection,
} from '../layout-core.ts';
import type { ThumbnailSource } from '../thumbnails.ts';
import type { AnnualFigures, GroupAnnualModel } from './group-annual.model.ts';

/** Channels drawn apart in the monthly views chart; the rest are summed as "other channels". */
const CHART_CHANNELS = 8;
const palette = ['#3b2f8f', '#f5b83d', '#2e9e8f', '#d9534f', '#5b8def', '#8e5bd0', '#7aa33a', '#e07b39'];
const OTHERS = '#b0b0b0';

export async function buildGroupAnnualLayout(model: GroupAnnualModel, thumbnails: ThumbnailSource): Promise<ReportLayout> {
  const language = model.language;
  const words = reportWords(language);
  const { t, number, percent } = words;
  const a = (key: string, vars?: Record<string, string | number>) => t(`annual.${key}`, vars);
  const hours = (minutes: number) => number.format(Math.round(minutes / 60));
  const rate = (r: number | null) => (r === null ? '–' : percent(r));
  const monthName = (i: number) => new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(model.year, i, 1)));
  const periodLabel = a('year', { year: model.year });

  const figureColumns = (first: string, firstWidth: number): Column[] => {
    const rest = (1 - firstWidth) / 6;
    return [
      { text: first, width: firstWidth, align: 'left' },
      { text: a('columns.views'), width: rest, align: 'right' },
      { text: a('columns.watchHours'), width: rest, align: 'right' },
      { text: a('columns.subscribersGained'), width: rest, align: 'right' },
      { text: a('columns.subscribersNet'), width: rest, align: 'right' },
      { text: a('columns.published'), width: rest, align: 'right' },
      { text: a('columns.engagementRate'), width: rest, align: 'right' },
    ];
  };
  const figureCells = (label: string, f: AnnualFigures): Cell[] => [
    { text: label },
    { text: number.format(f.views) },
    { text: hours(f.watchMinutes) },
    { text: number.format(f.subscribersGained) },
    { text: number.format(f.subscribersNet) },
    { text: number.format(f.published) },
    { text: rate(f.engagementRate) },
  ];
  // Months that start after the data's last day (the current year) have no figures yet: a dash, not zeros.
  const notYet = (i: number) => model.dataThrough !== null && `${model.year}-${String(i + 1).padStart(2, '0')}-01` > model.dataThrough;
  const monthTable = (months: readonly AnnualFigures[], year: AnnualFigures, totalLabel: string): Block => ({
    kind: 'table',
    columns: figureColumns(a('columns.month'), 0.16),
    rows: [
      ...months.map((m, i) => (notYet(i) ? [{ text: monthName(i) }, ...Array.from({ length: 6 }, () => ({ text: '–' }))] : figureCells(monthName(i), m))),
      figureCells(totalLabel, year),
    ],
  });

  const sections: ReportSection[] = [];
  if (model.channels.length === 0) {
    sections.push({ key: 'channels', title: a('sections.channels'), blocks: [{ kind: 'paragraph', text: a('noChannels') }] });
  } else {
    sections.push(
      kpiSection(
        'kpis',
        a('sections.kpis'),
        model.kpis,
        words,
        model.toDate ? a('comparedWithToDate', { year: model.year - 1, end: model.comparedThrough }) : a('comparedWith', { year: model.year - 1 }),
        { value: a('thisYear'), previous: a('previousYear') },
      ),
    );

    // The channels side by side, then the group's total (the sum of the rows above it).
    const channelColumns: Column[] = [
      { text: a('columns.channel'), width: 0.19, align: 'left' },
      { text: a('columns.views'), width: 0.12, align: 'right' },
      { text: a('columns.watchHours'), width: 0.11, align: 'right' },
      { text: a('columns.subscribersGained'), width: 0.12, align: 'right' },
      { text: a('columns.subscribersNet'), width: 0.12, align: 'right' },
      { text: a('columns.subscribersEnd'), width: 0.13, align: 'right' },
      { text: a('columns.published'), width: 0.1, align: 'right' },
      { text: a('columns.engagementRate'), width: 0.11, align: 'right' },
    ];
    const channelRow = (label: string, f: AnnualFigures & { subscribersEnd: number }): Cell[] => {
      const cells = figureCells(label, f);
      return [...cells.slice(0, 5), { text: number.format(f.subscribersEnd) }, ...cells.slice(5)];
    };
    sections.push({
      key: 'channels',
      title: a('sections.channels'),
      blocks: [
        {
          kind: 'table',
          columns: channelColumns,
          rows: [...model.channels.map((c) => channelRow(c.title, c.year)), channelRow(a('columns.total'), model.total)],
        },
        { kind: 'paragraph', text: a('channelsNote'), note: true },
      ],
    });

    // The months: the group's table, its views by channel (stacked) and its net subscribers.
    const labels = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
    const ranked = [...model.channels].sort((x, y) => y.year.views - x.year.views || (x.channelId < y.channelId ? -1 : 1));
    const drawn = ranked.length > CHART_CHANNELS ? ranked.slice(0, CHART_CHANNELS - 1) : ranked;
    const rest = ranked.slice(drawn.length);
    const stacks = [
      ...drawn.map((c, i) => ({ text: c.title, color: palette[i % palette.length]!, values: c.months.map((m) => m.views) })),
      ...(rest.length > 0
        ? [{ text: a('otherChannels', { count: rest.length }), color: OTHERS, values: labels.map((_, i) => rest.reduce((s, c) => s + c.months[i]!.views, 0)) }]
        : []),
    ];
    const [viewsChart, subscribersChart] = await Promise.all([
      svgToPng(
        chartSvg(
          labels,
          stacks.map((s) => ({ kind: 'bar' as const, values: s.values, color: s.color, stack: 'views', barWidth: 40 })),
        ),
      ),
      svgToPng(chartSvg(labels, [{ kind: 'bar', values: model.months.map((m) => m.subscribersNet), color: colors.bars, barWidth: 40 }])),
    ]);
    sections.push({
      key: 'months',
      title: a('sections.months'),
      blocks: [
        monthTable(model.months, model.total, a('columns.total')),
        { kind: 'chart', title: a('charts.views'), legend: stacks.map((s) => ({ text: s.text, color: s.color })), image: viewsChart },
        { kind: 'chart', title: a('charts.subscribers'), legend: [{ text: a('thisYear'), color: colors.bars }], image: subscribersChart },
      ],
    });

    // Each channel's months.
    for (const c of model.channels)
      sections.push({
        key: `channel:${c.channelId}`,
        title: a('channelMonths', { channel: c.title }),
        blocks: [monthTable(c.months, c.year, a('columns.yearTotal'))],
      });

    // The year's top videos across the group.
    const thumbnailOf = await thumbnailCells(
      model.top.map((v) => v.video_id),
      thumbnails,
      language,
    );
    sections.push({
      key: 'topVideos',
      title: a('sections.topVideos'),
      blocks:
        model.top.length === 0
          ? [{ kind: 'paragraph', text: a('noTopVideos') }]
          : [
              tableOf<GroupAnnualModel['top'][number]>(
                [
                  { text: t('video.thumbnail'), width: 0.17, align: 'left', cell: (v) => thumbnailOf(v.video_id) },
                  { text: t('video.title'), width: 0.29, align: 'left', cell: (v) => ({ text: v.title }) },
                  { text: a('columns.channel'), width: 0.16, align: 'left', cell: (v) => ({ text: v.channelTitle }) },
                  { text: t('video.published'), width: 0.12, align: 'left', cell: (v) => ({ text: v.published_at }) },
                  { text: t('video.views'), width: 0.1, align: 'right', cell: (v) => ({ text: number.format(v.views) }) },
                  { text: t('video.likes'), width: 0.08, align: 'right', cell: (v) => ({ text: number.format(v.likes) }) },
                  { text: t('video.comments'), width: 0.08, align: 'right', cell: (v) => ({ text: number.format(v.comments) }) },
                ],
                model.top,
              ),
              { kind: 'paragraph', text: a(model.topBasis === 'year' ? 'topVideosNote' : 'topVideosPublishedNote'), note: true },
            ],
    });

    // Revenue: the channels the reader has accounting access to, and their total only.
    const revenue = model.revenue;
    if (revenue) {
      const money = (amount: string) => `${groupDigits(amount)} ${revenue.currency}`;
      const blocks: Block[] = [
        { kind: 'paragraph', text: t('accounting.intro', { currency: revenue.currency }) },
        {
          kind: 'table',
          columns: [
            { text: a('columns.channel'), width: 0.6, align: 'left' },
            { text: t('accounting.revenue'), width: 0.4, align: 'right' },
          ],
          rows: [
            ...model.channels.filter((c) => c.revenue !== null).map((c) => [{ text: c.title }, { text: money(c.revenue!) }]),
            [{ text: revenue.shown < revenue.of ? a('revenueTotalShown') : a('columns.total') }, { text: money(revenue.total) }],
          ],
        },
      ];
      if (revenue.shown < revenue.of) blocks.push({ kind: 'paragraph', text: a('revenuePartial', { shown: revenue.shown, count: revenue.of }), note: true });
      if (revenue.missingRates.length > 0) blocks.push(rateMissingNote(revenue.missingRates, t));
      sections.push({ key: 'revenue', title: a('sections.revenue'), blocks });
    }
  }

  return reportLayout(
    language,
    t,
    {
      title: a('title'),
      channelTitle: model.group.name,
      periodLabel,
      periodCode: String(model.year),
      lines: [
        `${periodLabel} · ${t(model.toDate ? 'rangeToDate' : 'range', { start: model.range.start, end: (model.toDate && model.dataThrough) || model.range.end })}`,
        a('channelCount', { count: model.channels.length }),
        t('generated', { date: model.generatedOn, through: model.dataThrough ?? t('noData') }),
      ],
    },
    sections,
  );
}
