// The currency money is shown in; the choice is kept in this browser like the sign-in page's.
import { currencies } from '@chorus/contract';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field.tsx';
import { formatRate } from '../../../lib/format.ts';
import type { Money } from '../hooks/use-money.ts';

export function CurrencySelect({ money }: { money: Money }) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('currency')}
      value={money.chosen}
      onChange={money.choose}
      options={currencies.map((c) => ({ value: c, label: t(`currencies.${c}`), testId: `currency-${c}` }))}
      sx={{ minWidth: 170 }}
      testId="currency-select"
    />
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
