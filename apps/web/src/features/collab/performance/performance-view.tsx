// The collaboration performance report as drawn from what the page hands it (issue 24: page =
// model + view): the package picker, totals, the daily chart by metric, the per-video table (the
// shared VideoFiguresTable) and the resale products with their sales.
import { performanceMetricKeys, type Currency, type PerformanceMetricKey, type PerformanceReport, type PerformanceVideo } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/paged-table.tsx';
import { EChart } from '../../../components/charts/echart.tsx';
import { FigureCard } from '../../../components/figure-card.tsx';
import { DashboardPage } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { VideoFiguresTable, type VideoFigureCell, type VideoFigureRow } from '../../../components/video-figures-table.tsx';
import { formatChange, formatDateTime, formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import '../i18n.ts';
import { benchmarkOf, changeFromAverage, dailySeries, hasFigures, packageLabel, type PerformancePackage } from './performance-model.ts';
import { ExportButtons } from '../../../components/export-buttons.tsx';
import { ChoiceToggle } from '../../../components/choice-toggle.tsx';

export type ExportFormat = 'csv' | 'xlsx';

export type PerformanceViewProps = {
  /** Undefined while the list loads. */
  packages: PerformancePackage[] | undefined;
  packageId: number | undefined;
  report: PerformanceReport | undefined;
  reportError: string | null;
  exporting: boolean;
  exportError: string | null;
  onPackage: (id: number) => void;
  onExport: (format: ExportFormat) => void;
};

export function PerformanceView({ packages, packageId, report, reportError, exporting, exportError, onPackage, onExport }: PerformanceViewProps) {
  const { t } = useTranslation();
  const list = packages ?? [];
  return (
    <DashboardPage
      maxWidth={1400}
      title={t('performance:report.title')}
      subtitle={t('performance:report.subtitle')}
      actions={
        report && (
          <ExportButtons
            testId="performance"
            labels={{ csv: t('performance:report.exportCsv'), xlsx: t('performance:report.exportXlsx') }}
            busy={exporting}
            onExport={onExport}
          />
        )
      }
    >
      <Stack direction="row" sx={{ gap: 2, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {list.length > 0 && (
          <TextField
            select
            size="small"
            label={t('performance:report.package')}
            value={packageId ?? ''}
            onChange={(e) => onPackage(Number(e.target.value))}
            sx={{ minWidth: 260 }}
            slotProps={{ htmlInput: { 'data-testid': 'performance-package' } }}
          >
            {list.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {packageLabel(p)}
              </MenuItem>
            ))}
            {packageId !== undefined && !list.some((p) => p.id === packageId) && (
              <MenuItem value={packageId}>{t('performance:report.packageNumber', { id: packageId })}</MenuItem>
            )}
          </TextField>
        )}
        {report?.data_through && (
          <Typography variant="body2" color="text.secondary" data-testid="performance-data-through">
            {t('performance:report.dataThrough', { day: report.data_through })}
          </Typography>
        )}
      </Stack>
      {exportError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {exportError}
        </Alert>
      )}
      {packages && list.length === 0 && packageId === undefined && (
        <Typography color="text.secondary" data-testid="performance-empty">
          {t('performance:report.noPackages')}
        </Typography>
      )}
      {reportError && (
        <Alert severity="error" role="alert">
          {reportError}
        </Alert>
      )}
      {report && <ReportBody report={report} />}
      {report && report.videos.length > 0 && !hasFigures(report) && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="performance-no-figures">
          {t('performance:report.noFigures')}
        </Alert>
      )}
    </DashboardPage>
  );
}

function ReportBody({ report }: { report: PerformanceReport }) {
  const { t, i18n } = useTranslation();
  const [metric, setMetric] = useState<PerformanceMetricKey>('views');
  const option = useMemo(() => {
    const { days, series } = dailySeries(report, metric);
    return {
      tooltip: { trigger: 'axis' },
      legend: { type: 'scroll', bottom: 0 },
      grid: { left: 48, right: 16, top: 16, bottom: 48 },
      xAxis: { type: 'category', data: days },
      yAxis: { type: 'value' },
      series: series.map((s) => ({ ...s, type: 'line', showSymbol: days.length < 40 })),
    };
  }, [report, metric]);
  const columns = [
    { key: 'days', label: t('performance:report.days'), onCard: false },
    ...[...performanceMetricKeys, 'engagement_rate' as const].map((k) => ({ key: k, label: t(`performance:metrics.${k}`) })),
  ];

  if (report.videos.length === 0)
    return (
      <Typography color="text.secondary" data-testid="performance-no-videos">
        {t('performance:report.noVideos')}
      </Typography>
    );
  return (
    <Box data-testid="performance-report">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', lg: 'repeat(7, 1fr)' }, gap: 1.5, mb: 3 }}>
        {[...performanceMetricKeys, 'engagement_rate' as const].map((k) => (
          <FigureCard
            key={k}
            label={t(`performance:metrics.${k}`)}
            value={k === 'engagement_rate' ? percentText(report.totals.engagement_rate, i18n.language) : formatNumber(report.totals[k], i18n.language)}
            testId={`performance-total-${k}`}
          />
        ))}
      </Box>

      <SectionCard
        title={t('performance:report.dailyTitle')}
        subtitle={t('performance:report.dailyHelp')}
        action={
          <ChoiceToggle
            value={metric}
            choices={performanceMetricKeys}
            onChange={setMetric}
            label={(k) => t(`performance:metrics.${k}`)}
            testId={(k) => `performance-metric-${k}`}
            wrap
          />
        }
      >
        <EChart
          option={option}
          height={320}
          name="collab-performance"
          label={t('performance:report.chartLabel', { metric: t(`performance:metrics.${metric}`) })}
        />
      </SectionCard>

      <SectionCard title={t('performance:report.videosTitle')} subtitle={t('performance:report.videosHelp')} testId="performance-videos" flush>
        <VideoFiguresTable
          testId="performance"
          label={t('performance:report.videosTitle')}
          videoLabel={t('performance:report.video')}
          columns={columns}
          rows={report.videos.map((v) => videoRow(v, t, i18n.language))}
        />
      </SectionCard>
      {report.resale_products.length > 0 && <ResaleSection report={report} />}
    </Box>
  );
}

