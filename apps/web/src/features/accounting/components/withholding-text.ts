// How a withholding rule reads (issue 30), for the statement's withholding line and the payees' tax
// profiles: "Japan resident: 10.21 %, 20.42 % above ¥1,000,000". Pure: handed the translate function.
import type { WithholdingCurrency } from '@chorus/contract';
import { countryName, formatMoney } from '../../../lib/format.ts';

export type RuleFields = {
  country: string;
  resident: boolean;
  currency: WithholdingCurrency;
  rate: string;
  exempt_up_to: string | null;
  upper_from: string | null;
  upper_rate: string | null;
};

type T = (key: string, vars?: Record<string, string | number>) => string;

export function withholdingRuleText(rule: RuleFields, t: T, language: string): string {
  const money = (amount: string) => formatMoney(amount, rule.currency, language, rule.currency === 'JPY' ? 0 : amount.includes('.') ? 2 : 0);
  const who = t(rule.resident ? 'ledger:withholding.resident' : 'ledger:withholding.nonResident', { country: countryName(rule.country, language) });
  if (Number(rule.rate) === 0 && rule.upper_rate === null) return `${who}: ${t('ledger:withholding.none')}`;
  const parts = [t('ledger:withholding.rate', { rate: rule.rate })];
  if (rule.upper_from !== null && rule.upper_rate !== null) parts.push(t('ledger:withholding.upper', { rate: rule.upper_rate, from: money(rule.upper_from) }));
  if (rule.exempt_up_to !== null) parts.push(t('ledger:withholding.exempt', { amount: money(rule.exempt_up_to) }));
  return `${who}: ${parts.join(t('ledger:withholding.separator'))}`;
}
