// The uploads tab (issue 10 "Revenue uploads"): pick or drop several CMS report files, watch them go
// up and be processed, read each file's result (with the line and reason of a refused row), then
// the month's status: which reports are in or missing, reconciliation per revenue type against the
// payment summary, and the rows of channels not in the network, which finance assigns.
import { canAssignRevenue, canUploadRevenue, REVENUE_FILE_EMPTY, type UploadFileResult } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyRow, HeadingRow, type Column } from '../../../components/paged-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { scrollCue } from '../../../components/table-scroll.ts';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { monthLabel, MonthField, previousMonth } from '../components/month-field.tsx';
import { filesWithoutRows } from './files-without-rows.ts';
import { uploadFiles, type UploadAnswer } from './upload-files.ts';
import { MoneyText } from '../../../components/money-text.tsx';

export function UploadsTab() {
  const { t } = useTranslation();
  const { subject } = useAccess();
  const [month, setMonth] = useState(previousMonth());
  return (
    <Stack>
      {canUploadRevenue(subject) && <UploadCard onMonth={setMonth} />}
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', gap: 2 }}>
        <MonthField label={t('accounting:month')} value={month} onChange={setMonth} testId="accounting-month" />
        <Typography variant="body2" color="text.secondary">
          {t('accounting:monthHint')}
        </Typography>
      </Stack>
      <MonthStatusCard month={month} />
      <UnmatchedCard month={month} canAssign={canAssignRevenue(subject)} />
    </Stack>
  );
}

