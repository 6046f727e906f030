// An amount on screen: rounded to the currency's places, the exact value a hover away (title), digits
// of one width so columns line up.
import type { Currency } from '@chorus/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatMoneyExact } from '../lib/format.ts';

export function MoneyText({ amount, currency, digits }: { amount: string | null | undefined; currency: Currency; digits?: number }) {
  const { i18n } = useTranslation();
  if (amount === null || amount === undefined || amount === '') return <>—</>;
  return (
    <span title={formatMoneyExact(amount, currency, i18n.language)} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatMoney(amount, currency, i18n.language, digits)}
    </span>
  );
}
