// Money arrives as USD decimal strings; it is shown in the chosen currency with the exchange rates
// (units per USD). All arithmetic is decimal (the contract's money helpers): no amount goes through a
// float on its way to the screen or the CSV. Charts alone get plain numbers, for drawing.
import type { Currency } from '@chorus/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { storeCurrency, storedCurrency } from '../../../lib/preferences.ts';
import { usePreference } from '../../../lib/use-preference.ts';
import { useExchangeRates } from '../api.ts';
import { convertUsd, convertUsdWhole } from './money-math.ts';
import { NO_VALUE } from './use-formatters.ts';

export type Money = ReturnType<typeof useMoney>;

export function useMoney() {
  const { i18n } = useTranslation();
  const rates = useExchangeRates();
  // The browser's display currency (sign-in page, customize page, or the money pages' own select);
  // by default the chosen language's currency.
  const chosen = usePreference(storedCurrency);
  const chosenRate = chosen === 'USD' ? '1' : (rates.data?.rates[chosen] ?? null);
  // Without a rate for the chosen currency (rates failed to load), amounts stay in USD.
  const currency: Currency = chosenRate ? chosen : 'USD';
  const rate = chosenRate ?? '1';

  return useMemo(() => {
    const convert = (usd: string | null | undefined): string | null => (usd === null || usd === undefined ? null : convertUsd(usd, rate, currency));
    return {
      chosen,
      currency,
      rate,
      choose: storeCurrency,
      ready: chosen === 'USD' || !rates.isLoading,
      unavailable: chosenRate === null && !rates.isLoading,
      convert,
      /** Converted and formatted, e.g. NT$1,234, US$1,234.50. */
      format: (usd: string | null | undefined) => {
        const amount = convert(usd);
        return amount === null ? NO_VALUE : formatMoney(amount, currency, i18n.language);
      },
      /** An amount already converted (a decimal string in `currency`), formatted. */
      formatConverted: (amount: string | number | null | undefined) =>
        amount === null || amount === undefined || amount === '' ? NO_VALUE : formatMoney(String(amount), currency, i18n.language),
      /** A quoted price (sponsorship rates) in whole units of the currency, for tables and the CSV. */
      convertWhole: (usd: string | null | undefined) => (usd === null || usd === undefined ? null : convertUsdWhole(usd, rate)),
      /** A quoted price shown in whole units: NT$492,060, US$483,203. */
      formatWhole: (usd: string | null | undefined) =>
        usd === null || usd === undefined ? NO_VALUE : formatMoney(convertUsdWhole(usd, rate), currency, i18n.language, 0),
      /** A whole amount already converted (from `convertWhole`), formatted. */
      formatConvertedWhole: (amount: string | number | null | undefined) =>
        amount === null || amount === undefined || amount === '' ? NO_VALUE : formatMoney(String(amount), currency, i18n.language, 0),
      /** RPM and prices per unit keep two more decimals in the CSV. */
      convertPrecise: (usd: string | null | undefined) => (usd === null || usd === undefined ? null : convertUsd(usd, rate, currency, 2)),
      /** For drawing only. */
      plot: (usd: string | null | undefined) => (usd === null || usd === undefined ? null : Number(convertUsd(usd, rate, currency))),
      formatPlotted: (amount: number) => formatMoney(amount, currency, i18n.language),
      /** Axis labels: whole units from 100 up (NT$21,000 rather than NT$21,000.00). */
      formatAxis: (amount: number) => formatMoney(amount, currency, i18n.language, Math.abs(amount) >= 100 ? 0 : undefined),
    };
  }, [chosen, currency, rate, rates.isLoading, chosenRate, i18n.language]);
}