function UploadCard({ onMonth }: { onMonth: (month: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [sent, setSent] = useState<{ loaded: number; total: number } | null>(null);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [results, setResults] = useState<UploadFileResult[] | null>(null);
  const [dragging, setDragging] = useState(false);
  /** The files last sent, and those of them with a header and no rows, waiting for finance's "yes, the month has none". */
  const sentFiles = useRef<File[]>([]);
  const [withoutRows, setWithoutRows] = useState<File[]>([]);

  const finished = (answer: UploadFileResult[]) => {
    setResults(answer);
    setUploadId(null);
    setWithoutRows(filesWithoutRows(sentFiles.current, answer));
    const month = answer.find((r) => r.status === 'done' && r.year_month)?.year_month;
    if (month) onMonth(month);
    void queryClient.invalidateQueries({ queryKey: ['accounting'] });
  };
  const upload = useMutation({
    mutationFn: ({ list, confirmEmpty }: { list: File[]; confirmEmpty: boolean }) => {
      sentFiles.current = list;
      return uploadFiles(list, (loaded, total) => setSent({ loaded, total }), confirmEmpty);
    },
    onMutate: () => {
      setResults(null);
      setUploadId(null);
      setWithoutRows([]);
    },
    onSuccess: (answer: UploadAnswer) => {
      setFiles([]);
      if ('results' in answer) finished(answer.results);
      else setUploadId(answer.upload_id);
    },
    // Every file of the upload had a header and no rows: the server asks before emptying their months.
    onError: (error) => {
      if (error instanceof ApiError && error.code === REVENUE_FILE_EMPTY) setWithoutRows(sentFiles.current);
    },
    onSettled: () => setSent(null),
  });
  const status = useQuery({
    queryKey: ['accounting', 'upload', uploadId],
    queryFn: () => api('accountingUploadStatus', { params: { uploadId: uploadId! } }),
    enabled: uploadId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' || !query.state.data ? 1000 : false),
  });
  useEffect(() => {
    if (uploadId && status.data && status.data.status !== 'running') finished(status.data.results);
  }, [uploadId, status.data]);

  const add = (list: FileList | null) => setFiles((current) => [...current, ...Array.from(list ?? [])]);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };
  const processing = uploadId !== null ? status.data : null;

  return (
    <SectionCard title={t('accounting:upload.title')} subtitle={t('accounting:upload.help')} testId="accounting-upload">
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 3,
          textAlign: 'center',
          bgcolor: dragging ? 'action.hover' : undefined,
        }}
      >
        <Typography sx={{ mb: 1 }}>{t('accounting:upload.drop')}</Typography>
        <Button variant="outlined" onClick={() => input.current?.click()} data-testid="accounting-upload-pick">
          {t('accounting:upload.pick')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept=".csv,.gz,.zip,text/csv,application/gzip,application/zip"
          onChange={(e) => {
            add(e.target.files);
            e.target.value = '';
          }}
          data-testid="accounting-upload-input"
        />
        {files.length > 0 && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center', mt: 2 }}>
            {files.map((file, i) => (
              <Chip key={`${file.name}-${i}`} label={file.name} onDelete={() => setFiles((list) => list.filter((_, j) => j !== i))} />
            ))}
          </Stack>
        )}
      </Box>
      <Stack direction="row" sx={{ mt: 2, gap: 2, alignItems: 'center' }}>
        <Button
          variant="contained"
          disabled={files.length === 0 || upload.isPending || uploadId !== null}
          onClick={() => upload.mutate({ list: files, confirmEmpty: false })}
          data-testid="accounting-upload-send"
        >
          {t('accounting:upload.send', { count: files.length })}
        </Button>
        {sent && (
          <Box sx={{ flex: 1 }}>
            <Typography variant="body2">{t('accounting:upload.sending', { percent: Math.floor((sent.loaded / Math.max(sent.total, 1)) * 100) })}</Typography>
            <LinearProgress variant="determinate" value={(sent.loaded / Math.max(sent.total, 1)) * 100} />
          </Box>
        )}
        {!sent && upload.isPending && (
          <Box sx={{ flex: 1 }}>
            <Typography variant="body2">{t('accounting:upload.processing')}</Typography>
            <LinearProgress />
          </Box>
        )}
        {processing && (
          <Box sx={{ flex: 1 }} data-testid="accounting-upload-processing">
            <Typography variant="body2">{t('accounting:upload.processingFiles', { done: processing.files_done, total: processing.file_count })}</Typography>
            <LinearProgress variant="determinate" value={(processing.files_done / Math.max(processing.file_count, 1)) * 100} />
          </Box>
        )}
      </Stack>
      {upload.error && (
        <Alert severity={withoutRows.length > 0 ? 'warning' : 'error'} sx={{ mt: 2 }}>
          {upload.error.message}
        </Alert>
      )}
      {results && <UploadResults results={results} />}
      <ConfirmDialog
        open={withoutRows.length > 0 && !upload.isPending}
        title={t('accounting:upload.emptyTitle')}
        body={
          // Report file names are long and unbroken: they wrap anywhere rather than leave the dialog.
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {t('accounting:upload.emptyBody', {
              files: withoutRows.map((file) => t('accounting:upload.quotedFile', { file: file.name })).join(t('accounting:listSeparator')),
            })}
          </Box>
        }
        confirmLabel={t('accounting:upload.emptyConfirm')}
        danger
        onConfirm={async () => {
          const list = withoutRows;
          setWithoutRows([]);
          upload.mutate({ list, confirmEmpty: true });
        }}
        onClose={() => setWithoutRows([])}
        testId="accounting-upload-empty"
        confirmTestId="accounting-upload-empty-confirm"
      />
    </SectionCard>
  );
}

// Short numeric headings would otherwise break a CJK word over two lines beside the long file names.
const nowrap = { whiteSpace: 'nowrap' } as const;

