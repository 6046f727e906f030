// The creator's own store page (spec 2 singles "ec", issue 28): the current channel's Shopify store
// (connected by the channel's owner), its sales by month with refunds netted, a month's top products
// and the videos that sell (with sales per 1,000 views), and the discount codes that attribute orders.
import { canConnectChannelStore } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthField, previousMonth } from '../../../components/month-field.tsx';
import { DashboardPage } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';
import '../i18n.ts';
import { NoChannelNote, useCommerceChannel } from '../shared/commerce-channel.tsx';
import { useChannelStores, useStoreSales } from './api.ts';
import { AttributionCodes } from './attribution-codes.tsx';
import { latestMonth } from './ec-model.ts';
import { ConnectStoreCard, StoreSummary } from './store-connect.tsx';
import { StoreSales } from './store-sales.tsx';
import { SellingVideos, TopProducts } from './store-month.tsx';

export function EcPage() {
  const { t } = useTranslation();
  const channel = useCommerceChannel();
  return (
    <DashboardPage maxWidth={1400} page="ec" subtitle={channel ? t('commerce:ec.subtitle', { channel: channel.name }) : undefined}>
      {channel ? <ChannelStore key={channel.id} channelId={channel.id} channelName={channel.name} /> : <NoChannelNote />}
    </DashboardPage>
  );
}

function ChannelStore({ channelId, channelName }: { channelId: string; channelName: string }) {
  const { t } = useTranslation();
  const { subject } = useAccess();
  const stores = useChannelStores(channelId);
  const sales = useStoreSales(channelId);
  const store = stores.data?.items[0] ?? null;
  const [month, setMonth] = useState<string | null>(null);
  if (stores.error) return <Alert severity="error">{stores.error.message}</Alert>;
  if (!stores.data) return null;
  if (!store)
    return canConnectChannelStore(subject, channelId) ? (
      <ConnectStoreCard channelId={channelId} channelName={channelName} />
    ) : (
      <Alert severity="info" data-testid="ec-empty">
        {t('commerce:ec.noStore', { channel: channelName })}
      </Alert>
    );
  const items = sales.data?.items ?? [];
  const shown = month ?? latestMonth(items, store.store_id, previousMonth());
  return (
    <Stack>
      <SectionCard title={t('commerce:ec.store')} testId="ec-store-card">
        <StoreSummary store={store} />
      </SectionCard>
      {sales.error ? <Alert severity="error">{sales.error.message}</Alert> : <StoreSales items={items} storeId={store.store_id} currency={store.currency} />}
      <Stack direction="row" sx={{ mb: 2 }}>
        <MonthField label={t('commerce:ec.monthShown')} value={shown} onChange={setMonth} testId="ec-month" />
      </Stack>
      <TopProducts channelId={channelId} month={shown} />
      <SellingVideos channelId={channelId} month={shown} />
      <AttributionCodes storeId={store.store_id} channelId={channelId} />
    </Stack>
  );
}
