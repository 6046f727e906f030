// The body of a channel group's trends: the daily views and net subscribers of every channel as
// lines (each chart with its modes), then each channel's totals (group-trends-totals.tsx). A plain
// view of the group's answer; the period comes from the address.
import { pagePath, type GroupTrends, type SortOrder } from '@chorus/contract';
import type { TFunction } from 'i18next';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { ChartCard } from '../components/chart-card.tsx';
import { channelLines, palette } from '../components/chart-options.ts';
import type { Column, Row, TableData } from '../components/data-table.tsx';
import {
  channelStyles,
  HIGHLIGHTED,
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
import '../i18n.ts';
import { ChoiceToggle } from '../../../components/choice-toggle.tsx';
import { TotalsCard, type Channel } from './group-trends-totals.tsx';

/** The address's period, carried over to a channel's overview. */
const periodKeys = ['preset', 'start', 'end', 'compare', 'compare_start', 'compare_end'];

export function GroupTrendsBody({ data, groupName }: { data: GroupTrends; groupName: string }) {
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

  const shared = { range: f.range(data.period), highlight, fileParts, empty };
  return (
    <>
      <Grid container spacing={2}>
        <ModeChart kind="view" chart={viewsChart} height={360} mode={viewMode} modes={viewModes} onMode={setViewMode} {...shared} />
        <ModeChart
          kind="subscriber"
          chart={subscribersChart}
          height={320}
          mode={subscriberMode}
          modes={subscriberModes}
          onMode={setSubscriberMode}
          {...shared}
        />
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

type ModeChartProps<M extends string> = Pick<ComponentProps<typeof ChartCard>, 'height' | 'empty'> & {
  /** Views or subscribers: the chart's title, its modes' names and help are the `${kind}sTitle`, `${kind}Modes` and `${kind}ModeHelp` texts. */
  kind: 'view' | 'subscriber';
  chart: Pick<ComponentProps<typeof ChartCard>, 'option' | 'table'>;
  mode: M;
  modes: readonly M[];
  onMode: (mode: M) => void;
  range: string;
  highlight: string;
  fileParts: string[];
};

/** A chart of the group's days whose mode (absolute, share, index…) switches in its corner; the subtitle says what the mode shows. */
function ModeChart<M extends string>({ kind, chart, mode, modes, onMode, range, highlight, fileParts, ...card }: ModeChartProps<M>) {
  const { t } = useTranslation();
  const modeName = (m: M) => t(`analytics:groupTrends.${kind}Modes.${m}`);
  const name = `${kind}s`;
  return (
    <Grid size={12}>
      <ChartCard
        name={`group-${name}`}
        title={t(`analytics:groupTrends.${name}Title`)}
        subtitle={`${range} · ${t(`analytics:groupTrends.${kind}ModeHelp.${mode}`)}${highlight}`}
        {...chart}
        {...card}
        fileParts={[modeName(mode), ...fileParts]}
        actions={
          <ChoiceToggle
            value={mode}
            choices={modes}
            onChange={onMode}
            label={modeName}
            testId={(m) => `group-${name}-mode-${m}`}
            ariaLabel={t('analytics:groupTrends.modeLabel')}
            color="primary"
            buttonSx={{ px: 1.25, whiteSpace: 'nowrap' }}
          />
        }
      />
    </Grid>
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
