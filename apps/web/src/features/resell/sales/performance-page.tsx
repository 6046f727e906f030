// What each video sold (issue 12 resellPerformance): over a chosen period, per video (orders,
// units, gross, discounts, refunds, net sales, orders per 1,000 views), per resale product and per
// discount code, in each store's own currency (never summed across currencies); a daily chart of
// net sales, the tables beside it, CSV and xlsx. Below, the caller's videos with their resale
// products, where products are added and removed (video-products.tsx).
import type { Currency, ResellPerformance, ResellSalesFigures } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
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
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EChart } from '../../../components/charts/echart.tsx';
import { DateField } from '../../../components/date-field.tsx';
import { DashboardPage } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { api, download } from '../../../lib/api-client.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import '../i18n.ts';
import { resellPaths } from '../paths.ts';
import { VideoProductsButton } from './video-products.tsx';

const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
const figureKeys = ['orders', 'units', 'gross', 'discounts', 'refunds', 'net_sales'] as const;
type FigureKey = (typeof figureKeys)[number];

function useFigure() {
  const { i18n } = useTranslation();
  return (f: ResellSalesFigures, key: FigureKey) =>
    key === 'orders' || key === 'units' ? formatNumber(f[key], i18n.language) : formatMoney(f[key], f.currency as Currency, i18n.language);
}

