// The resale sales report as drawn from what the page hands it (issue 24: page = model + view):
// period and store filters, totals per currency, the daily chart, the per-video table (the shared
// VideoFiguresTable, with a lighter row per resale product), the discount codes, and the caller's
// videos with their resale products.
import type { Currency, ResellPerformance, ResellProductVideo, ResellSalesFigures } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/paged-table.tsx';
import { Link as RouterLink } from 'react-router';
import { EChart } from '../../../components/charts/echart.tsx';
import { DateField } from '../../../components/date-field.tsx';
import { FigureCard } from '../../../components/figure-card.tsx';
import { DashboardPage } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { VideoFiguresTable } from '../../../components/video-figures-table.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import '../i18n.ts';
import { resellPaths } from '../paths.ts';
import { dailyFigures, figureKeys, isCount, shownCurrency, type FigureKey, type SalesQuery } from './sales-model.ts';
import { ExportButtons } from '../../../components/export-buttons.tsx';
import { ChoiceToggle } from '../../../components/choice-toggle.tsx';

export type ExportFormat = 'csv' | 'xlsx';

export type SalesViewProps = {
  query: SalesQuery;
  report: ResellPerformance | undefined;
  reportError: string | null;
  exporting: boolean;
  exportError: string | null;
  /** The caller's videos; undefined while they load. */
  videos: ResellProductVideo[] | undefined;
  videosError: string | null;
  onFilter: (key: keyof SalesQuery, value: string) => void;
  onExport: (format: ExportFormat) => void;
  /** What a listed video offers (adding and removing its resale products). */
  videoAction: (video: ResellProductVideo) => ReactNode;
};

function useFigure() {
  const { i18n } = useTranslation();
  return (f: ResellSalesFigures, key: FigureKey) =>
    isCount(key) ? formatNumber(f[key], i18n.language) : formatMoney(f[key], f.currency as Currency, i18n.language);
}

