// The performance report (issue 11 collabPerformance): a package's case videos since publish, their
// views, likes, comments, shares, watch time, subscribers gained and engagement against the
// channel's own average for videos of the same length class (spec 9), a daily chart, and the table
// beside it, downloadable as CSV or xlsx. ?package=ID opens one package (the link a completed
// package shows, spec 2). Issue 12: the resale products on the case videos, with the orders their
// discount codes brought (ResaleSection), each in its store's currency.
import {
  performanceMetricKeys,
  type Currency,
  type PerformanceBenchmark,
  type PerformanceMetricKey,
  type PerformanceReport,
  type PerformanceVideo,
} from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DashboardPage } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { api, download } from '../../../lib/api-client.ts';
import { formatChange, formatDateTime, formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import '../i18n.ts';
import { openingPackage } from './opening-package.ts';
import { EChart } from '../../../components/charts/echart.tsx';

type Metric = PerformanceMetricKey;
const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;

/** Any case video with a day of figures. */
const hasFigures = (report: PerformanceReport) => report.videos.some((v) => v.daily.length > 0);

export function PerformancePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const packages = useQuery({ queryKey: ['collab', 'performance', 'packages'], queryFn: () => api('collabPerformancePackages') });
  const asked = Number(params.get('package'));
  const list = packages.data?.packages ?? [];
  const packageId = Number.isInteger(asked) && asked > 0 ? asked : openingPackage(list)?.id;
  const report = useQuery({
    queryKey: ['collab', 'performance', packageId],
    queryFn: () => api('collabPerformanceReport', { params: { packageId: packageId! } }),
    enabled: packageId !== undefined,
    retry: false,
  });
  const exporter = useMutation({
    mutationFn: (format: 'csv' | 'xlsx') =>
      download('collabPerformanceExport', { params: { packageId: packageId! }, query: { format } }, `collab-performance-${packageId}.${format}`),
  });

  const picker = list.length > 0 && (
    <TextField
      select
      size="small"
      label={t('performance:report.package')}
      value={packageId ?? ''}
      onChange={(e) => setParams({ package: String(e.target.value) })}
      sx={{ minWidth: 260 }}
      slotProps={{ htmlInput: { 'data-testid': 'performance-package' } }}
    >
      {list.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {p.advertiser_name ? `${p.name} · ${p.advertiser_name}` : p.name}
        </MenuItem>
      ))}
      {packageId !== undefined && !list.some((p) => p.id === packageId) && (
        <MenuItem value={packageId}>{t('performance:report.packageNumber', { id: packageId })}</MenuItem>
      )}
    </TextField>
  );

  return (
    <DashboardPage
      maxWidth={1400}
      title={t('performance:report.title')}
      subtitle={t('performance:report.subtitle')}
      actions={
        report.data && (
          <>
            <Button variant="outlined" size="small" disabled={exporter.isPending} onClick={() => exporter.mutate('csv')} data-testid="performance-export-csv">
              {t('performance:report.exportCsv')}
            </Button>
            <Button variant="outlined" size="small" disabled={exporter.isPending} onClick={() => exporter.mutate('xlsx')} data-testid="performance-export-xlsx">
              {t('performance:report.exportXlsx')}
            </Button>
          </>
        )
      }
    >
      <Stack direction="row" sx={{ gap: 2, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {picker}
        {report.data?.data_through && (
          <Typography variant="body2" color="text.secondary" data-testid="performance-data-through">
            {t('performance:report.dataThrough', { day: report.data.data_through })}
          </Typography>
        )}
      </Stack>
      {exporter.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {exporter.error.message}
        </Alert>
      )}
      {packages.isSuccess && list.length === 0 && packageId === undefined && (
        <Typography color="text.secondary" data-testid="performance-empty">
          {t('performance:report.noPackages')}
        </Typography>
      )}
      {report.isError && (
        <Alert severity="error" role="alert">
          {report.error.message}
        </Alert>
      )}
      {report.data && <ReportView report={report.data} />}
      {report.data && report.data.videos.length > 0 && !hasFigures(report.data) && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="performance-no-figures">
          {t('performance:report.noFigures')}
        </Alert>
      )}
    </DashboardPage>
  );
}

