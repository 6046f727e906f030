// An amount in a currency the server names as text (a store's currency): the app's money format for
// the currencies it knows (rounded to the currency's minor unit), else the amount with its code.
import { currencies, type Currency } from '@chorus/contract';
import { MoneyText } from '../../../components/money-text.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';

const known = (currency: string): currency is Currency => (currencies as readonly string[]).includes(currency);

export function AnyMoney({ amount, currency }: { amount: string | null; currency: string }) {
  if (known(currency)) return <MoneyText amount={amount} currency={currency} />;
  return <>{amount === null ? '—' : `${amount} ${currency}`}</>;
}

/** A chart's value in the store's currency (rounded as on screen). */
export const formatAnyMoney = (value: number, currency: string, language: string) =>
  known(currency) ? formatMoney(value, currency, language) : `${formatNumber(value, language, 2)} ${currency}`;
