// The reseller's orders (spec 2 "orders with a sync action", spec 3 columns, spec 5 filters): one row
// per order line of the caller's stores, in the store's currency and the viewer's, refunds netted and
// cancellations marked; product name, discount code, store and order dates narrow the list. The sync
// button starts a catch-up of the chosen store and follows it with the job progress bar; without a
// store the page says so and links to the profile's store authorization.
import { canSyncStoreOrders, type Currency, type OrderLine, type OrdersAnswer } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateField } from '../../../components/date-field.tsx';
import { JobProgress } from '../../../components/job-progress.tsx';
import { DashboardPage } from '../../../components/page-header.tsx';
import { PagedTable, SearchFilter, serverPage, usePaging, type Column } from '../../../components/paged-table.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { keepPreviousData, useEndpointCache, useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import '../i18n.ts';
import { resellPaths } from '../paths.ts';

const money = (amount: string, currency: string, language: string) => formatMoney(amount, currency as Currency, language);

export function OrdersPage() {
  const { t, i18n } = useTranslation();
  const { subject } = useAccess();
  const cache = useEndpointCache();
  const paging = usePaging(20);
  const [product, setProduct] = useState('');
  const [code, setCode] = useState('');
  const [store, setStore] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [jobId, setJobId] = useState<string | null>(null);
  const [syncMessage, setSyncMessage] = useState<{ severity: 'success' | 'error' | 'warning'; text: string } | null>(null);
  const productQuery = useDebounced(product.trim());
  const codeQuery = useDebounced(code.trim());
  const rangeOk = !from || !to || from <= to;

  const query = {
    ...(productQuery ? { product: productQuery } : {}),
    ...(codeQuery ? { discount_code: codeQuery } : {}),
    ...(store ? { store } : {}),
    ...(from && rangeOk ? { from } : {}),
    ...(to && rangeOk ? { to } : {}),
    page: String(paging.page + 1),
    page_size: String(paging.pageSize),
  };
  const orders = useEndpointQuery('resellOrders', { query }, { placeholderData: keepPreviousData });
  const answer: OrdersAnswer | undefined = orders.data;
  const stores = answer?.stores ?? [];
  // With no store chosen, the only connected one (a disconnected store keeps its orders but cannot sync).
  const connected = stores.filter((s) => s.status === 'connected');
  const syncTarget = store ? stores.find((s) => String(s.id) === store) : connected.length === 1 ? connected[0] : undefined;
  const mayAnySync = stores.some((s) => canSyncStoreOrders(subject, { advertiserId: s.advertiser_id }));

  const sync = useEndpointMutation('resellOrdersSync', {
    onMutate: () => setSyncMessage(null),
    onSuccess: (started) => setJobId(started.job_id),
    onError: (error) => setSyncMessage({ severity: 'error', text: error instanceof ApiError ? error.message : t('orders:sync.failed') }),
  });
  const startSync = () => {
    if (!syncTarget) {
      setSyncMessage({ severity: 'warning', text: t('orders:sync.chooseStore') });
      return;
    }
    sync.mutate({ params: { storeId: String(syncTarget.id) } });
  };

  const filtered = Boolean(productQuery || codeQuery || store || from || to);
  const nowrap = { whiteSpace: 'nowrap' } as const;
  const columns: Column[] = [
    { label: t('orders:columns.orderId'), sx: nowrap },
    { label: t('orders:columns.product') },
    { label: t('orders:columns.unitPrice'), align: 'right', sx: nowrap },
    { label: t('orders:columns.quantity'), align: 'right', sx: nowrap },
    { label: t('orders:columns.actualSellingPrice'), align: 'right', sx: nowrap },
    { label: t('orders:columns.totalDiscount'), align: 'right', sx: nowrap },
    { label: t('orders:columns.orderDate'), sx: nowrap },
    { label: t('orders:columns.discountCode'), sx: nowrap },
    { label: t('orders:columns.refunds'), align: 'right', sx: nowrap },
    { label: t('orders:columns.inYourCurrency', { currency: answer?.viewer_currency ?? '' }), align: 'right', sx: nowrap },
    stores.length > 1 && !store && { label: t('orders:columns.store'), sx: nowrap },
  ];

  const toolbar = (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, px: 2, pb: 2 }}>
      <SearchFilter label={t('orders:filters.product')} value={product} onChange={paging.filter(setProduct)} testId="orders-filter-product" icon />
      <SearchFilter label={t('orders:filters.code')} value={code} onChange={paging.filter(setCode)} testId="orders-filter-code" />
      <SelectField
        label={t('orders:filters.store')}
        value={store}
        onChange={paging.filter(setStore)}
        any={t('orders:filters.allStores')}
        options={stores.map((s) => ({ value: String(s.id), label: `${s.name} (${s.currency})` }))}
        sx={{ width: 220 }}
        testId="orders-filter-store"
      />
      <DateField size="small" label={t('orders:filters.from')} value={from} onChange={(e) => paging.filter(setFrom)(e.target.value)} sx={{ width: 170 }} />
      <DateField
        size="small"
        label={t('orders:filters.to')}
        value={to}
        onChange={(e) => paging.filter(setTo)(e.target.value)}
        sx={{ width: 170 }}
        error={!rangeOk}
        helperText={rangeOk ? undefined : t('orders:filters.rangeOrder')}
      />
    </Stack>
  );

  const noStores = answer !== undefined && stores.length === 0;
  const empty = noStores ? null : filtered ? t('orders:empty.filtered') : t('orders:empty.noOrders');

  return (
    <DashboardPage
      maxWidth={1400}
      title={t('orders:title')}
      subtitle={t('orders:subtitle')}
      actions={
        mayAnySync && (
          <Button variant="contained" onClick={startSync} disabled={sync.isPending || jobId !== null} data-testid="orders-sync">
            {t('orders:sync.button')}
          </Button>
        )
      }
    >
      {(jobId || syncMessage) && (
        <Box sx={{ mb: 2 }} data-testid="orders-sync-status">
          {jobId && (
            <JobProgress
              jobId={jobId}
              onDone={(progress) => {
                setJobId(null);
                if (progress.state === 'failed') setSyncMessage({ severity: 'error', text: t('orders:sync.failed') });
                else setSyncMessage({ severity: 'success', text: t('orders:sync.done') });
                void cache.refresh('resellOrders');
              }}
            />
          )}
          {syncMessage && (
            <Alert severity={syncMessage.severity} sx={{ mt: jobId ? 1 : 0 }} data-testid="orders-sync-message">
              {syncMessage.text}
            </Alert>
          )}
        </Box>
      )}
      {noStores ? (
        <SectionCard title={t('orders:empty.noStoreTitle')} testId="orders-no-store">
          <Typography sx={{ mb: 2 }}>{t('orders:empty.noStore')}</Typography>
          <Link component={RouterLink} to={resellPaths.stores} data-testid="orders-connect-store">
            {t('orders:empty.connectStore')}
          </Link>
        </SectionCard>
      ) : (
        <SectionCard
          title={t('orders:listTitle')}
          subtitle={syncTarget?.orders_synced_at ? t('orders:syncedAt', { when: formatDateTime(syncTarget.orders_synced_at, i18n.language) }) : undefined}
          flush
          testId="orders-list"
        >
          <PagedTable<OrderLine>
            columns={columns}
            {...serverPage(orders)}
            paging={paging}
            pageSizes={[20, 50, 100]}
            empty={empty}
            emptyTestId="orders-empty"
            toolbar={toolbar}
            testId="orders-table"
          >
            {(line) => (
              <OrderRow key={`${line.store_id}-${line.order_id}-${line.line_id}`} line={line} answer={answer!} showStore={stores.length > 1 && !store} />
            )}
          </PagedTable>
        </SectionCard>
      )}
    </DashboardPage>
  );
}

