// The reseller's orders (spec 2 "orders with a sync action", spec 3 columns, spec 5 filters): one row
// per order line of the caller's stores, in the store's currency and the viewer's, refunds netted and
// cancellations marked; product name, discount code, store and order dates narrow the list. The sync
// button starts a catch-up of the chosen store and follows it with the job progress bar; without a
// store the page says so and links to the profile's store authorization.
// The container: the filters and page asked of the server and the sync, handed to the view.
import { canSyncStoreOrders } from '@chorus/contract';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardPage } from '../../../components/page-header.tsx';
import { serverPage, usePaging } from '../../../components/paged-table.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { keepPreviousData, useEndpointCache, useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import '../i18n.ts';
import { isFiltered, ordersQuery, syncEnd, syncTarget, type OrdersFilters } from './orders-model.ts';
import { OrdersView, type SyncMessage } from './orders-view.tsx';

export function OrdersPage() {
  const { t } = useTranslation();
  const { subject } = useAccess();
  const cache = useEndpointCache();
  const paging = usePaging(20);
  const [filters, setFilters] = useState<OrdersFilters>({ product: '', code: '', store: '', from: '', to: '' });
  // The last sync's job stays on the page after it ends (its bar at done beside the outcome), so a
  // quick sync is still seen to have run; only `syncing` holds the button back.
  const [jobId, setJobId] = useState<string | null>(null);
  const [syncing, setSyncing] = useState(false);
  const [syncMessage, setSyncMessage] = useState<SyncMessage | null>(null);
  const asked = { ...filters, product: useDebounced(filters.product.trim()), code: useDebounced(filters.code.trim()) };
  const orders = useEndpointQuery('resellOrders', { query: ordersQuery(asked, paging.page, paging.pageSize) }, { placeholderData: keepPreviousData });
  const stores = orders.data?.stores ?? [];
  const target = syncTarget(stores, filters.store);
  const mayAnySync = stores.some((s) => canSyncStoreOrders(subject, { advertiserId: s.advertiser_id }));

  const sync = useEndpointMutation('resellOrdersSync', {
    onMutate: () => setSyncMessage(null),
    onSuccess: (started) => {
      setJobId(started.job_id);
      setSyncing(true);
    },
    onError: (error) => setSyncMessage({ severity: 'error', text: error instanceof ApiError ? error.message : t('orders:sync.failed') }),
  });
  const startSync = () => {
    if (!target) {
      setSyncMessage({ severity: 'warning', text: t('orders:sync.chooseStore') });
      return;
    }
    sync.mutate({ params: { storeId: String(target.id) } });
  };

  return (
    <DashboardPage
      maxWidth={1400}
      title={t('orders:title')}
      subtitle={t('orders:subtitle')}
      actions={
        mayAnySync && (
          <Button variant="contained" onClick={startSync} disabled={sync.isPending || syncing} data-testid="orders-sync">
            {t('orders:sync.button')}
          </Button>
        )
      }
    >
      <OrdersView
        answer={orders.data}
        lines={serverPage(orders)}
        paging={paging}
        filters={filters}
        onFilter={(key, value) => paging.filter((v: string) => setFilters((f) => ({ ...f, [key]: v })))(value)}
        filtered={isFiltered(asked)}
        jobId={jobId}
        onJobDone={(progress) => {
          setSyncing(false);
          const end = syncEnd(progress.state);
          setSyncMessage({ severity: end.severity, text: t(end.key) });
          void cache.refresh('resellOrders');
        }}
        syncMessage={syncMessage}
      />
    </DashboardPage>
  );
}
