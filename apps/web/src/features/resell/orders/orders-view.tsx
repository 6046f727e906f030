// The orders page's body: the sync job's progress and message, then either the card leading to
// store authorization (no store yet) or the filters above the paged order lines.
import type { JobProgress as Progress, OrderLine, OrdersAnswer } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateField } from '../../../components/date-field.tsx';
import { JobProgress } from '../../../components/job-progress.tsx';
import { PagedTable, SearchFilter, type Column, type usePaging } from '../../../components/paged-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import '../i18n.ts';
import { resellPaths } from '../paths.ts';
import { OrderRow } from './order-row.tsx';
import { orderLineKey, ordersEmpty, rangeOk, showStoreColumn, syncTarget, type OrdersFilters } from './orders-model.ts';

export type SyncMessage = { severity: 'success' | 'error' | 'warning'; text: string };

export type OrdersViewProps = {
  answer: OrdersAnswer | undefined;
  /** This page's lines, their total, loading and failure. */
  lines: { rows: OrderLine[] | undefined; total: number; loading: boolean; error: Error | null };
  paging: ReturnType<typeof usePaging>;
  /** The filters as typed. */
  filters: OrdersFilters;
  onFilter: (key: keyof OrdersFilters, value: string) => void;
  /** Whether the list asked for is narrowed (by the debounced filters). */
  filtered: boolean;
  jobId: string | null;
  onJobDone: (progress: Progress) => void;
  syncMessage: SyncMessage | null;
};

export function OrdersView({ answer, lines, paging, filters, onFilter, filtered, jobId, onJobDone, syncMessage }: OrdersViewProps) {
  const { t, i18n } = useTranslation();
  const stores = answer?.stores ?? [];
  const showStore = showStoreColumn(stores, filters.store);
  const target = syncTarget(stores, filters.store);
  const range = rangeOk(filters.from, filters.to);
  const emptyKind = ordersEmpty(answer, filtered);
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
    showStore && { label: t('orders:columns.store'), sx: nowrap },
  ];

  const toolbar = (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, px: 2, pb: 2 }}>
      <SearchFilter label={t('orders:filters.product')} value={filters.product} onChange={(v) => onFilter('product', v)} testId="orders-filter-product" icon />
      <SearchFilter label={t('orders:filters.code')} value={filters.code} onChange={(v) => onFilter('code', v)} testId="orders-filter-code" />
      <SelectField
        label={t('orders:filters.store')}
        value={filters.store}
        onChange={(v) => onFilter('store', v)}
        any={t('orders:filters.allStores')}
        options={stores.map((s) => ({ value: String(s.id), label: `${s.name} (${s.currency})` }))}
        sx={{ width: 220 }}
        testId="orders-filter-store"
      />
      <DateField size="small" label={t('orders:filters.from')} value={filters.from} onChange={(e) => onFilter('from', e.target.value)} sx={{ width: 170 }} />
      <DateField
        size="small"
        label={t('orders:filters.to')}
        value={filters.to}
        onChange={(e) => onFilter('to', e.target.value)}
        sx={{ width: 170 }}
        error={!range}
        helperText={range ? undefined : t('orders:filters.rangeOrder')}
      />
    </Stack>
  );

  return (
    <>
      {(jobId || syncMessage) && (
        <Box sx={{ mb: 2 }} data-testid="orders-sync-status">
          {jobId && <JobProgress jobId={jobId} onDone={onJobDone} />}
          {syncMessage && (
            <Alert severity={syncMessage.severity} sx={{ mt: jobId ? 1 : 0 }} data-testid="orders-sync-message">
              {syncMessage.text}
            </Alert>
          )}
        </Box>
      )}
      {emptyKind === 'noStores' ? (
        <SectionCard title={t('orders:empty.noStoreTitle')} testId="orders-no-store">
          <Typography sx={{ mb: 2 }}>{t('orders:empty.noStore')}</Typography>
          <Link component={RouterLink} to={resellPaths.stores} data-testid="orders-connect-store">
            {t('orders:empty.connectStore')}
          </Link>
        </SectionCard>
      ) : (
        <SectionCard
          title={t('orders:listTitle')}
          subtitle={target?.orders_synced_at ? t('orders:syncedAt', { when: formatDateTime(target.orders_synced_at, i18n.language) }) : undefined}
          flush
          testId="orders-list"
        >
          <PagedTable<OrderLine>
            columns={columns}
            {...lines}
            paging={paging}
            pageSizes={[20, 50, 100]}
            empty={emptyKind === 'filtered' ? t('orders:empty.filtered') : t('orders:empty.noOrders')}
            emptyTestId="orders-empty"
            toolbar={toolbar}
            testId="orders-table"
          >
            {(line) => <OrderRow key={orderLineKey(line)} line={line} viewerCurrency={answer!.viewer_currency} showStore={showStore} />}
          </PagedTable>
        </SectionCard>
      )}
    </>
  );
}