export function SalesView(props: SalesViewProps) {
  const { query, report, reportError, exporting, exportError, onFilter, onExport } = props;
  const { t } = useTranslation();
  return (
    <DashboardPage
      maxWidth={1400}
      title={t('sales:page.title')}
      subtitle={t('sales:page.subtitle')}
      actions={
        report &&
        report.videos.length > 0 && (
          <ExportButtons testId="sales" labels={{ csv: t('sales:page.exportCsv'), xlsx: t('sales:page.exportXlsx') }} busy={exporting} onExport={onExport} />
        )
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        {(['from', 'to'] as const).map((key) => (
          <DateField
            key={key}
            size="small"
            label={t(`sales:page.${key}`)}
            value={query[key] ?? report?.[key] ?? ''}
            onChange={(e) => onFilter(key, e.target.value)}
            data-testid={`sales-${key}`}
          />
        ))}
        {report && report.stores.length > 1 && (
          <TextField
            select
            size="small"
            label={t('sales:page.store')}
            value={query.store ?? ''}
            onChange={(e) => onFilter('store', String(e.target.value))}
            sx={{ minWidth: 220 }}
            slotProps={{ htmlInput: { 'data-testid': 'sales-store' } }}
          >
            <MenuItem value="">{t('sales:page.allStores')}</MenuItem>
            {report.stores.map((s) => (
              <MenuItem key={s.id} value={s.id}>{`${s.name} (${s.currency})`}</MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {exportError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {exportError}
        </Alert>
      )}
      {reportError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {reportError}
        </Alert>
      )}
      {report && report.stores.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="sales-no-stores">
          {t('sales:empty.noStores')}{' '}
          <Link component={RouterLink} to={resellPaths.stores}>
            {t('sales:empty.connect')}
          </Link>
        </Alert>
      )}
      {report && report.stores.length > 0 && report.videos.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="sales-no-products">
          {t('sales:empty.noProducts')}
        </Alert>
      )}
      {report && report.videos.length > 0 && <SalesReport report={report} />}
      <MyVideos videos={props.videos} error={props.videosError} action={props.videoAction} />
    </DashboardPage>
  );
}

function SalesReport({ report }: { report: ResellPerformance }) {
  const { t, i18n } = useTranslation();
  const figure = useFigure();
  const currencies = report.totals.map((f) => f.currency);
  const [chosen, setChosen] = useState<string | null>(null);
  const currency = shownCurrency(currencies, chosen);

  const option = useMemo(() => {
    const { days, netSales, orders } = dailyFigures(report, currency);
    return {
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0 },
      grid: { left: 56, right: 48, top: 16, bottom: 48 },
      xAxis: { type: 'category', data: days },
      yAxis: [
        { type: 'value', name: currency ?? '' },
        { type: 'value', minInterval: 1 },
      ],
      series: [
        { name: t('sales:figures.net_sales'), type: 'bar', data: netSales },
        { name: t('sales:figures.orders'), type: 'line', yAxisIndex: 1, showSymbol: days.length < 40, data: orders },
      ],
    };
  }, [report, currency, t]);

  const productLine = (p: ResellPerformance['videos'][number]['products'][number]) =>
    t('sales:page.productLine', { product: p.product_title, code: p.discount_code, store: p.store_name });
  const columns = [
    { key: 'views', label: t('sales:figures.views'), onCard: false },
    ...figureKeys.map((k) => ({ key: k, label: t(`sales:figures.${k}`), strong: k === 'net_sales' })),
    { key: 'conversion', label: t('sales:figures.conversion'), onCard: false },
  ];
  const rows = report.videos.map((v) => {
    const views = formatNumber(v.views, i18n.language);
    const conversion = v.conversion_per_mille ?? '—';
    return {
      key: `${v.video_id}-${v.currency}`,
      videoId: v.video_id,
      title: v.title,
      lines: [`${v.channel_title} · ${v.currency}`],
      cardLines: [`${v.channel_title} · ${t('sales:figures.views')} ${views} · ${t('sales:figures.conversion')} ${conversion}`],
      cells: {
        views: { text: views },
        ...Object.fromEntries(figureKeys.map((k) => [k, { text: figure(v, k) }])),
        conversion: { text: conversion },
      },
      data: { currency: v.currency },
      details: v.products.map((p) => ({
        key: String(p.resale_id),
        label: productLine(p),
        cells: Object.fromEntries(figureKeys.map((k) => [k, figure(p, k)])),
        cardText: `${productLine(p)}: ${figure(p, 'net_sales')}`,
      })),
    };
  });

  return (
    <Box data-testid="sales-report">
      {report.totals.map((total) => (
        <Box key={total.currency} sx={{ mb: 2 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('sales:page.totalsIn', { currency: total.currency })}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' }, gap: 1.5 }}>
            {figureKeys.map((k) => (
              <FigureCard key={k} label={t(`sales:figures.${k}`)} value={figure(total, k)} testId={`sales-total-${total.currency}-${k}`} />
            ))}
          </Box>
          {total.cancelled_orders > 0 && (
            <Typography variant="caption" color="text.secondary">
              {t('sales:page.cancelled', { count: total.cancelled_orders })}
            </Typography>
          )}
        </Box>
      ))}

      <SectionCard
        title={t('sales:page.dailyTitle')}
        subtitle={t('sales:page.dailyHelp')}
        action={
          currencies.length > 1 && (
            <ChoiceToggle value={currency} choices={currencies} onChange={setChosen} label={(c) => c} testId={(c) => `sales-currency-${c}`} />
          )
        }
      >
        <EChart option={option} height={300} name="resell-performance" label={t('sales:page.chartLabel', { currency: currency ?? '' })} />
      </SectionCard>

      <SectionCard title={t('sales:page.videosTitle')} subtitle={t('sales:page.videosHelp')} testId="sales-videos" flush>
        <VideoFiguresTable testId="sales" label={t('sales:page.videosTitle')} videoLabel={t('sales:page.video')} columns={columns} rows={rows} />
      </SectionCard>

      <SectionCard title={t('sales:page.codesTitle')} subtitle={t('sales:page.codesHelp')} testId="sales-codes" flush>
        <RowsTable
          label={t('sales:page.codesTitle')}
          frame={{ overflowX: 'auto', '& th': { whiteSpace: 'nowrap' } }}
          size="small"
          tight
          columns={[{ label: t('sales:page.code') }, ...figureKeys.map((k) => ({ label: t(`sales:figures.${k}`), align: 'right' as const }))]}
        >
          {report.codes.map((c) => (
            <TableRow key={`${c.store_id}-${c.discount_code}`} data-testid="sales-code-row" data-code={c.discount_code}>
              <TableCell>
                <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                  {c.discount_code}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {c.store_name}
                </Typography>
              </TableCell>
              {figureKeys.map((k) => (
                <TableCell key={k} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {figure(c, k)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </RowsTable>
      </SectionCard>
    </Box>
  );
}

/** The caller's videos (their teams' case videos, and those carrying their products), each with its resale products. */
function MyVideos({ videos, error, action }: { videos: ResellProductVideo[] | undefined; error: string | null; action: SalesViewProps['videoAction'] }) {
  const { t } = useTranslation();
  const list = videos ?? [];
  return (
    <SectionCard title={t('sales:videos.title')} subtitle={t('sales:videos.help')} testId="sales-my-videos">
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {videos && list.length === 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="sales-no-videos">
          {t('sales:videos.empty')}
        </Typography>
      )}
      {list.length > 0 && (
        <List dense disablePadding>
          {list.map((v) => (
            <ListItem key={v.video_id} disableGutters data-testid="sales-my-video" data-video={v.video_id} secondaryAction={action(v)} sx={{ pr: 12 }}>
              <ListItemText
                primary={v.title}
                secondary={[v.channel_title, v.package_name, t('sales:videos.products', { count: v.products.length })].filter(Boolean).join(' · ')}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