function ReportView({ report }: { report: PerformanceReport }) {
  const { t, i18n } = useTranslation();
  const [metric, setMetric] = useState<Metric>('views');
  const n = (v: number) => formatNumber(v, i18n.language);
  const pct = (v: number | null) => (v === null ? '—' : formatPercent(v, i18n.language));

  const option = useMemo(() => {
    const days = report.daily.map((d) => d.day);
    const series = report.videos
      .filter((v) => v.daily.length > 0)
      .map((v) => {
        const byDay = new Map(v.daily.map((d) => [d.day, d[metric]]));
        return {
          name: `${v.channel_title} · ${v.title.length > 24 ? `${v.title.slice(0, 23)}…` : v.title}`,
          type: 'line',
          showSymbol: days.length < 40,
          data: days.map((d) => byDay.get(d) ?? null),
        };
      });
    return {
      tooltip: { trigger: 'axis' },
      legend: { type: 'scroll', bottom: 0 },
      grid: { left: 48, right: 16, top: 16, bottom: 48 },
      xAxis: { type: 'category', data: days },
      yAxis: { type: 'value' },
      series,
    };
  }, [report, metric]);

  if (report.videos.length === 0)
    return (
      <Typography color="text.secondary" data-testid="performance-no-videos">
        {t('performance:report.noVideos')}
      </Typography>
    );
  return (
    <Box data-testid="performance-report">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', lg: 'repeat(7, 1fr)' }, gap: 1.5, mb: 3 }}>
        {performanceMetricKeys.map((k) => (
          <Card key={k} variant="outlined" sx={{ p: 1.5 }} data-testid={`performance-total-${k}`}>
            <Typography variant="caption" color="text.secondary">
              {t(`performance:metrics.${k}`)}
            </Typography>
            <Typography variant="h6">{n(report.totals[k])}</Typography>
          </Card>
        ))}
        <Card variant="outlined" sx={{ p: 1.5 }} data-testid="performance-total-engagement_rate">
          <Typography variant="caption" color="text.secondary">
            {t('performance:metrics.engagement_rate')}
          </Typography>
          <Typography variant="h6">{pct(report.totals.engagement_rate)}</Typography>
        </Card>
      </Box>

      <SectionCard
        title={t('performance:report.dailyTitle')}
        subtitle={t('performance:report.dailyHelp')}
        action={
          <ToggleButtonGroup size="small" exclusive value={metric} onChange={(_e, next: Metric | null) => next && setMetric(next)} sx={{ flexWrap: 'wrap' }}>
            {performanceMetricKeys.map((k) => (
              <ToggleButton key={k} value={k} data-testid={`performance-metric-${k}`}>
                {t(`performance:metrics.${k}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
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
        <Box tabIndex={0} role="region" aria-label={t('performance:report.videosTitle')} sx={{ overflowX: 'auto', display: { xs: 'none', md: 'block' } }}>
          <Table size="small" data-testid="performance-table" sx={{ '& td, & th': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('performance:report.video')}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {t('performance:report.days')}
                </TableCell>
                {performanceMetricKeys.map((k) => (
                  <TableCell key={k} align="right" sx={{ minWidth: 72 }}>
                    {t(`performance:metrics.${k}`)}
                  </TableCell>
                ))}
                <TableCell align="right">{t('performance:metrics.engagement_rate')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.videos.map((v) => (
                <VideoRow key={`${v.case_id}-${v.video_id}`} video={v} />
              ))}
            </TableBody>
          </Table>
        </Box>
        <Stack sx={{ display: { xs: 'flex', md: 'none' }, gap: 1.5, p: 2 }}>
          {report.videos.map((v) => (
            <VideoCard key={`${v.case_id}-${v.video_id}`} video={v} />
          ))}
        </Stack>
      </SectionCard>
      {report.resale_products.length > 0 && <ResaleSection report={report} />}
    </Box>
  );
}

/** Issue 12: each resale product on the case videos, with what its discount code sold (never summed across currencies). */
function ResaleSection({ report }: { report: PerformanceReport }) {
  const { t, i18n } = useTranslation();
  const titles = new Map(report.videos.map((v) => [v.video_id, v.title]));
  const money = (amount: string, currency: string) => formatMoney(amount, currency as Currency, i18n.language);
  return (
    <SectionCard title={t('performance:resale.title')} subtitle={t('performance:resale.help')} testId="performance-resale" flush>
      <Box tabIndex={0} role="region" aria-label={t('performance:resale.title')} sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('performance:resale.product')}</TableCell>
              <TableCell align="right">{t('performance:resale.orders')}</TableCell>
              <TableCell align="right">{t('performance:resale.units')}</TableCell>
              <TableCell align="right">{t('performance:resale.refunds')}</TableCell>
              <TableCell align="right">{t('performance:resale.netSales')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
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
          </TableBody>
        </Table>
      </Box>
    </SectionCard>
  );
}

/** A figure against the channel's average: the average and the difference in percent, coloured. */
function Against({ value, average, percent = false }: { value: number; average: number | null; percent?: boolean }) {
  const { t, i18n } = useTranslation();
  if (average === null) return null;
  const n = (x: number) => formatNumber(x, i18n.language);
  const diff = average === 0 ? null : ((value - average) / average) * 100;
  return (
    <>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
        {t('performance:report.average', { value: percent ? formatPercent(average, i18n.language) : n(average) })}
      </Typography>
      {diff !== null && (
        <Typography variant="caption" color={diff >= 0 ? 'success.main' : 'error.main'} sx={{ display: 'block', whiteSpace: 'nowrap' }}>
          {formatChange(diff, i18n.language)}
        </Typography>
      )}
    </>
  );
}

function useVideoFigures(v: PerformanceVideo) {
  const { t, i18n } = useTranslation();
  const n = (x: number) => formatNumber(x, i18n.language);
  const b: PerformanceBenchmark | null = v.benchmark && v.benchmark.videos > 0 ? v.benchmark : null;
  const meta = t('performance:report.videoMeta', {
    channel: v.channel_title,
    date: v.published_at ? formatDateTime(v.published_at, i18n.language) : '—',
    length: v.length_class ? t(`performance:lengthClasses.${v.length_class}`) : t('performance:report.lengthUnknown'),
  });
  const figures = [
    ...performanceMetricKeys.map((k) => ({ key: k as string, text: n(v.metrics[k]), against: b && <Against value={v.metrics[k]} average={b[k]} /> })),
    {
      key: 'engagement_rate',
      text: v.metrics.engagement_rate === null ? '—' : formatPercent(v.metrics.engagement_rate, i18n.language),
      against: b && v.metrics.engagement_rate !== null && <Against value={v.metrics.engagement_rate} average={b.engagement_rate} percent />,
    },
  ];
  const benchmarkNote = b ? t('performance:report.benchmarkVideos', { count: b.videos }) : null;
  return { meta, figures, benchmarkNote };
}

function VideoTitle({ video: v, meta, note }: { video: PerformanceVideo; meta: string; note: string | null }) {
  return (
    <>
      <Link href={watchUrl(v.video_id)} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 500 }}>
        {v.title}
      </Link>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {meta}
      </Typography>
      {note && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {note}
        </Typography>
      )}
    </>
  );
}

function VideoRow({ video: v }: { video: PerformanceVideo }) {
  const { meta, figures, benchmarkNote } = useVideoFigures(v);
  return (
    <TableRow data-testid="performance-row" data-video={v.video_id}>
      <TableCell sx={{ minWidth: 220, maxWidth: 300 }}>
        <VideoTitle video={v} meta={meta} note={benchmarkNote} />
      </TableCell>
      <TableCell align="right">{v.days}</TableCell>
      {figures.map((f) => (
        <TableCell key={f.key} align="right" sx={{ whiteSpace: 'nowrap' }}>
          {f.text}
          {f.against}
        </TableCell>
      ))}
    </TableRow>
  );
}

function VideoCard({ video: v }: { video: PerformanceVideo }) {
  const { t } = useTranslation();
  const { meta, figures, benchmarkNote } = useVideoFigures(v);
  return (
    <Card variant="outlined" sx={{ p: 1.5 }} data-testid="performance-card" data-video={v.video_id}>
      <VideoTitle video={v} meta={`${meta} · ${t('performance:report.days')} ${v.days}`} note={benchmarkNote} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1, mt: 1 }}>
        {figures.map((f) => (
          <Box key={f.key}>
            <Typography variant="caption" color="text.secondary">
              {t(`performance:metrics.${f.key}`)}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {f.text}
            </Typography>
            {f.against}
          </Box>
        ))}
      </Box>
    </Card>
  );
}
