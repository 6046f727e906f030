// Spec 2 profile: "e-commerce store authorization by store URL", for advertiser and reseller
// administrators (spec 6 authorizeShop with the team's administrator role). The store URL is checked
// here with the contract's own rule (spec 5 "invalid OAuth URL format") and again by the server; the
// privacy policy agreement is required (spec 5). Connecting asks the server for the shop's
// authorization address and goes there; Shopify's answer comes back to this page as
// ?shopify=<outcome>&shop=<domain>. The team's stores are listed with their status, and its
// administrators may disconnect one.
import { canAuthorizeShop, normaliseShopDomain, shopifyOutcomes, type EndpointOutput, type ShopifyOutcome } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownError } from '../../../components/field-errors.ts';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCallbackAnswer } from '../../../lib/use-callback-answer.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import './stores-i18n.ts';
import { useEndpointQuery, useEndpointWrite } from '../../../lib/endpoint-query.ts';

type Store = EndpointOutput<'resellStores'>['items'][number];
const isOutcome = (value: string): value is ShopifyOutcome => (shopifyOutcomes as readonly string[]).includes(value);

export function StoreAuthorizationCard() {
  const { subject } = useAccess();
  // Holders of authorizeShop who administer no team (admin, super staff) have nothing to connect here.
  if (!canAuthorizeShop(subject)) return null;
  return <StoreAuthorization />;
}

