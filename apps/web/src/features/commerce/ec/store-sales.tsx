// One store's sales month by month: net sales and refunds on a chart (the twelve months up to the
// latest), and every month's orders, gross, refunds netted and net in the store's currency.
import { yearMonthLabel, type EcSalesItem } from '@chorus/contract';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { AnyMoney } from '../shared/any-money.tsx';
import { NetRefundsChart } from '../shared/net-refunds-chart.tsx';
import { PlainTable } from '../shared/plain-table.tsx';
import { salesRange, salesSeries, storeMonths } from './ec-model.ts';

export function StoreSales({ items, storeId, currency }: { items: EcSalesItem[]; storeId: number; currency: string }) {
  const { t, i18n } = useTranslation();
  const range = salesRange(items, storeId);
  const series = salesSeries(items, storeId, range);
  const { rows, total } = storeMonths(items, storeId);
  const money = (amount: string) => <AnyMoney amount={amount} currency={currency} />;
  const columns = [
    { label: t('commerce:month') },
    { label: t('commerce:ec.orders'), align: 'right' as const },
    { label: t('commerce:revenue.gross'), align: 'right' as const },
    { label: t('commerce:revenue.refunds'), align: 'right' as const },
    { label: t('commerce:revenue.net'), align: 'right' as const },
  ];
  return (
    <SectionCard title={t('commerce:ec.sales')} subtitle={t('commerce:ec.salesHelp')} testId="ec-sales">
      {rows.length > 0 && <NetRefundsChart name="ec-sales" label={t('commerce:ec.salesChart')} months={range} {...series} currency={currency} />}
      <PlainTable
        columns={columns}
        testId="ec-sales-table"
        empty={t('commerce:ec.noSales')}
        rows={[
          ...rows.map((row) => (
            <TableRow key={row.month} data-testid={`ec-sales-${row.month}`}>
              <TableCell>{yearMonthLabel(row.month)}</TableCell>
              <TableCell align="right">{formatNumber(row.orders, i18n.language, 0)}</TableCell>
              <TableCell align="right">{money(row.gross)}</TableCell>
              <TableCell align="right">{money(row.refunds)}</TableCell>
              <TableCell align="right">{money(row.net)}</TableCell>
            </TableRow>
          )),
          ...(rows.length > 1
            ? [
                <TableRow key="total" data-testid="ec-sales-total" sx={{ '& td': { fontWeight: 600 } }}>
                  <TableCell>{t('commerce:ec.allMonths')}</TableCell>
                  <TableCell align="right">{formatNumber(total.orders, i18n.language, 0)}</TableCell>
                  <TableCell align="right">{money(total.gross)}</TableCell>
                  <TableCell align="right">{money(total.refunds)}</TableCell>
                  <TableCell align="right">{money(total.net)}</TableCell>
                </TableRow>,
              ]
            : []),
        ]}
      />
    </SectionCard>
  );
}
