// Each channel's totals of a group's trends for the period against the comparison, with its trend
// labels: a table (sortable; each channel linking to its overview when the person may open it) and
// a bar chart. A plain view: the rows, their order and the links come from its caller.
import type { GroupTrends, SortOrder, TrendLabel } from '@chorus/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ChartCard } from '../components/chart-card.tsx';
import { bars, comparisonColor } from '../components/chart-options.ts';
import type { Column, Row, TableData } from '../components/data-table.tsx';
import { ArrowDownIcon, ArrowUpIcon } from '../components/icons.tsx';
import { TrendChip, TrendWithin } from '../components/kpi-card.tsx';
import { sortTotals, type TotalsSort } from '../hooks/group-trends-model.ts';
import { useFormatters } from '../hooks/use-formatters.ts';
import '../i18n.ts';

export type Channel = GroupTrends['channels'][number];

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

export type TotalsProps = {
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
export function TotalsCard({ data, ordered, nameOf, sort, onSort, overviewHref, colorOf, fileParts }: TotalsProps) {
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
    // A figure, its previous period's (in the CSV only) and the change between them: views and subscribers alike.
    const figureColumns = (key: 'views' | 'subscribers', previous: string, change: string): Column[] => {
      const changeKey = `${key}_change` as const;
      return [
        { key, label: label(key), kind: 'number', header: sortHeader(key, label(key)) },
        { key: `previous_${key}`, label: label(previous), kind: 'number', csvOnly: true },
        {
          key: changeKey,
          label: label(change),
          kind: 'change',
          header: sortHeader(changeKey, short(change), label(change)),
          render: (row, text) => <ChangeCell value={row[changeKey] as number | null} text={text} />,
        },
      ];
    };
    const columns: Column[] = [
      {
        key: 'title',
        label: label('channel'),
        header: sortHeader('title', label('channel')),
        minWidth: 180,
        render: (row, text) => <ChannelName row={row} text={text} href={overviewHref(String(row.channel_id))} color={colorOf(String(row.channel_id))} />,
      },
      { key: 'channel_id', label: label('channelId'), csvOnly: true },
      ...figureColumns('views', 'previousViews', 'viewsChange'),
      ...figureColumns('subscribers', 'previousSubscribers', 'subscribersChange'),
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
