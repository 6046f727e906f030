// Others (settings): the issue-report form with one's report history (spec 2, 3), for the network's
// managing roles every report with its status, estimated completion date and response, and the
// places people look for next: the API documentation and the legal pages.
import {
  administersBackups,
  canAnswerIssueReports,
  createProblemReportInputSchema,
  problemReportStatuses,
  routes,
  type ProblemReport,
  type ProblemReportStatus,
} from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DateField } from '../../../components/date-field.tsx';
import { errorText, fieldErrors, serverFieldErrors } from '../../../components/field-errors.ts';
import { OpenInNewIcon } from '../../../components/icons.tsx';
import { DashboardPage } from '../../../components/page-header.tsx';
import { PagedTable, serverPage, usePaging } from '../../../components/paged-table.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { StatusChip, type StatusColors } from '../../../components/status-chip.tsx';
import { EmailText } from '../../../components/email-text.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { BackupSection } from './backup-section.tsx';
import '../i18n.ts';
import { keepPreviousData, useEndpointQuery, useEndpointWrite } from '../../../lib/endpoint-query.ts';
import { useAction } from '../../../lib/use-action.ts';

const statusColor: StatusColors<ProblemReportStatus> = { open: 'info', in_progress: 'warning', resolved: 'success', rejected: 'default' };

export function OthersPage() {
  const { t } = useTranslation();
  const { subject } = useAccess();
  // Those who answer reports (canAnswerIssueReports) also read everyone's (seesEveryIssueReport).
  const staff = canAnswerIssueReports(subject);
  return (
    <DashboardPage maxWidth={1200} page="others" subtitle={t('settings:others.help')}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: staff ? 12 : 7 }}>
          <ReportForm />
        </Grid>
        {!staff && (
          <Grid size={{ xs: 12, md: 5 }}>
            <Resources />
          </Grid>
        )}
      </Grid>
      <Reports staff={staff} />
      {administersBackups(subject) && <BackupSection />}
      {staff && <Resources />}
    </DashboardPage>
  );
}

