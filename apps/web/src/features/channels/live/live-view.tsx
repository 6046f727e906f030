// The live streams page's body (issue 27): headline figures, why figures are missing and what to do,
// upcoming streams, recent streams with sorting, and the live against on-demand split by month.
// A figure nobody gave shows as — with its reason on hover, never as 0.
import type { LiveAnswer, LiveStream } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { watchUrl } from '../../../lib/watch-url.ts';
import { ChartGrid } from '../components/chart-card.tsx';
import { bars } from '../components/chart-options.ts';
import { DataTable, type Column, type Row, type TableData } from '../components/data-table.tsx';
import { KpiCard, KpiGrid } from '../components/kpi-card.tsx';
import { MetricSelect } from '../components/metric-select.tsx';
import { SectionHeading } from '../components/channel-page-frame.tsx';
import { NO_VALUE, useFormatters } from '../hooks/use-formatters.ts';
import type { Money } from '../hooks/use-money.ts';
import '../i18n.ts';
import './i18n.ts';
import { liveNotices, liveShare, sortStreams, splitByMonth, splitStreams, type LiveNotice, type LiveSort, type SortOrder } from './live-model.ts';

const splitMetrics = ['views', 'watchHours', 'revenue'] as const;
type SplitMetric = (typeof splitMetrics)[number];

export function LiveView({ data, money, channelId }: { data: LiveAnswer; money: Money; channelId: string }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const { upcoming, recent } = useMemo(() => splitStreams(data.streams), [data.streams]);
  const totals = data.split.totals;
  const peaks = recent.map((s) => s.peak_concurrent_viewers).filter((p): p is number => p !== null);
  return (
    <>
      <Stack sx={{ gap: 1, mb: 2 }}>
        {liveNotices(data).map((notice) => (
          <Alert key={notice.key} severity={notice.key === 'noStreams' ? 'info' : 'warning'} data-testid={`live-notice-${notice.key}`}>
            {noticeText(t, notice)}
          </Alert>
        ))}
      </Stack>
      <KpiGrid>
        <KpiCard testId="live-kpi-streams" label={t('live:kpi.streams')} value={f.number(recent.length)} hint={t('live:kpi.streamsHint')} />
        <KpiCard testId="live-kpi-superChat" label={t('live:kpi.superChat')} value={money.format(data.super_chat_total?.amount)} hint={t('live:kpi.cmsHint')} />
        <KpiCard
          testId="live-kpi-superStickers"
          label={t('live:kpi.superStickers')}
          value={money.format(data.super_sticker_total?.amount)}
          hint={t('live:kpi.cmsHint')}
        />
        <KpiCard
          testId="live-kpi-liveShare"
          label={t('live:kpi.liveShare')}
          value={f.percent(totals ? liveShare(totals.live_views, totals.on_demand_views) : null)}
          hint={t('live:kpi.liveShareHint')}
        />
        <KpiCard testId="live-kpi-peak" label={t('live:kpi.averagePeak')} value={f.count(median(peaks))} hint={t('live:kpi.averagePeakHint')} />
      </KpiGrid>
      <UpcomingStreams streams={upcoming} />
      <RecentStreams streams={recent} money={money} channelId={channelId} />
      <SplitChart data={data} money={money} channelId={channelId} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }} data-testid="live-sources">
        {t('live:sources')}
      </Typography>
    </>
  );
}

function noticeText(t: ReturnType<typeof useTranslation>['t'], notice: LiveNotice): string {
  if (notice.key === 'noBroadcasts') return t(`live:notice.noBroadcasts.${notice.reason}`);
  if (notice.key === 'cmsPending') return t('live:notice.cmsPending', { month: `${notice.month.slice(0, 4)}-${notice.month.slice(4)}` });
  return t(`live:notice.${notice.key}`);
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

function UpcomingStreams({ streams }: { streams: LiveStream[] }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <SectionHeading title={t('live:upcoming.title')} />
      <Card variant="outlined" data-testid="live-upcoming">
        <CardContent>
          {streams.length === 0 ? (
            <Typography variant="body2" color="text.secondary" data-testid="live-upcoming-empty">
              {t('live:upcoming.empty')}
            </Typography>
          ) : (
            <Stack sx={{ gap: 1.5 }}>
              {streams.map((s) => (
                <Stack key={s.video_id} direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }} data-testid="live-upcoming-item">
                  <Chip size="small" color="primary" variant="outlined" label={t('live:status.upcoming')} />
                  <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0, flex: '1 1 200px' }}>
                    {s.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {s.scheduled_start ? formatDateTime(s.scheduled_start, i18n.language) : NO_VALUE}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          )}
        </CardContent>
      </Card>
    </>
  );
}

