// Customize (settings): how the dashboard opens and looks for this person in this browser. There is
// no server route for display preferences, so they stay in localStorage (lib/preferences.ts); the
// profile keeps what belongs to the account (language, currency for mail and reports). Below them,
// for staff and bulk editors, the batch creator update of the channels' settings (a server change).
import { currencies, isChannelPage, type Currency, type PageKey } from '@chorus/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { menuOptions } from '../../../components/menu-options.tsx';
import { DashboardPage } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useToast } from '../../../components/toasts.tsx';
import {
  channelPresets,
  storeChannelPreset,
  storeCurrency,
  storedChannelPreset,
  storedCurrency,
  storedLandingPage,
  storedTableDensity,
  storeLandingPage,
  storeTableDensity,
  tableDensities,
  type ChannelPreset,
  type TableDensity,
} from '../../../lib/preferences.ts';
import { usePreference } from '../../../lib/use-preference.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import '../i18n.ts';
import { CreatorUpdateSection } from './creator-update-section.tsx';

const DEFAULT = 'default';

export function CustomizePage() {
  const { t } = useTranslation();
  const { user, navigation } = useAccess();
  const toast = useToast();
  const landing = usePreference(() => storedLandingPage(user.id));
  const preset = usePreference(storedChannelPreset);
  const currency = usePreference(storedCurrency);
  const density = usePreference(storedTableDensity);
  const saved = () => toast(t('settings:customize.saved'));
  // Every choice is stored the moment it is made, and says so.
  const storing = (store: (value: string) => void) => (value: string) => {
    store(value);
    saved();
  };

  // Pages this person may open, in navigation order; a channel page opens on the current channel.
  const pages = navigation.flatMap((group) => group.items.map((item) => ({ page: item.page, group: group.key })));
  const landingValue = landing && pages.some((p) => p.page === landing) ? landing : DEFAULT;

  const reset = () => {
    storeLandingPage(user.id, null);
    storeChannelPreset(null);
    storeTableDensity('compact');
    saved();
  };

  return (
    <DashboardPage
      maxWidth={960}
      page="customize"
      subtitle={t('settings:customize.help')}
      actions={
        <Button variant="outlined" onClick={reset} data-testid="customize-reset">
          {t('settings:customize.reset')}
        </Button>
      }
    >
      <SectionCard title={t('settings:customize.startTitle')} subtitle={t('settings:customize.startHelp')}>
        <Grid container spacing={2}>
          <PreferenceSelect
            label={t('settings:customize.landingPage')}
            value={landingValue}
            onChange={storing((value) => storeLandingPage(user.id, value === DEFAULT ? null : value))}
            testId="customize-landing"
          >
            <MenuItem value={DEFAULT}>{t('settings:customize.landingDefault')}</MenuItem>
            {pages.map(({ page, group }) => (
              <MenuItem key={page} value={page} data-testid={`customize-landing-${page}`}>
                {t(`nav:groups.${group}`)} › {t(`nav:pages.${page}`)}
                {isChannelPage(page as PageKey) ? ` (${t('settings:customize.currentChannel')})` : ''}
              </MenuItem>
            ))}
          </PreferenceSelect>
          <PreferenceSelect
            label={t('settings:customize.channelPreset')}
            value={preset ?? DEFAULT}
            onChange={storing((value) => storeChannelPreset(value === DEFAULT ? null : (value as ChannelPreset)))}
            helperText={t('settings:customize.channelPresetHelp')}
            testId="customize-preset"
          >
            <MenuItem value={DEFAULT}>{t('settings:customize.presetDefault')}</MenuItem>
            {menuOptions(channelPresets, (p) => t('settings:customize.lastDays', { days: Number(p) }))}
          </PreferenceSelect>
        </Grid>
      </SectionCard>
      <SectionCard title={t('settings:customize.displayTitle')} subtitle={t('settings:customize.displayHelp')}>
        <Grid container spacing={3}>
          <PreferenceSelect
            label={t('settings:customize.currency')}
            value={currency}
            onChange={storing((value) => storeCurrency(value as Currency))}
            helperText={t('settings:customize.currencyHelp')}
            testId="customize-currency"
          >
            {menuOptions(currencies, (c) => t(`currencies.${c}`))}
          </PreferenceSelect>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {t('settings:customize.density')}
            </Typography>
            <RadioGroup row value={density} onChange={(e) => storing((value) => storeTableDensity(value as TableDensity))(e.target.value)}>
              {tableDensities.map((d) => (
                <FormControlLabel
                  key={d}
                  value={d}
                  control={<Radio size="small" />}
                  label={t(`settings:customize.densities.${d}`)}
                  data-testid={`customize-density-${d}`}
                />
              ))}
            </RadioGroup>
            <DensityPreview density={density} />
          </Grid>
        </Grid>
      </SectionCard>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('settings:customize.localNote')}
      </Typography>
      <CreatorUpdateSection />
    </DashboardPage>
  );
}

/** A half-row choice of the page. */
function PreferenceSelect({
  label,
  value,
  onChange,
  helperText,
  testId,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  helperText?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextField
        select
        fullWidth
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        helperText={helperText}
        slotProps={{ htmlInput: { 'data-testid': testId } }}
      >
        {children}
      </TextField>
    </Grid>
  );
}

/** Two sample rows at the chosen height, so the choice is visible before a table page is opened. */
function DensityPreview({ density }: { density: TableDensity }) {
  const { t } = useTranslation();
  const height = density === 'compact' ? 33 : 53;
  return (
    <Stack sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mt: 1, overflow: 'hidden' }} aria-hidden>
      {[1, 2].map((n) => (
        <Box
          key={n}
          sx={{ height, display: 'flex', alignItems: 'center', px: 2, borderTop: n > 1 ? 1 : 0, borderColor: 'divider', fontSize: 14, color: 'text.secondary' }}
        >
          {t('settings:customize.sampleRow', { n })}
        </Box>
      ))}
    </Stack>
  );
}
