// Batch update of amounts paid (spec 2, 5): the month's template (month as YYYYMM), filled in and
// uploaded; the answer lists each refused row with its reason, the good rows are applied.
import type { PaymentBatchResult } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowResultsTable, type RowResultColumn } from '../../../components/row-results.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { XlsxFilePicker } from '../../../components/xlsx-file-picker.tsx';
import { download } from '../../../lib/api-client.ts';
import { useEndpointWrite } from '../../../lib/endpoint-query.ts';
import { useAction } from '../../../lib/use-action.ts';
import { MonthField, previousMonth } from '../../../components/month-field.tsx';

export function PaymentBatch() {
  const { t } = useTranslation();
  const write = useEndpointWrite();
  const [month, setMonth] = useState(previousMonth());
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<PaymentBatchResult | null>(null);
  const { busy, failure, run } = useAction();
  const send = () =>
    run(async () => {
      if (!file) return;
      const form = new FormData();
      form.append('file', file);
      setResult(await write('ledgerPaymentsBatch', { form }));
      setFile(null);
    });
  const columns: RowResultColumn<PaymentBatchResult['rows'][number]>[] = [
    { label: t('ledger:payments.row'), cell: (r) => r.row },
    { label: t('ledger:payments.channelId'), cell: (r) => r.channel_id || '—', sx: { overflowWrap: 'anywhere' } },
    {
      label: t('ledger:payments.result'),
      cell: (r) => (r.status === 'updated' ? t('ledger:payments.updated') : (r.message ?? r.error)),
      sx: { color: (theme) => theme.palette.text.primary },
    },
  ];
  return (
    <SectionCard title={t('ledger:payments.batchTitle')} subtitle={t('ledger:payments.batchHelp')} testId="payment-batch">
      <Stack spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <MonthField label={t('ledger:payments.revenueMonth')} value={month} onChange={setMonth} testId="payment-template-month" />
          <Button
            variant="outlined"
            disabled={busy || month.length !== 6}
            onClick={() => void run(() => download('ledgerPaymentsTemplate', { query: { month } }, `payments-${month}.xlsx`))}
            data-testid="payment-template"
          >
            {t('ledger:payments.template')}
          </Button>
        </Stack>
        <XlsxFilePicker file={file} onChange={setFile} texts="ledger:payments" disabled={busy} testId="payment-file">
          <Button variant="contained" disabled={!file || busy} onClick={() => void send()} data-testid="payment-upload">
            {t('ledger:payments.upload')}
          </Button>
        </XlsxFilePicker>
        {result && (
          <>
            <Typography data-testid="payment-batch-summary">{t('ledger:payments.batchDone', { updated: result.updated, failed: result.failed })}</Typography>
            <RowResultsTable columns={columns} rows={result.rows} rowTestId="payment-batch-row" maxHeight={320} />
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
