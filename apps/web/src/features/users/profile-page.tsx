// Profile (spec 2): view and edit one's own details, picture and password; see one's channels, their
// profit ratio, where one's money goes, one's YouTube channel authorizations and (advertiser and
// reseller administrators) store authorization. The channel, YouTube and payout sections show only
// to people who work on channels (contract worksOnChannels, the rule the server refuses them by).
import {
  currencies,
  editUserInfoInputSchema,
  genders,
  identityTypes,
  languages,
  worksOnChannels,
  type EditUserInfoInput,
  type UserInfo,
} from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/date-field.tsx';
import { errorText, fieldErrors, serverFieldErrors } from '../../components/field-errors.ts';
import { languageNames } from '../../lib/language-names.ts';
import { menuOptions } from '../../components/menu-options.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { useToast } from '../../components/toasts.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { changeLanguage } from '../../lib/i18n.ts';
import { storeLanguage } from '../../lib/preferences.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useAccess } from '../../lib/session/access-context.tsx';
import { AvatarUpload } from './components/avatar-upload.tsx';
import { ChangePasswordDialog } from './components/change-password-dialog.tsx';
import { ContinueAuthorization } from './components/continue-authorization.tsx';
import { PayoutRecipient } from './components/payout-recipient.tsx';
import { ProfitRatioCard } from './components/profit-ratio-card.tsx';
import { StoreAuthorizationCard } from './components/store-authorization-card.tsx';
import { YoutubeAuthorizations } from './components/youtube-authorizations.tsx';
import { useEndpointCache, useEndpointWrite } from '../../lib/endpoint-query.ts';
import { useAction } from '../../lib/use-action.ts';

/** Bank details are not edited here: they are the channel's remittance recipient (PayoutRecipient). */
type Form = Record<Exclude<keyof EditUserInfoInput, 'user_id' | `beneficiary_${string}`>, string>;

/** Identity numbers arrive masked; their input starts empty and is sent only when typed. */
const secretFields = new Set(['identity_number']);

function formOf(user: UserInfo): Form {
  return {
    name: user.name,
    phone: user.phone ?? '',
    gender: user.gender,
    language: user.language,
    currency: user.currency,
    date_of_birth: user.date_of_birth ?? '',
    residence_address: user.residence_address ?? '',
    current_address: user.current_address ?? '',
    company_address: user.company_address ?? '',
    identity_type: user.identity_type ?? '',
    identity_number: '',
    uniform_numbers: user.uniform_numbers ?? '',
    donate_account: user.donate_account ?? '',
  };
}

/** Only what changed is sent; an emptied optional field becomes null. */
function changes(initial: Form, form: Form): Partial<EditUserInfoInput> {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(form) as (keyof Form)[]) {
    if (form[key] === initial[key]) continue;
    if (secretFields.has(key) && form[key] === '') continue;
    patch[key] = form[key] === '' && !['name', 'phone'].includes(key) ? null : form[key];
  }
  return patch as Partial<EditUserInfoInput>;
}