/** A — with why the figure is missing on hover (and for screen readers). */
const missing = (reason: string) => (
  <Tooltip title={reason}>
    <Box component="span" aria-label={reason} sx={{ color: 'text.disabled', cursor: 'help' }}>
      {NO_VALUE}
    </Box>
  </Tooltip>
);

function RecentStreams({ streams, money, channelId }: { streams: LiveStream[]; money: Money; channelId: string }) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<{ by: LiveSort; order: SortOrder }>({ by: 'start', order: 'desc' });
  const sorted = useMemo(() => sortStreams(streams, sort.by, sort.order), [streams, sort]);
  const sortable = (by: LiveSort, label: string) => (
    <TableSortLabel
      active={sort.by === by}
      direction={sort.by === by ? sort.order : 'desc'}
      onClick={() => setSort((now) => ({ by, order: now.by === by && now.order === 'desc' ? 'asc' : 'desc' }))}
      data-testid={`live-sort-${by}`}
    >
      {label}
    </TableSortLabel>
  );
  const reasons = {
    viewers: t('live:notAvailable.viewers'),
    chat: t('live:notAvailable.chat'),
    superChat: t('live:notAvailable.superChat'),
  };
  const orMissing = (reason: string) => (row: Row, text: string) => (row[`${reason}_missing`] ? missing(reasons[reason as keyof typeof reasons]) : text);
  const columns: Column[] = [
    { key: 'title', label: t('live:column.title'), kind: 'text', minWidth: 220, href: (row) => watchUrl(String(row.video_id)) },
    { key: 'status', label: t('live:column.status'), kind: 'text' },
    {
      key: 'start',
      label: t('live:column.start'),
      header: sortable('start', t('live:column.start')),
      format: (v) => (v ? formatDateTime(String(v), i18n.language) : NO_VALUE),
    },
    { key: 'duration', label: t('live:column.duration'), kind: 'duration' },
    { key: 'peak', label: t('live:column.peak'), kind: 'number', header: sortable('peak', t('live:column.peak')), render: orMissing('viewers') },
    { key: 'average', label: t('live:column.average'), kind: 'number', header: sortable('average', t('live:column.average')), render: orMissing('viewers') },
    { key: 'views', label: t('live:column.views'), kind: 'number', header: sortable('views', t('live:column.views')) },
    { key: 'chat', label: t('live:column.chat'), kind: 'number', header: sortable('chat', t('live:column.chat')), render: orMissing('chat') },
    {
      key: 'super_chat',
      label: `${t('live:column.superChat')} (${money.currency})`,
      kind: 'money',
      format: (v) => money.formatConverted(v as string | null),
      header: sortable('superChat', `${t('live:column.superChat')} (${money.currency})`),
      render: orMissing('superChat'),
    },
    {
      key: 'super_stickers',
      label: `${t('live:column.superStickers')} (${money.currency})`,
      kind: 'money',
      format: (v) => money.formatConverted(v as string | null),
      render: orMissing('superChat'),
    },
    { key: 'video_id', label: 'video_id', csvOnly: true },
  ];
  const rows: Row[] = sorted.map((s) => ({
    video_id: s.video_id,
    title: s.title,
    status: t(`live:status.${s.status}`),
    start: s.actual_start,
    duration: s.actual_start && s.actual_end ? (Date.parse(s.actual_end) - Date.parse(s.actual_start)) / 1000 : null,
    peak: s.peak_concurrent_viewers,
    average: s.avg_concurrent_viewers,
    viewers_missing: s.peak_concurrent_viewers === null ? 1 : 0,
    views: s.views,
    chat: s.chat_messages,
    chat_missing: s.chat_messages === null ? 1 : 0,
    super_chat: money.convert(s.super_chat_revenue?.amount),
    super_stickers: money.convert(s.super_sticker_revenue?.amount),
    superChat_missing: s.super_chat_revenue === null ? 1 : 0,
  }));
  const table: TableData = { columns, rows };
  return (
    <>
      <SectionHeading title={t('live:recent.title')} subtitle={t('live:recent.subtitle')} />
      <Card variant="outlined" data-testid="live-recent" data-channel={channelId}>
        {rows.length === 0 ? (
          <CardContent>
            <Typography variant="body2" color="text.secondary" data-testid="live-recent-empty">
              {t('live:recent.empty')}
            </Typography>
          </CardContent>
        ) : (
          <DataTable data={table} maxHeight={560} testId="live-streams-table" />
        )}
      </Card>
    </>
  );
}