function ReportForm() {
  const { t } = useTranslation();
  const { user } = useAccess();
  const toast = useToast();
  const write = useEndpointWrite();
  const [form, setForm] = useState({ line_number: '', submitter: user.name, explanation: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A refusal names its fields under them, and says itself above the form.
  const { busy, failure, run } = useAction({ onError: (e) => e instanceof ApiError && setErrors(serverFieldErrors(e.fields)) });
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const error = (key: string) => errorText(errors[key], t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(createProblemReportInputSchema, form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!(await run(() => write('problemReportCreate', { body: form })))) return;
    toast(t('settings:others.submitted'));
    setForm((f) => ({ ...f, explanation: '' }));
  };

  return (
    <SectionCard title={t('settings:others.reportTitle')} subtitle={t('settings:others.reportHelp')} testId="report-form">
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField label={t('settings:others.submitter')} fullWidth value={form.submitter} onChange={set('submitter')} error={error('submitter')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                label={t('settings:others.lineId')}
                fullWidth
                value={form.line_number}
                onChange={set('line_number')}
                error={error('line_number')}
                help={t('settings:others.lineIdHelp')}
                testId="report-line"
              />
            </Grid>
          </Grid>
          <FormTextField
            label={t('settings:others.explanation')}
            required
            multiline
            minRows={4}
            value={form.explanation}
            onChange={set('explanation')}
            error={error('explanation')}
            help={t('settings:others.explanationHelp')}
            testId="report-explanation"
            htmlInput={{ maxLength: 5000 }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={busy} data-testid="report-submit">
              {t('settings:others.submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </SectionCard>
  );
}

function Reports({ staff }: { staff: boolean }) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<ProblemReportStatus | ''>('');
  const paging = usePaging(10);
  const [answering, setAnswering] = useState<ProblemReport | null>(null);
  const reports = useEndpointQuery(
    'problemReportList',
    { query: { status: status || undefined, page: paging.page + 1, page_size: paging.pageSize } },
    { placeholderData: keepPreviousData },
  );
  const date = (day: string | null) =>
    day ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)) : '—';

  return (
    <SectionCard
      title={staff ? t('settings:others.allReports') : t('settings:others.myReports')}
      subtitle={staff ? t('settings:others.allReportsHelp') : t('settings:others.myReportsHelp')}
      testId="report-history"
      flush
      action={
        <SelectField
          label={t('settings:others.status')}
          value={status}
          onChange={paging.filter(setStatus)}
          any={t('settings:all')}
          options={problemReportStatuses.map((s) => ({ value: s, label: t(`settings:others.statuses.${s}`) }))}
          sx={{ width: 170 }}
          testId="report-status-filter"
        />
      }
    >
      <PagedTable
        testId="reports-table"
        columns={[
          { label: t('settings:others.filed'), sx: { whiteSpace: 'nowrap' } },
          staff && { label: t('settings:others.reporter'), sx: { minWidth: 190 } },
          { label: t('settings:others.explanation'), sx: { width: '28%' } },
          { label: t('settings:others.status') },
          { label: t('settings:others.eta'), sx: { whiteSpace: 'nowrap' } },
          { label: t('settings:others.response'), sx: { width: '24%' } },
          staff && { sx: { width: 80 } },
        ]}
        {...serverPage(reports)}
        paging={paging}
        pageSizes={[10, 25, 50]}
        empty={t('settings:others.noReports')}
        emptyTestId="reports-empty"
      >
        {(r) => (
          <TableRow key={r.id} hover sx={{ verticalAlign: 'top' }} data-testid="report-row">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(r.created_at, i18n.language)}
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                #{r.id}
              </Typography>
            </TableCell>
            {staff && (
              <TableCell>
                <Typography variant="body2">{r.submitter}</Typography>
                <EmailText email={r.reporter.email} />
                {r.line_number && (
                  <Typography variant="caption" color="text.secondary">
                    LINE: {r.line_number}
                  </Typography>
                )}
              </TableCell>
            )}
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{r.explanation}</TableCell>
            <TableCell>
              <StatusChip status={r.status} colors={statusColor} label={t(`settings:others.statuses.${r.status}`)} testId="report-status" />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(r.estimated_completion_date)}</TableCell>
            <TableCell
              sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', color: r.response ? 'text.primary' : 'text.secondary' }}
              data-testid="report-response"
            >
              {r.response ?? t('settings:others.noResponse')}
            </TableCell>
            {staff && (
              <TableCell>
                <Button size="small" onClick={() => setAnswering(r)} data-testid="report-answer">
                  {t('settings:others.answer')}
                </Button>
              </TableCell>
            )}
          </TableRow>
        )}
      </PagedTable>
      {answering && <AnswerDialog report={answering} onClose={() => setAnswering(null)} />}
    </SectionCard>
  );
}

function AnswerDialog({ report, onClose }: { report: ProblemReport; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const write = useEndpointWrite();
  const [status, setStatus] = useState<ProblemReportStatus>(report.status);
  const [eta, setEta] = useState(report.estimated_completion_date ?? '');
  const [response, setResponse] = useState(report.response ?? '');
  const save = async () => {
    await write('problemReportUpdate', {
      params: { id: report.id },
      body: { status, estimated_completion_date: eta || null, response: response.trim() || null },
    });
    toast(t('messages:success.saved'));
  };
  return (
    <ConfirmDialog
      open
      title={t('settings:others.answerTitle', { id: report.id })}
      confirmLabel={t('save')}
      onConfirm={save}
      onClose={onClose}
      maxWidth="sm"
      spacing={2.5}
      testId="report-answer-dialog"
      confirmTestId="answer-save"
    >
      <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
        <Typography variant="caption" color="text.secondary">
          {report.submitter} · {report.reporter.email}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {report.explanation}
        </Typography>
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            label={t('settings:others.status')}
            value={status}
            onChange={(e) => setStatus(e.target.value as ProblemReportStatus)}
            slotProps={{ htmlInput: { 'data-testid': 'answer-status' } }}
          >
            {problemReportStatuses.map((s) => (
              <MenuItem key={s} value={s} data-testid={`answer-status-${s}`}>
                {t(`settings:others.statuses.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateField fullWidth label={t('settings:others.eta')} value={eta} onChange={(e) => setEta(e.target.value)} />
        </Grid>
      </Grid>
      <FormTextField
        label={t('settings:others.response')}
        multiline
        minRows={3}
        value={response}
        onChange={setResponse}
        testId="answer-response"
        htmlInput={{ maxLength: 5000 }}
      />
    </ConfirmDialog>
  );
}

function Resources() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('settings:others.resources')}>
      <Stack spacing={2}>
        <Box>
          <Link
            href={routes.docs.path}
            target="_blank"
            rel="noopener"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
            data-testid="api-docs-link"
          >
            {t('settings:others.apiDocs')}
            <OpenInNewIcon sx={{ fontSize: 16 }} />
          </Link>
          <Typography variant="body2" color="text.secondary">
            {t('settings:others.apiDocsHelp')}
          </Typography>
        </Box>
        <Box>
          <Stack direction="row" spacing={2}>
            <Link component={RouterLink} to="/privacy" sx={{ fontWeight: 600 }}>
              {t('legal.privacyTitle')}
            </Link>
            <Link component={RouterLink} to="/terms" sx={{ fontWeight: 600 }}>
              {t('legal.termsTitle')}
            </Link>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('settings:others.legalHelp')}
          </Typography>
        </Box>
      </Stack>
    </SectionCard>
  );
}
