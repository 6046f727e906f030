// US dollars as they come: what useMoney gives when USD is chosen, for the channel pages' tests.
import { formatMoney } from '../../../lib/format.ts';
import type { Money } from '../hooks/use-money.ts';

const none = (amount: unknown): amount is null | undefined | '' => amount === null || amount === undefined || amount === '';
const whole = (amount: string) => String(Math.round(Number(amount)));

export const usd = {
  chosen: 'USD',
  currency: 'USD',
  rate: '1',
  ready: true,
  unavailable: false,
  choose: () => {},
  convert: (amount: string | null | undefined) => amount ?? null,
  convertPrecise: (amount: string | null | undefined) => amount ?? null,
  convertWhole: (amount: string | null | undefined) => (none(amount) ? null : whole(amount)),
  format: (amount: string | null | undefined) => (none(amount) ? '—' : formatMoney(amount, 'USD', 'en')),
  formatWhole: (amount: string | null | undefined) => (none(amount) ? '—' : formatMoney(whole(amount), 'USD', 'en', 0)),
  formatConverted: (amount: string | number | null | undefined) => (none(amount) ? '—' : formatMoney(String(amount), 'USD', 'en')),
  formatConvertedWhole: (amount: string | number | null | undefined) => (none(amount) ? '—' : formatMoney(String(amount), 'USD', 'en', 0)),
  plot: (amount: string | null | undefined) => (none(amount) ? null : Number(amount)),
  formatPlotted: (amount: number) => formatMoney(amount, 'USD', 'en'),
  formatAxis: (amount: number) => formatMoney(amount, 'USD', 'en'),
} as unknown as Money;
