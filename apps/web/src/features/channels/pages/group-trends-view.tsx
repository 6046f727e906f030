// Channel trend charts of a channel group (spec 2 "channel trend charts", spec 4 trend labels,
// spec 9 windows): daily views and net subscribers of every channel as lines on one axis of days,
// and a table of each channel's totals against the comparison period with the trend labels, each
// channel linking to its overview. The period lives in the address like on the channel pages.
//
// Not a page of its own: src/app/composed/channel-group-page.tsx shows it under the chosen group,
// for people whose permissions allow the API call.
import { pagePath, type SortOrder, type TrendLabel } from '@chorus/contract';
import type { TFunction } from 'i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableSortLabel from '@mui/material/TableSortLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useGroupTrends, type GroupTrends } from '../api/channel-queries.ts';
import { ChartCard } from '../components/chart-card.tsx';
import { bars, channelLines, comparisonColor, palette } from '../components/chart-options.ts';
import type { Column, Row, TableData } from '../components/data-table.tsx';
import { ArrowDownIcon, ArrowUpIcon } from '../components/icons.tsx';
import { TrendChip, TrendWithin } from '../components/kpi-card.tsx';
import { PeriodBar } from '../components/period-bar.tsx';
import {
  channelStyles,
  HIGHLIGHTED,
  sortTotals,
  subscriberModes,
  subscriberValues,
  uniqueNames,
  viewModes,
  viewValues,
  type SubscriberMode,
  type TotalsSort,
  type ViewMode,
} from '../hooks/group-trends-model.ts';
import { useFormatters } from '../hooks/use-formatters.ts';
import { usePeriod } from '../hooks/use-period.ts';
import '../i18n.ts';

type Props = {
  groupId: number;
  groupName: string;
  /** The start of the query key (see groupTrendsQuery): the composing page passes the group's own. */
  queryScope?: readonly unknown[];
};