function UploadResults({ results }: { results: UploadFileResult[] }) {
  const { t } = useTranslation();
  const columns: Column[] = [
    { label: t('accounting:upload.file') },
    { label: t('accounting:upload.report') },
    { label: t('accounting:month') },
    { label: t('accounting:upload.created'), align: 'right', sx: nowrap },
    { label: t('accounting:upload.replaced'), align: 'right', sx: nowrap },
    { label: t('accounting:upload.unmatched'), align: 'right', sx: nowrap },
    { label: t('accounting:upload.status') },
  ];
  return (
    <TableContainer sx={[scrollCue, { mt: 2 }]}>
      <Table size="small" data-testid="accounting-upload-results">
        <HeadingRow columns={columns} />
        <TableBody>
          {results.map((r, i) => (
            <TableRow key={i}>
              <TableCell sx={{ wordBreak: 'break-all' }}>{r.file_name}</TableCell>
              <TableCell>{r.report_type ? t(`accounting:reports.${r.report_type}`) : '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.year_month ? monthLabel(r.year_month) : '—'}</TableCell>
              <TableCell align="right">{r.records_created}</TableCell>
              <TableCell align="right">{r.records_replaced}</TableCell>
              <TableCell align="right">{r.unmatched_rows}</TableCell>
              <TableCell>
                {r.status === 'done' ? (
                  <Chip size="small" color="success" label={t('accounting:upload.done')} />
                ) : (
                  <Alert severity="error" sx={{ py: 0 }}>
                    {r.reason}
                  </Alert>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const reconciliationColors = { matched: 'success', mismatch: 'error', no_payment_summary: 'default', reports_missing: 'warning' } as const;

function MonthStatusCard({ month }: { month: string }) {
  const { t } = useTranslation();
  const status = useQuery({ queryKey: ['accounting', 'status', month], queryFn: () => api('accountingMonthStatus', { query: { month } }) });
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

function UnmatchedCard({ month, canAssign }: { month: string; canAssign: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const unmatched = useQuery({ queryKey: ['accounting', 'unmatched', month], queryFn: () => api('accountingUnmatched', { query: { month } }) });
  const [targets, setTargets] = useState<Record<string, string>>({});
  const assign = useMutation({
    mutationFn: (source: string) => api('accountingUnmatchedAssign', { body: { source_channel_id: source, channel_id: (targets[source] ?? '').trim() } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['accounting'] }),
  });
  const columns: Column[] = [
    { label: t('accounting:unmatched.channel') },
    { label: t('accounting:unmatched.rows'), align: 'right' },
    { label: t('accounting:unmatched.amount'), align: 'right' },
    { label: t('accounting:unmatched.reports') },
    canAssign && { label: t('accounting:unmatched.assign') },
  ];
  const rows = unmatched.data?.channels ?? [];
  return (
    <SectionCard title={t('accounting:unmatched.title')} subtitle={t('accounting:unmatched.help')} testId="accounting-unmatched" flush>
      {assign.error && (
        <Alert severity="error" sx={{ m: 2 }}>
          {assign.error.message}
        </Alert>
      )}
      <Table size="small">
        <HeadingRow columns={columns} />
        <TableBody>
          {rows.length === 0 && <EmptyRow columns={columns}>{unmatched.isFetching ? t('accounting:loading') : t('accounting:unmatched.none')}</EmptyRow>}
          {rows.map((row) => (
            <TableRow key={row.channel_id}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{row.channel_id}</TableCell>
              <TableCell align="right">{row.rows}</TableCell>
              <TableCell align="right">
                <MoneyText amount={row.amount} currency="USD" />
              </TableCell>
              <TableCell>{row.report_types.map((r) => t(`accounting:reports.${r}`)).join(t('accounting:listSeparator'))}</TableCell>
              {canAssign && (
                <TableCell>
                  <Stack direction="row" sx={{ gap: 1 }}>
                    <TextField
                      size="small"
                      placeholder={t('accounting:unmatched.target')}
                      value={targets[row.channel_id] ?? ''}
                      onChange={(e) => setTargets((all) => ({ ...all, [row.channel_id]: e.target.value }))}
                    />
                    <Button size="small" disabled={!targets[row.channel_id]?.trim() || assign.isPending} onClick={() => assign.mutate(row.channel_id)}>
                      {t('accounting:unmatched.assignButton')}
                    </Button>
                  </Stack>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SectionCard>
  );
}
