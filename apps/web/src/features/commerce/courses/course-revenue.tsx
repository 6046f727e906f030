// A channel's course revenue: the chosen month per course (enrolments, gross, refunds, net, in the
// course's currency, with totals per currency) and the twelve months up to it on a chart per currency.
import { yearMonthLabel, type Currency } from '@chorus/contract';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text.tsx';
import { MonthField } from '../../../components/month-field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { monthRange, shiftMonth } from '../shared/months.ts';
import { NetRefundsChart } from '../shared/net-refunds-chart.tsx';
import { PlainTable } from '../shared/plain-table.tsx';
import { useCourseMonths, useCourseRevenue } from './api.ts';
import { monthCurrencies, monthSeries, revenueTotals } from './courses-model.ts';

export function CourseRevenueCard({ channelId, month, onMonth }: { channelId: string; month: string; onMonth: (month: string) => void }) {
  const { t, i18n } = useTranslation();
  const revenue = useCourseRevenue(channelId, month);
  const items = revenue.data?.items ?? [];
  const columns = [
    { label: t('commerce:courses.title') },
    { label: t('commerce:revenue.enrolments'), align: 'right' as const },
    { label: t('commerce:revenue.gross'), align: 'right' as const },
    { label: t('commerce:revenue.refunds'), align: 'right' as const },
    { label: t('commerce:revenue.net'), align: 'right' as const },
  ];
  const money = (amount: string, currency: Currency) => <MoneyText amount={amount} currency={currency} />;
  return (
    <SectionCard
      title={t('commerce:revenue.title')}
      subtitle={t('commerce:revenue.help')}
      testId="course-revenue"
      flush
      action={<MonthField label={t('commerce:month')} value={month} onChange={onMonth} testId="course-revenue-month" />}
    >
      <PlainTable
        columns={columns}
        testId="course-revenue-table"
        loading={revenue.isFetching}
        error={revenue.error}
        empty={t('commerce:revenue.empty', { month: yearMonthLabel(month) })}
        rows={
          revenue.data && [
            ...items.map((item) => (
              <TableRow key={item.course_id} data-testid={`course-revenue-${item.course_id}`}>
                <TableCell>{item.title}</TableCell>
                <TableCell align="right">{formatNumber(item.enrolments, i18n.language, 0)}</TableCell>
                <TableCell align="right">{money(item.gross, item.currency)}</TableCell>
                <TableCell align="right">{money(item.refunds, item.currency)}</TableCell>
                <TableCell align="right">{money(item.net, item.currency)}</TableCell>
              </TableRow>
            )),
            ...(items.length > 1
              ? revenueTotals(items).map((total) => (
                  <TableRow key={`total-${total.currency}`} data-testid={`course-revenue-total-${total.currency}`} sx={{ '& td': { fontWeight: 600 } }}>
                    <TableCell>{t('commerce:revenue.total', { currency: total.currency })}</TableCell>
                    <TableCell align="right">{formatNumber(total.enrolments, i18n.language, 0)}</TableCell>
                    <TableCell align="right">{money(total.gross, total.currency)}</TableCell>
                    <TableCell align="right">{money(total.refunds, total.currency)}</TableCell>
                    <TableCell align="right">{money(total.net, total.currency)}</TableCell>
                  </TableRow>
                ))
              : []),
          ]
        }
      />
    </SectionCard>
  );
}

export function CourseTrendCard({ channelId, month }: { channelId: string; month: string }) {
  const { t } = useTranslation();
  const from = shiftMonth(month, -11);
  const months = useCourseMonths(channelId, from, month);
  const items = months.data?.items ?? [];
  const range = monthRange(from, month);
  return (
    <SectionCard
      title={t('commerce:revenue.trend')}
      subtitle={t('commerce:revenue.trendHelp', { from: yearMonthLabel(from), to: yearMonthLabel(month) })}
      testId="course-trend"
    >
      {months.data && items.length === 0 ? (
        <Typography color="text.secondary" data-testid="course-trend-empty">
          {t('commerce:revenue.trendEmpty')}
        </Typography>
      ) : (
        <Stack spacing={2}>
          {monthCurrencies(items).map((currency) => {
            const series = monthSeries(items, range, currency);
            const label = t('commerce:revenue.trendIn', { currency });
            return (
              <div key={currency} data-testid={`course-trend-${currency}`}>
                <Typography variant="subtitle2">{label}</Typography>
                <NetRefundsChart name={`course-trend-${currency}`} label={label} months={range} {...series} currency={currency} />
              </div>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
