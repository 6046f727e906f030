// Connecting the channel's own Shopify store (its owner: canConnectChannelStore): the shop's name,
// then Shopify's own authorization page. Whether the network runs a connected store (its net sales
// then enter the statement with a ratio) is set by those who set ratios (canSetStoreTerms).
import { canSetStoreTerms, type EcStore } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useAction } from '../../../lib/use-action.ts';
import { useConnectStore, useStoreSettings } from './api.ts';

export function ConnectStoreCard({ channelId, channelName }: { channelId: string; channelName: string }) {
  const { t } = useTranslation();
  const connect = useConnectStore();
  const action = useAction();
  const [shop, setShop] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await action.run(() => connect.mutateAsync({ body: { channel_id: channelId, shop } }));
    if (answer) window.location.assign(answer.authorize_url);
  };
  return (
    <SectionCard title={t('commerce:ec.connect')} subtitle={t('commerce:ec.connectHelp', { channel: channelName })} testId="ec-connect">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormTextField
          size="small"
          label={t('commerce:ec.shop')}
          placeholder="my-shop.myshopify.com"
          value={shop}
          onChange={setShop}
          error={action.failure ?? undefined}
          help={t('commerce:ec.shopHelp')}
          sx={{ flex: 1, maxWidth: 480 }}
          testId="ec-shop"
        />
        <Button type="submit" variant="contained" disabled={action.busy || !shop.trim()} data-testid="ec-connect-submit">
          {t('commerce:ec.connectButton')}
        </Button>
      </Stack>
    </SectionCard>
  );
}

export function StoreSummary({ store }: { store: EcStore }) {
  const { t, i18n } = useTranslation();
  const { subject } = useAccess();
  const settings = useStoreSettings();
  const action = useAction({ report: 'toast' });
  return (
    <Stack spacing={1} data-testid="ec-store">
      <Typography>
        <strong>{store.name}</strong> · {store.shop_domain}
      </Typography>
      {store.status === 'disconnected' && <Alert severity="warning">{t('commerce:ec.disconnected')}</Alert>}
      <Typography variant="body2" color="text.secondary">
        {store.orders_synced_at ? t('commerce:ec.syncedAt', { when: formatDateTime(store.orders_synced_at, i18n.language) }) : t('commerce:ec.notSynced')}
      </Typography>
      {canSetStoreTerms(subject) ? (
        <FormControlLabel
          control={
            <Switch
              checked={store.network_runs}
              disabled={action.busy}
              onChange={(e) =>
                void action.run(() => settings.mutateAsync({ params: { storeId: String(store.store_id) }, body: { network_runs: e.target.checked } }))
              }
              slotProps={{ input: { 'data-testid': 'ec-network-runs' } as object }}
            />
          }
          label={t('commerce:ec.networkRuns')}
        />
      ) : (
        <Typography variant="body2" data-testid="ec-network-runs-text">
          {t(store.network_runs ? 'commerce:ec.runByNetwork' : 'commerce:ec.runByCreator')}
        </Typography>
      )}
    </Stack>
  );
}
