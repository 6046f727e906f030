// The deductions section of the accounting page (spec 2 "Deductions upload", spec 3 columns, spec 5):
// choose the month, download the template, upload the month's CSV (USD only); the upload replaces
// the month's deductions, or changes nothing and lists every refused line. Below, the month's
// deductions as they stand.
import { addMonths, DEDUCTION_COLUMNS, type DeductionUploadResult } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon, UploadFileIcon } from '../../../components/icons.tsx';
import { FigureCell, outlinedFrame, RowsTable, type Column } from '../../../components/paged-table.tsx';
import { RowResultsTable } from '../../../components/row-results.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { download } from '../../../lib/api-client.ts';
import { useEndpointWrite } from '../../../lib/endpoint-query.ts';
import { useAction } from '../../../lib/use-action.ts';
import { MoneyText } from '../../../components/money-text.tsx';
import '../i18n.ts';
import { useDeductions } from './api.ts';

/** The month before the current one, as YYYYMM: the month whose deductions are usually uploaded. */
function lastMonth(): string {
  const now = new Date();
  return addMonths(`${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}`, -1);
}
const toInput = (month: string) => `${month.slice(0, 4)}-${month.slice(4, 6)}`;
const fromInput = (value: string) => value.replace('-', '');

export function DeductionsSection() {
  const { t } = useTranslation();
  const write = useEndpointWrite();
  const [month, setMonth] = useState(lastMonth);
  const [file, setFile] = useState<File | null>(null);
  const { busy, failure, reset, run } = useAction();
  const [result, setResult] = useState<DeductionUploadResult | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useDeductions(month);
  const usd = (amount: string) => <MoneyText amount={amount} currency="USD" />;

  const changeMonth = (value: string) => {
    setMonth(fromInput(value));
    setResult(null);
    reset();
  };
  const upload = async () => {
    if (!file) return;
    setResult(null);
    await run(async () => {
      const form = new FormData();
      form.append('file', file);
      const answer = await write('deductionUpload', { query: { month }, form });
      setResult(answer);
      if (answer.status === 'replaced') {
        setFile(null);
        if (input.current) input.current.value = '';
      }
    });
  };
  const template = () => run(() => download('deductionTemplate', {}, 'deductions-template.csv'));

  const columns: Column[] = [
    { label: t('payees:deductions.channel') },
    { label: t('payees:deductions.type') },
    { label: t('payees:deductions.amount'), align: 'right' },
  ];
  const rows = list.data?.deductions ?? [];

  return (
    <SectionCard
      title={t('payees:deductions.title')}
      subtitle={t('payees:deductions.help', { columns: DEDUCTION_COLUMNS.join(', ') })}
      testId="deductions-section"
    >
      <Stack spacing={2}>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            type="month"
            size="small"
            label={t('payees:deductions.month')}
            value={toInput(month)}
            onChange={(e) => e.target.value && changeMonth(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '2000-01', max: '2099-12', 'data-testid': 'deductions-month' } }}
          />
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void template()} data-testid="deductions-template">
            {t('payees:deductions.template')}
          </Button>
        </Stack>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={busy}>
            {t('payees:deductions.chooseFile')}
          </Button>
          <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }} data-testid="deductions-file-name">
            {file ? file.name : t('payees:deductions.noFile')}
          </Typography>
          <input
            ref={input}
            type="file"
            hidden
            accept=".csv,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setResult(null);
            }}
            data-testid="deductions-file"
          />
          <Button variant="contained" onClick={() => void upload()} disabled={!file || busy} data-testid="deductions-upload">
            {t('payees:deductions.upload', { month: toInput(month) })}
          </Button>
        </Stack>
        {busy && <LinearProgress />}
        {failure && (
          <Alert severity="error" data-testid="deductions-error">
            {failure}
          </Alert>
        )}
        {result?.status === 'replaced' && (
          <Alert severity="success" data-testid="deductions-done">
            {t('payees:deductions.replaced', { month: toInput(result.year_month), created: result.records_created, replaced: result.records_replaced })}
          </Alert>
        )}
        {result?.status === 'rejected' && (
          <Stack spacing={1} data-testid="deductions-rejected">
            <Alert severity="error">{t('payees:deductions.rejected', { lines: result.errors.length })}</Alert>
            <RowResultsTable
              rows={result.errors.map((e) => ({ ...e, row: e.line }))}
              rowTestId="deductions-error-line"
              maxHeight={280}
              columns={[
                { label: t('payees:deductions.line'), cell: (e) => e.line },
                { label: t('payees:deductions.reason'), cell: (e) => e.message },
              ]}
            />
          </Stack>
        )}
        <Typography variant="subtitle2">{t('payees:deductions.listTitle', { month: toInput(month) })}</Typography>
        {list.error && <Alert severity="error">{list.error.message}</Alert>}
        <RowsTable
          columns={columns}
          frame={[outlinedFrame, { maxHeight: 480 }]}
          stickyHeader
          empty={rows.length === 0 && (list.isFetching ? t('payees:deductions.loading') : t('payees:deductions.none'))}
          emptyTestId="deductions-empty"
        >
          {rows.map((d, i) => (
            <TableRow key={i} data-testid="deduction-row">
              <TableCell>
                <Typography variant="body2">{d.channel_title ?? d.channel_id}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {d.channel_id}
                </Typography>
              </TableCell>
              <TableCell>{d.adjustment_type}</TableCell>
              <FigureCell>{usd(d.amount)}</FigureCell>
            </TableRow>
          ))}
          {rows.length > 0 && list.data && (
            <TableRow>
              <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
                {t('payees:deductions.total')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid="deductions-total">
                {usd(list.data.total)}
              </TableCell>
            </TableRow>
          )}
        </RowsTable>
      </Stack>
    </SectionCard>
  );
}