function OrderRow({ line, answer, showStore }: { line: OrderLine; answer: OrdersAnswer; showStore: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <TableRow hover data-testid={`order-line-${line.order_id}-${line.line_id}`} sx={line.cancelled ? { '& td': { color: 'text.secondary' } } : undefined}>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {line.order_name || line.order_id}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {line.order_id}
        </Typography>
        {line.cancelled && <Chip size="small" color="warning" label={t('orders:cancelled')} sx={{ ml: 1 }} />}
      </TableCell>
      <TableCell sx={{ minWidth: 160 }}>
        {line.product}
        {line.variant && (
          <Typography variant="caption" color="text.secondary" component="div">
            {line.variant}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">{money(line.unit_price, line.currency, lang)}</TableCell>
      <TableCell align="right">{line.quantity}</TableCell>
      <TableCell align="right">{money(line.actual_selling_price, line.currency, lang)}</TableCell>
      <TableCell align="right">{money(line.total_discount, line.currency, lang)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(line.order_date, lang)}</TableCell>
      <TableCell>{line.discount_code || '—'}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {line.refunded_quantity > 0 ? (
          <span data-testid="order-refund">
            {t('orders:refunded', { quantity: line.refunded_quantity, amount: money(line.refunded_amount, line.currency, lang) })}
          </span>
        ) : (
          '—'
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {line.viewer_amount === null ? <span title={t('orders:noRate')}>—</span> : money(line.viewer_amount, answer.viewer_currency, lang)}
      </TableCell>
      {showStore && <TableCell>{line.store_name}</TableCell>}
    </TableRow>
  );
}