const percentText = (v: number | null, language: string) => (v === null ? '—' : formatPercent(v, language));

/** A case video's row: its figures, each against the channel's average where there is one. */
function videoRow(v: PerformanceVideo, t: TFunction, language: string): VideoFigureRow {
  const b = benchmarkOf(v);
  const meta = t('performance:report.videoMeta', {
    channel: v.channel_title,
    date: v.published_at ? formatDateTime(v.published_at, language) : '—',
    length: v.length_class ? t(`performance:lengthClasses.${v.length_class}`) : t('performance:report.lengthUnknown'),
  });
  const note = b ? [t('performance:report.benchmarkVideos', { count: b.videos })] : [];
  const cells: Record<string, VideoFigureCell> = { days: { text: String(v.days) } };
  for (const k of performanceMetricKeys) cells[k] = { text: formatNumber(v.metrics[k], language), note: b && <Against value={v.metrics[k]} average={b[k]} /> };
  const rate = v.metrics.engagement_rate;
  cells.engagement_rate = { text: percentText(rate, language), note: b && rate !== null && <Against value={rate} average={b.engagement_rate} percent /> };
  return {
    key: `${v.case_id}-${v.video_id}`,
    videoId: v.video_id,
    title: v.title,
    lines: [meta, ...note],
    cardLines: [`${meta} · ${t('performance:report.days')} ${v.days}`, ...note],
    cells,
  };
}

/** A figure against the channel's average: the average and the difference in percent, coloured. */
function Against({ value, average, percent = false }: { value: number; average: number | null; percent?: boolean }) {
  const { t, i18n } = useTranslation();
  if (average === null) return null;
  const diff = changeFromAverage(value, average);
  return (
    <>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
        {t('performance:report.average', { value: percent ? formatPercent(average, i18n.language) : formatNumber(average, i18n.language) })}
      </Typography>
      {diff !== null && (
        <Typography variant="caption" color={diff >= 0 ? 'success.main' : 'error.main'} sx={{ display: 'block', whiteSpace: 'nowrap' }}>
          {formatChange(diff, i18n.language)}
        </Typography>
      )}
    </>
  );
}

/** Issue 12: each resale product on the case videos, with what its discount code sold (never summed across currencies). */
function ResaleSection({ report }: { report: PerformanceReport }) {
  const { t, i18n } = useTranslation();
  const titles = new Map(report.videos.map((v) => [v.video_id, v.title]));
  const money = (amount: string, currency: string) => formatMoney(amount, currency as Currency, i18n.language);
  return (
    <SectionCard title={t('performance:resale.title')} subtitle={t('performance:resale.help')} testId="performance-resale" flush>
      <RowsTable
        label={t('performance:resale.title')}
        frame={{ overflowX: 'auto' }}
        size="small"
        tight
        columns={[
          { label: t('performance:resale.product') },
          { label: t('performance:resale.orders'), align: 'right' },
          { label: t('performance:resale.units'), align: 'right' },
          { label: t('performance:resale.refunds'), align: 'right' },
          { label: t('performance:resale.netSales'), align: 'right' },
        ]}
      >
        {report.resale_products.map((p) => (
          <TableRow key={p.resale_id} data-testid="performance-resale-row" data-code={p.discount_code}>
            <TableCell sx={{ minWidth: 200 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {p.product_title}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {t('performance:resale.meta', { code: p.discount_code, store: p.store_name, video: titles.get(p.video_id) ?? p.video_id })}
              </Typography>
            </TableCell>
            <TableCell align="right">{formatNumber(p.orders, i18n.language)}</TableCell>
            <TableCell align="right">{formatNumber(p.units, i18n.language)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {money(p.refunds, p.currency)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
              {money(p.net_sales, p.currency)}
            </TableCell>
          </TableRow>
        ))}
      </RowsTable>
    </SectionCard>
  );
}