export function ProfilePage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('nav:pages.info'));
  const { user, can, subject } = useAccess();
  const onChannels = worksOnChannels(subject);
  const toast = useToast();
  const write = useEndpointWrite();
  const cache = useEndpointCache();
  const initial = useMemo(() => formOf(user), [user]);
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A refusal names its fields under them, and says itself under the form.
  const { busy, failure, run } = useAction({
    onError: (error) => error instanceof ApiError && Object.keys(error.fields).length > 0 && setErrors(serverFieldErrors(error.fields)),
  });
  const [passwordOpen, setPasswordOpen] = useState(false);
  const editable = can('editProfile');
  const patch = changes(initial, form);
  const dirty = Object.keys(patch).length > 0;

  const set = (key: keyof Form) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value }));
  const field = (key: keyof Form) => ({
    value: form[key],
    onChange: set(key),
    error: Boolean(errors[key]),
    helperText: errorText(errors[key], t),
    disabled: !editable,
    fullWidth: true,
    name: key,
    slotProps: { htmlInput: { 'data-testid': `profile-${key}` } },
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(editUserInfoInputSchema, patch);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const updated = await run(() => write('editUserInfo', { body: patch }));
    if (!updated) return;
    setForm(formOf(updated));
    if (patch.language && patch.language !== i18n.language) {
      storeLanguage(patch.language);
      void changeLanguage(patch.language);
    }
    toast(t('messages:success.saved'));
  };

  return (
    <Box component="form" onSubmit={save} noValidate sx={{ maxWidth: 1100 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3, flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h4" component="h1">
          {t('nav:pages.info')}
        </Typography>
        <Stack direction="row" spacing={1}>
          {can('changePassword') && (
            <Button variant="outlined" onClick={() => setPasswordOpen(true)} data-testid="open-change-password">
              {t('profile.changePassword')}
            </Button>
          )}
          {editable && (
            <Button type="submit" variant="contained" disabled={!dirty || busy} data-testid="profile-save">
              {t('save')}
            </Button>
          )}
        </Stack>
      </Stack>
      <ContinueAuthorization />
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <SectionCard title={t('profile.basic')}>
            <Stack spacing={3}>
              <AvatarUpload name={user.name} avatarId={user.avatar_id} canEdit={editable} onUploaded={() => void cache.refresh('userInfo')} />
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField label={t('profile.realName')} required autoComplete="name" {...field('name')} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField label={t('profile.email')} value={user.email} disabled fullWidth helperText={t('profile.emailHelp')} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField label={t('profile.mobile')} autoComplete="tel" {...field('phone')} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField select label={t('profile.gender')} {...field('gender')}>
                    {menuOptions(genders, (g) => t(`profile.genders.${g}`))}
                  </TextField>
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <DateField label={t('profile.dateOfBirth')} {...field('date_of_birth')} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
                  <TextField select label={t('language')} {...field('language')}>
                    {menuOptions(languages, (l) => languageNames[l])}
                  </TextField>
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField select label={t('currency')} {...field('currency')}>
                    {menuOptions(currencies, (c) => t(`currencies.${c}`))}
                  </TextField>
                </Grid>
              </Grid>
            </Stack>
          </SectionCard>
          <SectionCard title={t('profile.addresses')}>
            <Grid container spacing={2}>
              <Grid size={12}>
                <TextField label={t('profile.residenceAddress')} {...field('residence_address')} />
              </Grid>
              <Grid size={12}>
                <TextField label={t('profile.currentAddress')} {...field('current_address')} />
              </Grid>
            </Grid>
          </SectionCard>
          {onChannels && (
            <SectionCard title={t('profile.payout')} subtitle={t('profile.payoutHelp')} testId="profile-payout">
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <TextField select label={t('profile.identityType')} {...field('identity_type')}>
                    <MenuItem value="">—</MenuItem>
                    {menuOptions(identityTypes, (type) => t(`profile.identityTypes.${type}`))}
                  </TextField>
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <TextField label={t('profile.identityNumber')} placeholder={user.identity_number ?? ''} {...field('identity_number')} />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <TextField label={t('profile.uniformNumbers')} {...field('uniform_numbers')} />
                </Grid>
                <Grid size={12}>
                  <TextField label={t('profile.companyAddress')} {...field('company_address')} />
                </Grid>
                <Grid size={12}>
                  <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                    {t('profile.recipient.title')}
                  </Typography>
                  <PayoutRecipient />
                </Grid>
              </Grid>
            </SectionCard>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SectionCard title={t('profile.account')}>
            <Stack spacing={1.5}>
              <Detail label={t('profile.role')}>
                <Chip size="small" color="primary" variant="outlined" label={t(`nav:roles.${user.account_type}`)} data-testid="profile-role" />
              </Detail>
              {user.account && <Detail label={t('profile.loginAccount')}>{user.account}</Detail>}
              <Detail label={t('profile.lastLogin')}>{user.last_login_at ? formatDateTime(user.last_login_at, i18n.language) : '—'}</Detail>
              <Detail label={t('profile.memberSince')}>{formatDateTime(user.created_at, i18n.language)}</Detail>
            </Stack>
          </SectionCard>
          {onChannels && (
            <SectionCard title={t('profile.channels')} testId="profile-channels">
              {user.channels.length === 0 ? (
                <Typography color="text.secondary">{t('profile.noChannels')}</Typography>
              ) : (
                <List dense disablePadding>
                  {user.channels.map((c) => (
                    <ListItem key={c.channel_id} disableGutters secondaryAction={<Chip size="small" label={t(`nav:memberTypes.${c.member_type}`)} />}>
                      <ListItemText primary={c.channel_title} secondary={c.channel_id} />
                    </ListItem>
                  ))}
                </List>
              )}
            </SectionCard>
          )}
          {onChannels && <ProfitRatioCard />}
          {onChannels && <YoutubeAuthorizations />}
          {can('authorizeShop') && <StoreAuthorizationCard />}
        </Grid>
      </Grid>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Box>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ textAlign: 'right' }}>
        {children}
      </Typography>
    </Stack>
  );
}
