// Spec 3 payment records on the payment page: filtered by revenue month, channel or payee, with the
// filter's totals and its export (CSV, xlsx); the amount paid is entered only with a single channel
// chosen (spec 5); the batch update sits below.
import type { PaymentRow } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownError } from '../../../components/field-errors.ts';
import { FigureCell, PageControls, usePaging } from '../../../components/paged-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { scrollCue } from '../../../components/table-scroll.ts';
import { useToast } from '../../../components/toasts.tsx';
import { ApiError, download } from '../../../lib/api-client.ts';
import { useEndpointMutation } from '../../../lib/endpoint-query.ts';
import { useAction } from '../../../lib/use-action.ts';
import { MoneyText } from '../../../components/money-text.tsx';
import { formatRate } from '../../../lib/format.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { ChannelField } from './channel-field.tsx';
import { usePayments } from './api.ts';
import { monthLabel, MonthField } from '../../../components/month-field.tsx';
import { PaymentBatch } from './payment-batch.tsx';
import { ExportButtons } from '../../../components/export-buttons.tsx';

/** The e-mail yields its width to the money columns: cut with "…", the whole address on hover. */
const yielding = { maxWidth: 110, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const columns = [
  'userEmail',
  'userName',
  'userCategory',
  'channelId',
  'revenueMonth',
  'paymentMonth',
  'revenueTwd',
  'rate',
  'due',
  'paid',
  'unpaid',
  'paidCumulative',
] as const;
const moneyColumns = new Set<(typeof columns)[number]>(['revenueTwd', 'rate', 'due', 'paid', 'unpaid', 'paidCumulative']);

export function PaymentsPanel() {
  const { t, i18n } = useTranslation();
  const { can } = useAccess();
  const [month, setMonth] = useState('');
  const [channelId, setChannelId] = useState<string | null>(null);
  const [q, setQ] = useState('');
  // A page at a time: a month of a large network has a record per channel.
  const paging = usePaging(50);
  const filters = {
    month: month || undefined,
    channel_id: channelId ?? undefined,
    q: q.trim() || undefined,
    page: paging.page + 1,
    page_size: paging.pageSize,
  };
  const payments = usePayments(filters);
  const twd = (amount: string | null) => <MoneyText amount={amount} currency="TWD" />;
  const editable = can('updateAccounting') && channelId !== null;
  // The file holds every row of the filter (every page); its money adds up to the totals line.
  const exporter = useAction({ report: 'toast' });
  const exportAs = (format: 'csv' | 'xlsx') =>
    void exporter.run(() =>
      download('ledgerPaymentsExport', { query: { month: filters.month, channel_id: filters.channel_id, q: filters.q, format } }, `payment-records.${format}`),
    );
  const totals = payments.data?.totals;
  return (
    <Stack spacing={3}>
      <SectionCard
        title={t('ledger:pages.payment.title')}
        testId="payments"
        action={
          <ExportButtons
            testId="payments"
            labels={{ csv: t('ledger:payments.exportCsv'), xlsx: t('ledger:payments.exportXlsx') }}
            busy={exporter.busy}
            onExport={exportAs}
          />
        }
      >
        <Stack spacing={2}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
            <MonthField label={t('ledger:payments.revenueMonth')} value={month} onChange={paging.filter(setMonth)} testId="payments-month" />
            <div style={{ minWidth: 300, flex: 1 }}>
              <ChannelField value={channelId} onChange={paging.filter(setChannelId)} testId="payments-channel" />
            </div>
            <TextField size="small" label={t('ledger:payments.search')} value={q} onChange={(e) => paging.filter(setQ)(e.target.value)} />
          </Stack>
          {can('updateAccounting') && channelId === null && <Typography color="text.secondary">{t('ledger:payments.singleChannel')}</Typography>}
          {payments.isError && <Alert severity="error">{payments.error.message}</Alert>}
          {payments.data?.rows.length === 0 && <Typography color="text.secondary">{t('ledger:payments.empty')}</Typography>}
          {payments.data && payments.data.rows.length > 0 && (
            <div>
              <TableContainer sx={scrollCue}>
                <Table size="small" data-testid="payments-table" sx={{ '& td, & th': { px: 0.75 } }}>
                  <TableHead>
                    <TableRow>
                      {columns.map((key) => (
                        <TableCell key={key} align={moneyColumns.has(key) ? 'right' : 'left'} sx={key === 'rate' ? { whiteSpace: 'nowrap' } : undefined}>
                          {t(`ledger:payments.${key}`)}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {payments.data.rows.map((r) => (
                      <TableRow key={r.id} data-testid="payment-row">
                        <TableCell sx={yielding} title={r.user_email} data-testid="payment-email">
                          {r.user_email}
                        </TableCell>
                        <TableCell>{r.user_name}</TableCell>
                        <TableCell sx={{ minWidth: '4.5em' }}>{t(`nav:roles.${r.user_category}`)}</TableCell>
                        <TableCell sx={{ fontFamily: 'monospace', fontSize: 11 }}>{r.channel_id}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{monthLabel(r.revenue_month)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.payout_date}</TableCell>
                        <FigureCell>{twd(r.revenue_twd)}</FigureCell>
                        <FigureCell>{formatRate(r.rate, i18n.language)}</FigureCell>
                        <FigureCell>{twd(r.due_twd)}</FigureCell>
                        <FigureCell>{editable ? <PaidCell row={r} /> : twd(r.paid_twd)}</FigureCell>
                        <FigureCell>{twd(r.unpaid_twd)}</FigureCell>
                        <FigureCell>{twd(r.paid_cumulative_twd)}</FigureCell>
                      </TableRow>
                    ))}
                  </TableBody>
                  {totals && (
                    <TableFooter data-testid="payments-totals">
                      <TableRow sx={{ '& td': { color: 'text.primary', fontWeight: 600, fontSize: 14 } }}>
                        <TableCell colSpan={6}>{t('ledger:payments.totals', { count: payments.data.total ?? payments.data.rows.length })}</TableCell>
                        <FigureCell data-testid="payments-total-revenue" data-amount={totals.revenue_twd}>
                          {twd(totals.revenue_twd)}
                        </FigureCell>
                        <TableCell />
                        <FigureCell data-amount={totals.due_twd}>{twd(totals.due_twd)}</FigureCell>
                        <FigureCell data-testid="payments-total-paid" data-amount={totals.paid_twd}>
                          {twd(totals.paid_twd)}
                        </FigureCell>
                        <FigureCell data-amount={totals.unpaid_twd}>{twd(totals.unpaid_twd)}</FigureCell>
                        <TableCell />
                      </TableRow>
                    </TableFooter>
                  )}
                </Table>
              </TableContainer>
              <PageControls total={payments.data.total ?? payments.data.rows.length} paging={paging} pageSizes={[25, 50, 100, 200]} />
            </div>
          )}
        </Stack>
      </SectionCard>
      {can('updateAccounting') && <PaymentBatch />}
    </Stack>
  );
}

/** The amount paid of one record, entered in place (one channel is chosen). */
function PaidCell({ row }: { row: PaymentRow }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [value, setValue] = useState(row.paid_twd ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = useEndpointMutation('ledgerPaidSet', {
    onSuccess: () => {
      setError(undefined);
      toast(t('ledger:saved'));
    },
    onError: (e) => (e instanceof ApiError && e.fields.paid_twd ? setError(e.fields.paid_twd) : toast(e.message, 'error')),
  });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', minWidth: 220 }}>
      <TextField
        size="small"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        {...shownError(error)}
        placeholder={row.due_twd}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': t('ledger:payments.paidAmount'), 'data-testid': `paid-${row.revenue_month}` } }}
        sx={{ width: 130 }}
      />
      <Button
        size="small"
        disabled={save.isPending}
        onClick={() =>
          save.mutate({ body: { channel_id: row.channel_id, revenue_month: row.revenue_month, paid_twd: value.trim() === '' ? null : value.trim() } })
        }
        data-testid={`paid-save-${row.revenue_month}`}
      >
        {t('ledger:save')}
      </Button>
    </Stack>
  );
}