export function SalesPerformancePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const storeParam = Number(params.get('store'));
  const store = Number.isInteger(storeParam) && storeParam > 0 ? storeParam : undefined;
  const query = { ...(from ? { from } : {}), ...(to ? { to } : {}), ...(store ? { store } : {}) };
  const report = useQuery({ queryKey: ['resell', 'performance', query], queryFn: () => api('resellPerformance', { query }), retry: false });
  const exporter = useMutation({
    mutationFn: (format: 'csv' | 'xlsx') => download('resellPerformanceExport', { query: { ...query, format } }, `resell-performance.${format}`),
  });
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const data = report.data;

  return (
    <DashboardPage
      maxWidth={1400}
      title={t('sales:page.title')}
      subtitle={t('sales:page.subtitle')}
      actions={
        data &&
        data.videos.length > 0 && (
          <>
            <Button variant="outlined" size="small" disabled={exporter.isPending} onClick={() => exporter.mutate('csv')} data-testid="sales-export-csv">
              {t('sales:page.exportCsv')}
            </Button>
            <Button variant="outlined" size="small" disabled={exporter.isPending} onClick={() => exporter.mutate('xlsx')} data-testid="sales-export-xlsx">
              {t('sales:page.exportXlsx')}
            </Button>
          </>
        )
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        <DateField
          size="small"
          label={t('sales:page.from')}
          value={from ?? data?.from ?? ''}
          onChange={(e) => setParam('from', e.target.value)}
          data-testid="sales-from"
        />
        <DateField
          size="small"
          label={t('sales:page.to')}
          value={to ?? data?.to ?? ''}
          onChange={(e) => setParam('to', e.target.value)}
          data-testid="sales-to"
        />
        {data && data.stores.length > 1 && (
          <TextField
            select
            size="small"
            label={t('sales:page.store')}
            value={store ?? ''}
            onChange={(e) => setParam('store', String(e.target.value))}
            sx={{ minWidth: 220 }}
            slotProps={{ htmlInput: { 'data-testid': 'sales-store' } }}
          >
            <MenuItem value="">{t('sales:page.allStores')}</MenuItem>
            {data.stores.map((s) => (
              <MenuItem key={s.id} value={s.id}>{`${s.name} (${s.currency})`}</MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {exporter.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {exporter.error.message}
        </Alert>
      )}
      {report.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {report.error.message}
        </Alert>
      )}
      {data && data.stores.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="sales-no-stores">
          {t('sales:empty.noStores')}{' '}
          <Link component={RouterLink} to={resellPaths.stores}>
            {t('sales:empty.connect')}
          </Link>
        </Alert>
      )}
      {data && data.stores.length > 0 && data.videos.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="sales-no-products">
          {t('sales:empty.noProducts')}
        </Alert>
      )}
      {data && data.videos.length > 0 && <SalesView report={data} />}
      <MyVideos />
    </DashboardPage>
  );
}

function SalesView({ report }: { report: ResellPerformance }) {
  const { t, i18n } = useTranslation();
  const figure = useFigure();
  const currencies = report.totals.map((f) => f.currency);
  const [chosen, setChosen] = useState<string | null>(null);
  const currency = chosen && currencies.includes(chosen) ? chosen : (currencies[0] ?? null);

  const option = useMemo(() => {
    const days: string[] = [];
    for (let d = report.from; d <= report.to; d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) days.push(d);
    const byDay = new Map(report.daily.filter((d) => d.currency === currency).map((d) => [d.day, d]));
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
        { name: t('sales:figures.net_sales'), type: 'bar', data: days.map((d) => byDay.get(d)?.net_sales ?? 0) },
        { name: t('sales:figures.orders'), type: 'line', yAxisIndex: 1, showSymbol: days.length < 40, data: days.map((d) => byDay.get(d)?.orders ?? 0) },
      ],
    };
  }, [report, currency, t]);

  return (
    <Box data-testid="sales-report">
      {report.totals.map((total) => (
        <Box key={total.currency} sx={{ mb: 2 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('sales:page.totalsIn', { currency: total.currency })}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' }, gap: 1.5 }}>
            {figureKeys.map((k) => (
              <Card key={k} variant="outlined" sx={{ p: 1.5 }} data-testid={`sales-total-${total.currency}-${k}`}>
                <Typography variant="caption" color="text.secondary">
                  {t(`sales:figures.${k}`)}
                </Typography>
                <Typography variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                  {figure(total, k)}
                </Typography>
              </Card>
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
            <ToggleButtonGroup size="small" exclusive value={currency} onChange={(_e, next: string | null) => next && setChosen(next)}>
              {currencies.map((c) => (
                <ToggleButton key={c} value={c} data-testid={`sales-currency-${c}`}>
                  {c}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )
        }
      >
        <EChart option={option} height={300} name="resell-performance" label={t('sales:page.chartLabel', { currency: currency ?? '' })} />
      </SectionCard>

      <SectionCard title={t('sales:page.videosTitle')} subtitle={t('sales:page.videosHelp')} testId="sales-videos" flush>
        <Box tabIndex={0} role="region" aria-label={t('sales:page.videosTitle')} sx={{ overflowX: 'auto', display: { xs: 'none', md: 'block' } }}>
          <Table size="small" data-testid="sales-table" sx={{ '& td, & th': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('sales:page.video')}</TableCell>
                <TableCell align="right">{t('sales:figures.views')}</TableCell>
                {figureKeys.map((k) => (
                  <TableCell key={k} align="right">
                    {t(`sales:figures.${k}`)}
                  </TableCell>
                ))}
                <TableCell align="right">{t('sales:figures.conversion')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.videos.map((v) => (
                <Fragment key={`${v.video_id}-${v.currency}`}>
                  <TableRow data-testid="sales-row" data-video={v.video_id} data-currency={v.currency}>
                    <TableCell sx={{ minWidth: 220, maxWidth: 320 }}>
                      <Link href={watchUrl(v.video_id)} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 500 }}>
                        {v.title}
                      </Link>
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {`${v.channel_title} · ${v.currency}`}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{formatNumber(v.views, i18n.language)}</TableCell>
                    {figureKeys.map((k) => (
                      <TableCell
                        key={k}
                        align="right"
                        sx={{ whiteSpace: 'nowrap', fontWeight: k === 'net_sales' ? 600 : undefined }}
                        data-testid={`sales-cell-${k}`}
                      >
                        {figure(v, k)}
                      </TableCell>
                    ))}
                    <TableCell align="right">{v.conversion_per_mille ?? '—'}</TableCell>
                  </TableRow>
                  {v.products.map((p) => (
                    <TableRow key={p.resale_id} data-testid="sales-product-row" sx={{ '& td': { color: 'text.secondary', fontSize: '0.8rem' } }}>
                      <TableCell sx={{ pl: 3 }}>
                        {t('sales:page.productLine', { product: p.product_title, code: p.discount_code, store: p.store_name })}
                      </TableCell>
                      <TableCell />
                      {figureKeys.map((k) => (
                        <TableCell key={k} align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {figure(p, k)}
                        </TableCell>
                      ))}
                      <TableCell />
                    </TableRow>
                  ))}
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Stack sx={{ display: { xs: 'flex', md: 'none' }, gap: 1.5, p: 2 }}>
          {report.videos.map((v) => (
            <Card key={`${v.video_id}-${v.currency}`} variant="outlined" sx={{ p: 1.5 }} data-testid="sales-card" data-video={v.video_id}>
              <Link href={watchUrl(v.video_id)} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {v.title}
              </Link>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {`${v.channel_title} · ${t('sales:figures.views')} ${formatNumber(v.views, i18n.language)} · ${t('sales:figures.conversion')} ${v.conversion_per_mille ?? '—'}`}
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1, mt: 1 }}>
                {figureKeys.map((k) => (
                  <Box key={k}>
                    <Typography variant="caption" color="text.secondary">
                      {t(`sales:figures.${k}`)}
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {figure(v, k)}
                    </Typography>
                  </Box>
                ))}
              </Box>
              {v.products.map((p) => (
                <Typography key={p.resale_id} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}>
                  {`${t('sales:page.productLine', { product: p.product_title, code: p.discount_code, store: p.store_name })}: ${figure(p, 'net_sales')}`}
                </Typography>
              ))}
            </Card>
          ))}
        </Stack>
      </SectionCard>

      <SectionCard title={t('sales:page.codesTitle')} subtitle={t('sales:page.codesHelp')} testId="sales-codes" flush>
        <Box tabIndex={0} role="region" aria-label={t('sales:page.codesTitle')} sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ '& td, & th': { px: 1 }, '& th': { whiteSpace: 'nowrap' } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('sales:page.code')}</TableCell>
                {figureKeys.map((k) => (
                  <TableCell key={k} align="right">
                    {t(`sales:figures.${k}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
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
            </TableBody>
          </Table>
        </Box>
      </SectionCard>
    </Box>
  );
}

/** The caller's videos (their teams' case videos, and those carrying their products), each with its resale products. */
function MyVideos() {
  const { t } = useTranslation();
  const videos = useQuery({ queryKey: ['resell', 'videos'], queryFn: () => api('resellProductVideos') });
  const list = videos.data?.videos ?? [];
  return (
    <SectionCard title={t('sales:videos.title')} subtitle={t('sales:videos.help')} testId="sales-my-videos">
      {videos.isError && (
        <Alert severity="error" role="alert">
          {videos.error.message}
        </Alert>
      )}
      {videos.isSuccess && list.length === 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="sales-no-videos">
          {t('sales:videos.empty')}
        </Typography>
      )}
      {list.length > 0 && (
        <List dense disablePadding>
          {list.map((v) => (
            <ListItem
              key={v.video_id}
              disableGutters
              data-testid="sales-my-video"
              data-video={v.video_id}
              secondaryAction={<VideoProductsButton videoId={v.video_id} title={v.title} />}
              sx={{ pr: 12 }}
            >
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