function SplitChart({ data, money, channelId }: { data: LiveAnswer; money: Money; channelId: string }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const [metric, setMetric] = useState<SplitMetric>('views');
  const months = useMemo(() => splitByMonth(data.split.days), [data.split.days]);
  const hasRevenue = months.some((m) => m.live_revenue !== null);
  const metricLabel = (m: SplitMetric) => t(`live:split.${m}`);
  const chart = useMemo(() => {
    const isMoney = metric === 'revenue';
    const values = (side: 'live' | 'on_demand') =>
      months.map((m) =>
        metric === 'views' ? m[`${side}_views`] : metric === 'watchHours' ? Math.round(m[`${side}_watch_minutes`] / 60) : money.plot(m[`${side}_revenue`]),
      );
    const names = { live: t('live:column.live'), onDemand: t('live:column.onDemand') };
    const option = bars({
      categories: months.map((m) => m.month),
      series: [
        { name: names.live, values: values('live'), stack: 'split', color: '#e11d48' },
        { name: names.onDemand, values: values('on_demand'), stack: 'split', color: '#4338ca' },
      ],
      formatValue: isMoney ? money.formatPlotted : f.count,
      formatAxis: isMoney ? money.formatAxis : undefined,
    });
    const unit = isMoney ? ` (${money.currency})` : '';
    const cell = (m: (typeof months)[number], side: 'live' | 'on_demand') =>
      metric === 'views' ? m[`${side}_views`] : metric === 'watchHours' ? Math.round(m[`${side}_watch_minutes`] / 60) : money.convert(m[`${side}_revenue`]);
    const format = isMoney ? (v: unknown) => money.formatConverted(v as string | null) : undefined;
    const table: TableData = {
      columns: [
        { key: 'month', label: t('live:column.month'), kind: 'text' },
        { key: 'live', label: `${names.live}${unit}`, kind: isMoney ? 'money' : 'number', format },
        { key: 'on_demand', label: `${names.onDemand}${unit}`, kind: isMoney ? 'money' : 'number', format },
      ],
      rows: months.map((m) => ({ month: m.month, live: cell(m, 'live'), on_demand: cell(m, 'on_demand') })),
    };
    return { option, table };
  }, [months, metric, money, f, t]);
  return (
    <>
      <SectionHeading title={t('live:split.title')} subtitle={t('live:split.subtitle')} />
      <ChartGrid
        fileParts={[channelId, data.period.start, data.period.end]}
        charts={[
          {
            size: 12,
            name: 'live-split',
            title: `${t('live:split.title')}: ${metricLabel(metric)}`,
            subtitle: f.range(data.period),
            ...chart,
            height: 320,
            empty: months.length === 0 ? t('live:split.empty') : metric === 'revenue' && !hasRevenue ? t('live:split.noRevenue') : null,
            actions: <MetricSelect value={metric} metrics={splitMetrics} label={metricLabel} onChange={setMetric} minWidth={130} testId="live-split-metric" />,
          },
        ]}
      />
    </>
  );
}
