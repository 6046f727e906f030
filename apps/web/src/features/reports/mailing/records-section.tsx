// The send records, newest first, a page at a time: one per channel, recipient and quarter, with its
// formats, time, result and (translated) error. Failed only, one run or one channel narrow the list;
// a failed record can be sent again (a new run of only that mail) and any record removed (spec 8
// messages for the list's and the removal's failure and for the removal's success).
import { REPORT_RECORDS_PAGE_SIZE, type ReportRecord } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmailText } from '../../../components/email-text.tsx';
import { PageControls, RowsTable, usePaging, type Column } from '../../../components/paged-table.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { useEndpointWrite } from '../../../lib/endpoint-query.ts';
import { useRecords, useResendRecords } from './api.ts';
import { ResultChip } from './result-chip.tsx';

/** A time on two short lines (the day, the hour), narrow enough for the table's first column. */
function DateTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const at = new Date(iso);
  return (
    <>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(at)}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(at)}
      </Typography>
    </>
  );
}

export type RecordFilter = { runId: string | null; channel: { id: string; title: string } | null; failedOnly: boolean };

type Props = { filter: RecordFilter; onFilter: (next: RecordFilter) => void };

export function RecordsSection({ filter, onFilter }: Props) {
  const { t, i18n } = useTranslation('reports');
  const toast = useToast();
  const write = useEndpointWrite();
  const paging = usePaging(REPORT_RECORDS_PAGE_SIZE);
  const [runText, setRunText] = useState(filter.runId ?? '');
  const [removing, setRemoving] = useState<ReportRecord | null>(null);
  const setFilter = paging.filter(onFilter);
  const query = {
    failed_only: filter.failedOnly ? ('true' as const) : undefined,
    run_id: filter.runId ?? undefined,
    channel_id: filter.channel?.id,
    page: paging.page + 1,
  };
  const records = useRecords(query);

  const resend = useResendRecords();
  const resendOne = (record: ReportRecord) =>
    resend.mutate(
      { body: { record_ids: [record.id] } },
      {
        onSuccess: (started) => toast(t('reports:mailing.records.resent', { run: started.run_id })),
        onError: (error) => toast(error.message, 'error'),
      },
    );
  const remove = async (record: ReportRecord) => {
    try {
      await write('reportMailingRecordDelete', { params: { recordId: record.id } });
    } catch {
      // Spec 8: the removal's own words; the dialog stays open to try again.
      throw new Error(t('messages:errors.reportRecordRemoveFailed'));
    }
    toast(t('reports:mailing.records.removed'));
  };

  const errorText = (key: string | null) => {
    if (!key) return '';
    const full = `messages:${key}`;
    return i18n.exists(full) ? t(full) : t('reports:mailing.records.unknownError', { code: key });
  };

  const columns: Column[] = [
    { label: t('reports:mailing.columns.time'), sx: { minWidth: 110 } },
    { label: t('reports:mailing.columns.channel'), sx: { minWidth: 140 } },
    { label: t('reports:mailing.columns.recipient'), sx: { minWidth: 150 } },
    { label: t('reports:mailing.columns.run'), sx: { whiteSpace: 'nowrap' } },
    { label: t('reports:mailing.columns.formats'), sx: { whiteSpace: 'nowrap' } },
    { label: t('reports:mailing.columns.result'), sx: { minWidth: 160 } },
    { label: t('reports:mailing.columns.actions'), align: 'right' },
  ];
  const applyRun = () => {
    const value = runText.trim().replace(/^#/, '');
    setFilter({ ...filter, runId: /^[1-9][0-9]{0,15}$/.test(value) ? value : null });
    if (!/^[1-9][0-9]{0,15}$/.test(value)) setRunText('');
  };

  return (
    <Stack spacing={2} data-testid="mailing-records">
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={filter.failedOnly}
              onChange={(e) => setFilter({ ...filter, failedOnly: e.target.checked })}
              slotProps={{ input: { 'data-testid': 'records-failed-only' } as object }}
            />
          }
          label={t('reports:mailing.records.failedOnly')}
        />
        <TextField
          size="small"
          label={t('reports:mailing.records.runFilter')}
          value={runText}
          onChange={(e) => setRunText(e.target.value)}
          onBlur={applyRun}
          onKeyDown={(e) => {
            if (e.key === 'Enter') applyRun();
          }}
          sx={{ width: 140 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'records-run' } }}
        />
        {filter.channel && (
          <Chip
            label={t('reports:mailing.records.channelFilter', { channel: filter.channel.title })}
            onDelete={() => setFilter({ ...filter, channel: null })}
            data-testid="records-channel-filter"
          />
        )}
        {(filter.runId || filter.channel || filter.failedOnly) && (
          <Button
            size="small"
            onClick={() => {
              setRunText('');
              setFilter({ runId: null, channel: null, failedOnly: false });
            }}
            data-testid="records-clear"
          >
            {t('reports:mailing.records.clearFilters')}
          </Button>
        )}
      </Stack>
      {records.isFetching && <LinearProgress />}
      {records.isError && (
        <Alert severity="error" data-testid="records-error">
          {t('messages:errors.reportRecordsUnavailable')}
        </Alert>
      )}
      <Box>
        <RowsTable
          columns={columns}
          testId="records-table"
          sticky
          empty={records.data?.items.length === 0 && (filter.failedOnly ? t('reports:mailing.records.emptyFailed') : t('reports:mailing.records.empty'))}
          emptyTestId="records-empty"
        >
          {records.data?.items.map((r) => (
            <TableRow key={r.id} data-testid="record-row" data-result={r.result} data-record-id={r.id}>
              <TableCell>{r.at ? <DateTime iso={r.at} /> : '—'}</TableCell>
              <TableCell>
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() => setFilter({ ...filter, channel: { id: r.channel_id, title: r.channel_title } })}
                  sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
                  title={t('reports:mailing.records.onlyChannel')}
                >
                  {r.channel_title}
                </Link>
              </TableCell>
              <TableCell>
                <EmailText email={r.recipient} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link component="button" type="button" variant="body2" onClick={() => setFilter({ ...filter, runId: r.run_id })}>
                  #{r.run_id}
                </Link>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {r.period_code}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.formats.map((f) => t(`reports:mailing.formatShort.${f}`)).join(' · ')}</TableCell>
              <TableCell>
                <ResultChip result={r.result} />
                {r.error && (
                  <Typography variant="body2" color="error" sx={{ mt: 0.5 }} data-testid="record-error">
                    {errorText(r.error)}
                  </Typography>
                )}
                {r.attempts > 1 && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {t('reports:mailing.records.attempts', { count: r.attempts })}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {r.resendable && (
                  <Button size="small" disabled={resend.isPending} onClick={() => resendOne(r)} data-testid="record-resend">
                    {t('reports:mailing.records.resend')}
                  </Button>
                )}
                <Button size="small" color="error" onClick={() => setRemoving(r)} data-testid="record-remove">
                  {t('reports:mailing.records.remove')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </RowsTable>
        <PageControls total={records.data?.total ?? 0} paging={paging} pageSizes={[REPORT_RECORDS_PAGE_SIZE]} />
      </Box>
      {removing && (
        <ConfirmDialog
          open
          danger
          title={t('reports:mailing.records.removeTitle')}
          body={t('reports:mailing.records.removeBody', { recipient: removing.recipient, channel: removing.channel_title, period: removing.period_code })}
          confirmLabel={t('reports:mailing.records.remove')}
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
          testId="record-remove-dialog"
          confirmTestId="record-remove-confirm"
        />
      )}
    </Stack>
  );
}
