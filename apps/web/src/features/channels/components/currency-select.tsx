// The currency money is shown in; the choice is kept in this browser like the sign-in page's.
import { currencies, type Currency } from '@chorus/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { formatRate } from '../../../lib/format.ts';
import type { Money } from '../hooks/use-money.ts';

export function CurrencySelect({ money }: { money: Money }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('currency')}
      value={money.chosen}
      onChange={(e) => money.choose(e.target.value as Currency)}
      sx={{ minWidth: 170 }}
      slotProps={{ htmlInput: { 'data-testid': 'currency-select' } }}
    >
      {currencies.map((c) => (
        <MenuItem key={c} value={c} data-testid={`currency-${c}`}>
          {t(`currencies.${c}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** "1 USD = 31.85 TWD", or a note that rates are missing and amounts stay in USD. */
export function RateNote({ money }: { money: Money }) {
  const { t, i18n } = useTranslation();
  if (money.unavailable) return <>{t('analytics:money.ratesUnavailable')}</>;
  if (money.currency === 'USD') return <>{t('analytics:money.inUsd')}</>;
  const rate = formatRate(money.rate, i18n.language);
  return <>{t('analytics:money.rate', { rate, currency: money.currency })}</>;
}