function StoreAuthorization() {
  const { t, i18n } = useTranslation();
  const write = useEndpointWrite();
  const toast = useToast();
  const stores = useEndpointQuery('resellStores');
  const [shop, setShop] = useState('');
  const [teamId, setTeamId] = useState<number | ''>('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<{ shop?: string; privacy?: string; team?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [disconnecting, setDisconnecting] = useState<Store | null>(null);

  const teams = stores.data?.teams ?? [];
  const chosenTeam = teams.length === 1 ? teams[0]!.id : teamId;
  const teamNames = new Set(teams.map((team) => team.id));
  const mine = (stores.data?.items ?? []).filter((s) => teamNames.has(s.team_id));

  const connect = async () => {
    const next: typeof errors = {};
    if (normaliseShopDomain(shop) === null) next.shop = t('messages:validation.oauthUrlFormat');
    if (!agreed) next.privacy = t('messages:validation.privacyAgreementRequired');
    if (chosenTeam === '') next.team = t('messages:validation.storeTeamRequired');
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length > 0) return;
    setStarting(true);
    try {
      const { authorize_url } = await api('shopifyOauth', {
        query: { shop: shop.trim(), privacy_agreed: 'true', ...(teams.length > 1 && chosenTeam !== '' ? { team_id: chosenTeam } : {}) },
      });
      window.location.assign(authorize_url);
    } catch (error) {
      setStarting(false);
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors({ shop: error.fields.shop, privacy: error.fields.privacy_agreed, team: error.fields.team_id });
      } else setFailure(error instanceof Error ? error.message : t('messages:errors.generic'));
    }
  };

  const disconnect = async (store: Store) => {
    await write('oauthRevoke', { query: { store_id: store.id } });
    toast(t('stores:card.disconnected', { shop: store.shop_domain }));
  };

  return (
    <SectionCard title={t('stores:card.title')} subtitle={t('stores:card.help')} testId="store-authorization">
      <Stack spacing={2}>
        <CallbackOutcome />
        {failure && (
          <Alert severity="error" data-testid="store-failure">
            {failure}
          </Alert>
        )}
        {stores.isPending ? (
          <Skeleton variant="rounded" height={48} />
        ) : stores.isError ? (
          <Alert severity="error">{stores.error.message}</Alert>
        ) : mine.length === 0 ? (
          <Typography color="text.secondary" data-testid="stores-none">
            {t('stores:card.none')}
          </Typography>
        ) : (
          <List dense disablePadding data-testid="stores-list">
            {mine.map((store) => (
              <ListItem key={store.id} disableGutters data-testid={`store-${store.shop_domain}`} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  sx={{ flex: '1 1 220px', minWidth: 0 }}
                  primary={
                    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <span style={{ overflowWrap: 'anywhere' }}>{store.name || store.shop_domain}</span>
                      <Chip
                        size="small"
                        color={store.status === 'connected' ? 'success' : 'default'}
                        variant="outlined"
                        label={t(`stores:card.status.${store.status}`)}
                        data-testid="store-status"
                      />
                    </Stack>
                  }
                  secondary={
                    <Stack component="span" sx={{ mt: 0.5 }}>
                      <span style={{ overflowWrap: 'anywhere' }}>
                        {store.shop_domain} · {store.currency}
                        {teams.length > 1 ? ` · ${store.team_name}` : ''}
                      </span>
                      <span>
                        {store.status === 'connected'
                          ? t('stores:card.connectedAt', { date: formatDateTime(store.connected_at, i18n.language) })
                          : t('stores:card.disconnectedAt', { date: formatDateTime(store.disconnected_at ?? store.connected_at, i18n.language) })}
                        {' · '}
                        {store.last_synced_at
                          ? t('stores:card.lastSynced', { date: formatDateTime(store.last_synced_at, i18n.language) })
                          : t('stores:card.neverSynced')}
                      </span>
                    </Stack>
                  }
                  slotProps={{ secondary: { component: 'div' } }}
                />
                {store.status === 'connected' && store.can_disconnect && (
                  <Button size="small" color="error" onClick={() => setDisconnecting(store)} data-testid={`store-disconnect-${store.shop_domain}`}>
                    {t('stores:card.disconnect')}
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        )}
        {/* Not a form of its own: the profile page around it is one (forms do not nest). */}
        <Stack spacing={1.5} data-testid="store-connect-form">
          {teams.length > 1 && (
            <TextField
              select
              size="small"
              label={t('stores:card.team')}
              value={teamId}
              onChange={(e) => setTeamId(Number(e.target.value))}
              {...shownError(errors.team)}
              slotProps={{ htmlInput: { 'data-testid': 'store-team' } }}
            >
              {teams.map((team) => (
                <MenuItem key={team.id} value={team.id}>
                  {team.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            size="small"
            label={t('stores:card.storeUrl')}
            placeholder="your-store.myshopify.com"
            value={shop}
            onChange={(e) => setShop(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void connect();
              }
            }}
            {...shownError(errors.shop, t('stores:card.storeUrlHelp'))}
            slotProps={{ htmlInput: { 'data-testid': 'store-url', autoComplete: 'off', spellCheck: false, maxLength: 255 } }}
          />
          <div>
            <FormControlLabel
              control={
                <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} slotProps={{ input: { 'data-testid': 'store-privacy' } as object }} />
              }
              label={
                <Typography variant="body2">
                  {t('stores:card.privacyBefore')}
                  <Link component={RouterLink} to="/privacy" target="_blank" rel="noopener">
                    {t('stores:card.privacyLink')}
                  </Link>
                  {t('stores:card.privacyAfter')}
                </Typography>
              }
            />
            {errors.privacy && <FormHelperText error>{errors.privacy}</FormHelperText>}
          </div>
          <div>
            <Button type="button" variant="contained" disabled={starting} onClick={() => void connect()} data-testid="store-connect">
              {t('stores:card.connect')}
            </Button>
          </div>
        </Stack>
      </Stack>
      {disconnecting && (
        <ConfirmDialog
          open
          title={t('stores:card.disconnectTitle')}
          body={t('stores:card.disconnectBody', { shop: disconnecting.shop_domain })}
          confirmLabel={t('stores:card.disconnect')}
          danger
          onConfirm={() => disconnect(disconnecting)}
          onClose={() => setDisconnecting(null)}
          testId="store-disconnect-dialog"
          confirmTestId="store-disconnect-confirm"
        />
      )}
    </SectionCard>
  );
}

/** Shopify's answer, as the callback put it in the address; closing it takes it out of the address. */
function CallbackOutcome() {
  const { t } = useTranslation();
  const { params, dismiss } = useCallbackAnswer(['shopify', 'shop']);
  const raw = params.get('shopify');
  const alert = useRef<HTMLDivElement>(null);
  // Back from Shopify: the card sits low on the profile, so the outcome is brought into view.
  useEffect(() => {
    if (raw !== null) alert.current?.scrollIntoView({ block: 'center' });
  }, [raw]);
  if (raw === null) return null;
  const outcome: ShopifyOutcome = isOutcome(raw) ? raw : 'failed';
  const shop = params.get('shop') ?? '';
  return (
    <Alert ref={alert} severity={outcome === 'connected' ? 'success' : 'warning'} onClose={dismiss} data-testid="store-outcome" data-outcome={outcome}>
      {t(`stores:card.outcomes.${outcome}`, { shop })}
    </Alert>
  );
}
