// The studio store page (spec 2 singles, issue 28): the network's catalogue of services for its
// creators (kept by the staff), ordering for the current channel (its owner or manager, or the
// staff), and the orders with the moves each person may make. Every control is drawn from the
// contract's policies, the rules the server applies; the viewer and finance read.
import { canKeepStudioCatalogue, canOrderStudio } from '@chorus/contract';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DashboardPage } from '../../../components/page-header.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';
import '../i18n.ts';
import { useCommerceChannel } from '../shared/commerce-channel.tsx';
import { useStudioServices } from './api.ts';
import { OrderForm } from './order-form.tsx';
import { OrderList } from './order-list.tsx';
import { ServiceCatalogue } from './service-catalogue.tsx';

export function StudioStorePage() {
  const { t } = useTranslation();
  const { subject } = useAccess();
  const channel = useCommerceChannel();
  const services = useStudioServices();
  const orders = channel !== null && canOrderStudio(subject, channel.id);
  return (
    <DashboardPage maxWidth={1400} page="studioStore" subtitle={t('commerce:studio.subtitle')}>
      <Stack>
        {orders && <OrderForm key={channel.id} channelId={channel.id} channelName={channel.name} services={services.data?.items ?? []} />}
        <OrderList />
        <ServiceCatalogue canKeep={canKeepStudioCatalogue(subject)} />
      </Stack>
    </DashboardPage>
  );
}
