// Others (settings): the issue-report form with one's report history (spec 2, 3), for the network's
// managing roles every report with its status, estimated completion date and response, and the
// places people look for next: the API documentation and the legal pages.
// The container: who reads, what is asked of and sent to the server, handed to the plain views.
import { administersBackups, canAnswerIssueReports, createProblemReportInputSchema, type ProblemReport, type ProblemReportStatus } from '@chorus/contract';
import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, serverFieldErrors } from '../../../components/field-errors.ts';
import { DashboardPage } from '../../../components/page-header.tsx';
import { serverPage, usePaging } from '../../../components/paged-table.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { keepPreviousData, useEndpointQuery, useEndpointWrite } from '../../../lib/endpoint-query.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useAction } from '../../../lib/use-action.ts';
import '../i18n.ts';
import { AnswerDialog, type ReportAnswer } from './answer-dialog.tsx';
import { BackupSection } from './backup-section.tsx';
import { reportListQuery } from './others-model.ts';
import { ReportFormView, type ReportDraft } from './report-form.tsx';
import { ReportsView } from './reports-table.tsx';
import { ResourcesCard } from './resources-card.tsx';

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
            <ResourcesCard />
          </Grid>
        )}
      </Grid>
      <Reports staff={staff} />
      {administersBackups(subject) && <BackupSection />}
      {staff && <ResourcesCard />}
    </DashboardPage>
  );
}

function ReportForm() {
  const { t } = useTranslation();
  const { user } = useAccess();
  const toast = useToast();
  const write = useEndpointWrite();
  const [form, setForm] = useState<ReportDraft>({ line_number: '', submitter: user.name, explanation: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A refusal names its fields under them, and says itself above the form.
  const { busy, failure, run } = useAction({ onError: (e) => e instanceof ApiError && setErrors(serverFieldErrors(e.fields)) });
  const submit = async () => {
    const found = fieldErrors(createProblemReportInputSchema, form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!(await run(() => write('problemReportCreate', { body: form })))) return;
    toast(t('settings:others.submitted'));
    setForm((f) => ({ ...f, explanation: '' }));
  };
  return (
    <ReportFormView
      form={form}
      onChange={(key, value) => setForm((f) => ({ ...f, [key]: value }))}
      errors={errors}
      failure={failure}
      busy={busy}
      onSubmit={() => void submit()}
    />
  );
}

function Reports({ staff }: { staff: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const write = useEndpointWrite();
  const [status, setStatus] = useState<ProblemReportStatus | ''>('');
  const paging = usePaging(10);
  const [answering, setAnswering] = useState<ProblemReport | null>(null);
  const reports = useEndpointQuery(
    'problemReportList',
    { query: reportListQuery(status, paging.page, paging.pageSize) },
    { placeholderData: keepPreviousData },
  );
  const save = async (report: ProblemReport, body: ReportAnswer) => {
    await write('problemReportUpdate', { params: { id: report.id }, body });
    toast(t('messages:success.saved'));
  };
  return (
    <>
      <ReportsView staff={staff} status={status} onStatus={paging.filter(setStatus)} reports={serverPage(reports)} paging={paging} onAnswer={setAnswering} />
      {answering && <AnswerDialog report={answering} onSave={(body) => save(answering, body)} onClose={() => setAnswering(null)} />}
    </>
  );
}
