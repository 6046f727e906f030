// Net revenue and refunds month by month in one currency (course revenue, a store's sales).
import { yearMonthLabel } from '@chorus/contract';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/charts/echart.tsx';
import { formatAnyMoney } from './any-money.tsx';
import { monthlyBars } from './monthly-chart.ts';

type Props = { name: string; label: string; months: readonly string[]; net: readonly (string | null)[]; refunds: readonly (string | null)[]; currency: string };

export function NetRefundsChart({ name, label, months, net, refunds, currency }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <EChart
      name={name}
      label={label}
      height={240}
      option={monthlyBars({
        months,
        formatMonth: yearMonthLabel,
        formatValue: (v) => formatAnyMoney(v, currency, i18n.language),
        series: [
          { name: t('commerce:revenue.net'), values: net },
          { name: t('commerce:revenue.refunds'), values: refunds },
        ],
      })}
    />
  );
}
