// A month's revenue status for finance: which reports are in or missing, whether the month is
// finalised, and reconciliation per revenue type against the payment summary.
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text.tsx';
import { HeadingRow } from '../../../components/paged-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { monthLabel } from '../../../components/month-field.tsx';
import { useRevenueMonthStatus } from './api.ts';

const reconciliationColors = { matched: 'success', mismatch: 'error', no_payment_summary: 'default', reports_missing: 'warning' } as const;

export function MonthStatusCard({ month }: { month: string }) {
  const { t } = useTranslation();
  const status = useRevenueMonthStatus(month);
  const data = status.data;
  return (
    <SectionCard title={t('accounting:status.title', { month: monthLabel(month) })} subtitle={t('accounting:status.help')} testId="accounting-month-status">
      {status.isFetching && <LinearProgress />}
      {status.error && <Alert severity="error">{status.error.message}</Alert>}
      {data && (
        <>
          {data.closed && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('accounting:status.closed')}
            </Alert>
          )}
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('accounting:status.reports')}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
            {data.reports
              .filter((r) => r.expected || r.uploaded)
              .map((r) => (
                <Chip
                  key={r.report_type}
                  size="small"
                  color={r.uploaded ? 'success' : 'warning'}
                  variant={r.uploaded ? 'filled' : 'outlined'}
                  label={`${t(`accounting:reports.${r.report_type}`)} · ${r.uploaded ? t('accounting:status.uploaded') : t('accounting:status.missing')}`}
                  data-testid={`accounting-report-${r.report_type}`}
                />
              ))}
          </Stack>
          {data.missing_reports.length > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="accounting-missing">
              {t('accounting:status.missingHint', {
                reports: data.missing_reports.map((r) => t(`accounting:reports.${r}`)).join(t('accounting:listSeparator')),
              })}
            </Alert>
          )}
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('accounting:status.reconciliation')}
          </Typography>
          <Table size="small" data-testid="accounting-reconciliation">
            <HeadingRow
              columns={[
                { label: t('accounting:status.revenueType') },
                { label: t('accounting:status.reportsTotal'), align: 'right' },
                { label: t('accounting:status.paymentSummary'), align: 'right' },
                { label: t('accounting:status.difference'), align: 'right' },
                { label: t('accounting:upload.status') },
              ]}
            />
            <TableBody>
              {data.reconciliation.map((r) => (
                <TableRow key={r.revenue_type}>
                  <TableCell>{t(`accounting:revenueTypes.${r.revenue_type}`)}</TableCell>
                  <TableCell align="right">
                    <MoneyText amount={r.reports_total} currency="USD" />
                  </TableCell>
                  <TableCell align="right">{r.payment_summary === null ? '—' : <MoneyText amount={r.payment_summary} currency="USD" />}</TableCell>
                  <TableCell align="right">{r.difference === null ? '—' : <MoneyText amount={r.difference} currency="USD" />}</TableCell>
                  <TableCell>
                    <Chip size="small" color={reconciliationColors[r.status]} label={t(`accounting:reconciliation.${r.status}`)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </SectionCard>
  );
}