export function GroupTrendsView({ groupId, groupName, queryScope }: Props) {
  const { t } = useTranslation();
  const { period } = usePeriod();
  const trends = useGroupTrends(groupId, period.params, queryScope);
  const error = trends.error;
  // 4xx answers are final (the group is gone, the period is refused); the rest may pass.
  const final = error instanceof ApiError && error.status < 500;

  return (
    <Box component="section" data-testid="group-trends" aria-label={t('analytics:groupTrends.title')}>
      <Box sx={{ mb: 1.5 }}>
        <Typography variant="h5" component="h2">
          {t('analytics:groupTrends.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('analytics:groupTrends.subtitle', { name: groupName })}
        </Typography>
      </Box>
      {/* A group without channels has no period to choose. */}
      {trends.data?.channels.length !== 0 && <PeriodBar />}
      <Box sx={{ height: 4, mb: 1 }}>
        {trends.isFetching && !trends.isLoading && <LinearProgress sx={{ borderRadius: 2 }} data-testid="group-trends-fetching" />}
      </Box>
      {error ? (
        <Alert
          severity="error"
          action={
            final ? undefined : (
              <Button color="inherit" size="small" onClick={() => void trends.refetch()} data-testid="group-trends-retry">
                {t('analytics:retry')}
              </Button>
            )
          }
          data-testid="group-trends-error"
        >
          {error.message}
        </Alert>
      ) : trends.data ? (
        <GroupTrendsBody data={trends.data} groupName={groupName} />
      ) : (
        <GroupTrendsSkeleton />
      )}
    </Box>
  );
}

function GroupTrendsSkeleton() {
  return (
    <Box data-testid="group-trends-loading">
      <Skeleton variant="rounded" height={380} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={380} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}

type Channel = GroupTrends['channels'][number];

/** The address's period, carried over to a channel's overview. */
const periodKeys = ['preset', 'start', 'end', 'compare', 'compare_start', 'compare_end'];

function GroupTrendsBody({ data, groupName }: { data: GroupTrends; groupName: string }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const { canSeePageOn } = useAccess();
  const [search] = useSearchParams();
  const [viewMode, setViewMode] = useState<ViewMode>('absolute');
  const [subscriberMode, setSubscriberMode] = useState<SubscriberMode>('absolute');
  const [sort, setSort] = useState<{ key: TotalsSort; order: SortOrder }>({ key: 'views', order: 'desc' });

  const styles = useMemo(() => channelStyles(data.channels), [data.channels]);
  const names = useMemo(() => uniqueNames(data.channels), [data.channels]);
  // Lines and legend in the order of views, so the coloured channels come first.
  const ordered = useMemo(() => [...data.channels].sort((a, b) => styles.get(a.channel_id)!.rank - styles.get(b.channel_id)!.rank), [data.channels, styles]);
  const many = data.channels.length > palette.length;
  const fileParts = [groupName, data.period.start, data.period.end];
  const empty = data.days.length === 0 ? t('analytics:groupTrends.noData') : null;
  const nameOf = useCallback((c: Channel) => names.get(c.channel_id)!, [names]);
  const colorOf = useCallback((channelId: string) => styles.get(channelId)!.color, [styles]);
  // A channel's overview for the same period, when the user may open it.
  const overviewHref = useCallback(
    (channelId: string) => {
      if (!canSeePageOn('overview', channelId)) return null;
      const kept = new URLSearchParams();
      for (const key of periodKeys) {
        const value = search.get(key);
        if (value !== null) kept.set(key, value);
      }
      const query = kept.toString();
      return `${pagePath('overview', channelId)}${query ? `?${query}` : ''}`;
    },
    [canSeePageOn, search],
  );

  const viewsChart = useMemo(() => {
    const values = viewValues(ordered, viewMode);
    const format = viewMode === 'share' ? (v: number) => f.percent(v, 1) : viewMode === 'index' ? (v: number) => f.number(v, 1) : (v: number) => f.number(v);
    const axis = viewMode === 'share' ? (v: number) => f.percent(v, 0) : viewMode === 'index' ? (v: number) => f.number(v) : f.count;
    const option = channelLines({
      days: data.days,
      series: ordered.map((c, i) => ({ name: nameOf(c), values: values[i]!, color: styles.get(c.channel_id)!.color, muted: styles.get(c.channel_id)!.muted })),
      formatValue: format,
      formatAxis: axis,
      formatDay: f.day,
      moreLabel: (count) => t('analytics:groupTrends.more', { count }),
      stacked: viewMode === 'share',
      max: viewMode === 'share' ? 100 : undefined,
    });
    return { option, table: dailyTable(t, data.days, ordered, values, nameOf, viewMode === 'share' ? 'percent' : viewMode === 'index' ? 'decimal' : 'number') };
  }, [data.days, ordered, viewMode, styles, nameOf, f, t]);

  const subscribersChart = useMemo(() => {
    const values = subscriberValues(ordered, subscriberMode);
    const option = channelLines({
      days: data.days,
      series: ordered.map((c, i) => ({ name: nameOf(c), values: values[i]!, color: styles.get(c.channel_id)!.color, muted: styles.get(c.channel_id)!.muted })),
      formatValue: (v) => f.number(v),
      formatAxis: f.count,
      formatDay: f.day,
      moreLabel: (count) => t('analytics:groupTrends.more', { count }),
    });
    return { option, table: dailyTable(t, data.days, ordered, values, nameOf, 'number') };
  }, [data.days, ordered, subscriberMode, styles, nameOf, f, t]);

  const highlight = many ? ` · ${t('analytics:groupTrends.highlight', { count: HIGHLIGHTED })}` : '';

  if (data.channels.length === 0) {
    return (
      <Card variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="group-trends-no-channels">
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }} gutterBottom>
          {t('analytics:groupTrends.noChannelsTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('analytics:groupTrends.noChannelsBody')}
        </Typography>
      </Card>
    );
  }

  return (
    <>
      <Grid container spacing={2}>
        <Grid size={12}>
          <ChartCard
            name="group-views"
            title={t('analytics:groupTrends.viewsTitle')}
            subtitle={`${f.range(data.period)} · ${t(`analytics:groupTrends.viewModeHelp.${viewMode}`)}${highlight}`}
            option={viewsChart.option}
            table={viewsChart.table}
            fileParts={[t(`analytics:groupTrends.viewModes.${viewMode}`), ...fileParts]}
            height={360}
            empty={empty}
            actions={
              <ModeSwitch
                name="group-views-mode"
                value={viewMode}
                modes={viewModes}
                onChange={setViewMode}
                label={(m) => t(`analytics:groupTrends.viewModes.${m}`)}
              />
            }
          />
        </Grid>
        <Grid size={12}>
          <ChartCard
            name="group-subscribers"
            title={t('analytics:groupTrends.subscribersTitle')}
            subtitle={`${f.range(data.period)} · ${t(`analytics:groupTrends.subscriberModeHelp.${subscriberMode}`)}${highlight}`}
            option={subscribersChart.option}
            table={subscribersChart.table}
            fileParts={[t(`analytics:groupTrends.subscriberModes.${subscriberMode}`), ...fileParts]}
            height={320}
            empty={empty}
            actions={
              <ModeSwitch
                name="group-subscribers-mode"
                value={subscriberMode}
                modes={subscriberModes}
                onChange={setSubscriberMode}
                label={(m) => t(`analytics:groupTrends.subscriberModes.${m}`)}
              />
            }
          />
        </Grid>
      </Grid>
      <TotalsCard
        data={data}
        ordered={ordered}
        nameOf={nameOf}
        sort={sort}
        onSort={setSort}
        overviewHref={overviewHref}
        colorOf={colorOf}
        fileParts={fileParts}
      />
    </>
  );
}

function ModeSwitch<M extends string>({
  name,
  value,
  modes,
  onChange,
  label,
}: {
  name: string;
  value: M;
  modes: readonly M[];
  onChange: (m: M) => void;
  label: (m: M) => string;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      color="primary"
      value={value}
      onChange={(_, next: M | null) => next && onChange(next)}
      aria-label={t('analytics:groupTrends.modeLabel')}
    >
      {modes.map((m) => (
        <ToggleButton key={m} value={m} data-testid={`${name}-${m}`} sx={{ px: 1.25, whiteSpace: 'nowrap' }}>
          {label(m)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** The table and CSV of a chart: one row per day, one column per channel (in the chart's order). */
function dailyTable(
  t: TFunction,
  days: string[],
  channels: readonly Channel[],
  values: (number | null)[][],
  nameOf: (c: Channel) => string,
  kind: Column['kind'],
): TableData {
  return {
    columns: [
      { key: 'day', label: t('analytics:chart.day'), kind: 'date' },
      ...channels.map((c) => ({ key: `ch:${c.channel_id}`, label: nameOf(c), kind, minWidth: 96 })),
    ],
    rows: days.map((day, d) => {
      const row: Row = { day };
      channels.forEach((c, i) => {
        row[`ch:${c.channel_id}`] = values[i]![d] ?? null;
      });
      return row;
    }),
  };
}

function ChangeCell({ value, text }: { value: number | null; text: string }) {
  const { t } = useTranslation();
  if (value === null) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {t('analytics:kpi.noComparison')}
      </Typography>
    );
  }
  const up = value > 0;
  const down = value < 0;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', color: up ? 'success.main' : down ? 'error.main' : 'text.secondary', fontWeight: 600 }}
    >
      {up && <ArrowUpIcon fontSize="small" sx={{ mx: -0.5 }} />}
      {down && <ArrowDownIcon fontSize="small" sx={{ mx: -0.5 }} />}
      {text}
    </Box>
  );
}

type TotalsProps = {
  data: GroupTrends;
  ordered: readonly Channel[];
  nameOf: (c: Channel) => string;
  sort: { key: TotalsSort; order: SortOrder };
  onSort: (sort: { key: TotalsSort; order: SortOrder }) => void;
  overviewHref: (channelId: string) => string | null;
  colorOf: (channelId: string) => string;
  fileParts: string[];
};

/** Each channel's totals for the period against the comparison, with its trend labels. */
function TotalsCard({ data, ordered, nameOf, sort, onSort, overviewHref, colorOf, fileParts }: TotalsProps) {
  const { t, i18n } = useTranslation();
  const f = useFormatters();

  const table = useMemo<TableData>(() => {
    const sortHeader = (key: TotalsSort, label: string, title?: string): ReactNode => {
      const active = sort.key === key;
      return (
        <TableSortLabel
          title={title}
          active={active}
          direction={active ? sort.order : key === 'title' ? 'asc' : 'desc'}
          onClick={() => onSort({ key, order: active ? (sort.order === 'desc' ? 'asc' : 'desc') : key === 'title' ? 'asc' : 'desc' })}
          data-testid={`group-totals-sort-${key}`}
        >
          {label}
        </TableSortLabel>
      );
    };
    // Full names head the CSV; the table's narrower headers may shorten them (the column's title says it in full).
    const label = (key: string) => t(`analytics:groupTrends.columns.${key}`);
    const short = (key: string) => t(`analytics:groupTrends.shortColumns.${key}`);
    const trendCell = (field: 'trend_key' | 'subscribers_trend_key', within: 'trend_within_key' | 'subscribers_trend_within_key') => (row: Row) => (
      <Stack sx={{ alignItems: 'flex-start', gap: 0.25 }}>
        <TrendChip bare trend={row[field] as TrendLabel} />
        {row[within] && <TrendWithin within={row[within] as TrendLabel} />}
      </Stack>
    );
    const trendText = (trend: TrendLabel, within: TrendLabel | null) =>
      within ? t('analytics:trend.both', { trend: t(`analytics:trend.${trend}`), within: t(`analytics:trend.${within}`) }) : t(`analytics:trend.${trend}`);
    const columns: Column[] = [
      {
        key: 'title',
        label: label('channel'),
        header: sortHeader('title', label('channel')),
        minWidth: 180,
        render: (row, text) => <ChannelName row={row} text={text} href={overviewHref(String(row.channel_id))} color={colorOf(String(row.channel_id))} />,
      },
      { key: 'channel_id', label: label('channelId'), csvOnly: true },
      { key: 'views', label: label('views'), kind: 'number', header: sortHeader('views', label('views')) },
      { key: 'previous_views', label: label('previousViews'), kind: 'number', csvOnly: true },
      {
        key: 'views_change',
        label: label('viewsChange'),
        kind: 'change',
        header: sortHeader('views_change', short('viewsChange'), label('viewsChange')),
        render: (row, text) => <ChangeCell value={row.views_change as number | null} text={text} />,
      },
      { key: 'subscribers', label: label('subscribers'), kind: 'number', header: sortHeader('subscribers', label('subscribers')) },
      { key: 'previous_subscribers', label: label('previousSubscribers'), kind: 'number', csvOnly: true },
      {
        key: 'subscribers_change',
        label: label('subscribersChange'),
        kind: 'change',
        header: sortHeader('subscribers_change', short('subscribersChange'), label('subscribersChange')),
        render: (row, text) => <ChangeCell value={row.subscribers_change as number | null} text={text} />,
      },
      { key: 'trend', label: label('viewsTrend'), header: short('viewsTrend'), render: trendCell('trend_key', 'trend_within_key') },
      {
        key: 'subscribers_trend',
        label: label('subscribersTrend'),
        header: short('subscribersTrend'),
        render: trendCell('subscribers_trend_key', 'subscribers_trend_within_key'),
      },
      { key: 'data_through', label: label('dataThrough'), kind: 'date', csvOnly: true },
    ];
    const rows: Row[] = sortTotals(data.channels, sort.key, sort.order, i18n.language).map((c) => ({
      title: nameOf(c),
      channel_id: c.channel_id,
      views: c.total_views,
      previous_views: c.previous_views,
      views_change: c.views_change_percent,
      subscribers: c.total_subscribers_net,
      previous_subscribers: c.previous_subscribers_net,
      subscribers_change: c.subscribers_change_percent,
      trend: trendText(c.trend, c.trend_within),
      subscribers_trend: trendText(c.subscribers_trend, c.subscribers_trend_within),
      data_through: c.data_through,
      // For the cells only (no column): the label keys behind the translated names.
      trend_key: c.trend,
      subscribers_trend_key: c.subscribers_trend,
      trend_within_key: c.trend_within,
      subscribers_trend_within_key: c.subscribers_trend_within,
    }));
    return { columns, rows };
  }, [data.channels, sort, onSort, overviewHref, colorOf, nameOf, t, i18n.language]);

  const chart = useMemo(
    () =>
      bars({
        categories: ordered.map(nameOf),
        series: [
          { name: t('analytics:chart.period'), values: ordered.map((c) => c.total_views) },
          { name: t('analytics:chart.comparison'), values: ordered.map((c) => c.previous_views), color: comparisonColor },
        ],
        formatValue: (v) => f.number(v),
        formatAxis: f.count,
        horizontal: true,
        labelWidth: 160,
      }),
    [ordered, nameOf, f, t],
  );

  return (
    <Box sx={{ mt: 2 }}>
      <ChartCard
        name="group-totals"
        title={t('analytics:groupTrends.totalsTitle')}
        subtitle={t('analytics:groupTrends.totalsSubtitle', { period: f.range(data.period), comparison: f.range(data.comparison) })}
        option={chart}
        table={table}
        fileParts={fileParts}
        height={Math.max(240, ordered.length * 44 + 60)}
        defaultView="table"
        tableHeight={ordered.length > 12 ? 640 : null}
      />
    </Box>
  );
}

function ChannelName({ row, text, href, color }: { row: Row; text: string; href: string | null; color: string }) {
  const { t } = useTranslation();
  const id = String(row.channel_id);
  const name = (
    <Box component="span" data-testid={`group-channel-${id}`}>
      {text}
    </Box>
  );
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '3px', bgcolor: color, flex: 'none' }} />
      <Box sx={{ minWidth: 0 }}>
        {href ? (
          <Link
            component={RouterLink}
            to={href}
            underline="hover"
            sx={{ fontWeight: 600 }}
            aria-label={t('analytics:groupTrends.openOverview', { name: text })}
          >
            {name}
          </Link>
        ) : (
          <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
        )}
        {row.data_through === null && (
          <Typography variant="caption" color="text.secondary" component="div" data-testid={`group-channel-no-data-${id}`}>
            {t('analytics:groupTrends.channelNoData')}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
