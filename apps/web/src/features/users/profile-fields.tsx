// The profile's editable sections: basic details (with the picture), addresses and, for people who
// work on channels, the payout identity above the channel's remittance recipient.
import { currencies, genders, identityTypes, languages, type UserInfo } from '@chorus/contract';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/date-field.tsx';
import { errorText } from '../../components/field-errors.ts';
import { menuOptions } from '../../components/menu-options.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { languageNames } from '../../lib/language-names.ts';
import type { ProfileForm } from './profile-model.ts';

export type ProfileFieldsProps = {
  user: UserInfo;
  form: ProfileForm;
  /** Refusals by field (message keys). */
  errors: Record<string, string>;
  editable: boolean;
  onChannels: boolean;
  onChange: (key: keyof ProfileForm, value: string) => void;
  /** The picture and its upload. */
  avatar: ReactNode;
  /** The channel's remittance recipient, under the payout identity. */
  payoutRecipient: ReactNode;
};

export function ProfileFields({ user, form, errors, editable, onChannels, onChange, avatar, payoutRecipient }: ProfileFieldsProps) {
  const { t } = useTranslation();
  const field = (key: keyof ProfileForm) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => onChange(key, event.target.value),
    error: Boolean(errors[key]),
    helperText: errorText(errors[key], t),
    disabled: !editable,
    fullWidth: true,
    name: key,
    slotProps: { htmlInput: { 'data-testid': `profile-${key}` } },
  });
  return (
    <>
      <SectionCard title={t('profile.basic')}>
        <Stack spacing={3}>
          {avatar}
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
              {payoutRecipient}
            </Grid>
          </Grid>
        </SectionCard>
      )}
    </>
  );
}
