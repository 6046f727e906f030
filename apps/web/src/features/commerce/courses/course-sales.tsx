// The network's book-keepers bring a channel's course sales for a month (canEnterCourseSales): a
// platform's sales export uploaded with its progress (a queued upload polled until it ends; the
// first bad row's line in the translated reason; a month without sales confirmed before it is
// emptied), or one course's month entered by hand.
import { courseSalesEnterBodySchema, yearMonthLabel, type Course } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorText, saveCheckedFields } from '../../../components/field-errors.ts';
import { MonthField } from '../../../components/month-field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { failureMessage } from '../../../lib/use-action.ts';
import { uploadCourseExport, useCourseUploadStatus, useEnterCourseSales, useRefreshAfterCourseUpload } from './api.ts';
import { initialUpload, uploadReducer } from './courses-model.ts';
import { FormTextField } from '../../../components/form-text-field.tsx';

export function CourseSalesCard({
  channelId,
  month,
  onMonth,
  courses,
}: {
  channelId: string;
  month: string;
  onMonth: (month: string) => void;
  courses: Course[];
}) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(uploadReducer, initialUpload);
  const [file, setFile] = useState<File | null>(null);
  const [entering, setEntering] = useState(false);
  const refresh = useRefreshAfterCourseUpload();
  const status = useCourseUploadStatus(state.phase === 'processing' ? state.uploadId : null);

  const send = async (chosen: File, confirmEmpty: boolean) => {
    dispatch({ type: 'send', file: chosen });
    try {
      const answer = await uploadCourseExport({ channel_id: channelId, month, confirm_empty: confirmEmpty }, chosen, (sent, total) =>
        dispatch({ type: 'progress', sent, total }),
      );
      dispatch({ type: 'answered', answer });
      if ('results' in answer) void refresh();
    } catch (error) {
      dispatch({ type: 'refused', message: failureMessage(error, t('messages:errors.generic')) });
    }
  };
  useEffect(() => {
    if (state.phase === 'processing' && status.data && status.data.status !== 'running') {
      dispatch({ type: 'finished', results: status.data.results });
      void refresh();
    }
  }, [state, status.data, refresh]);
  const busy = state.phase === 'sending' || state.phase === 'processing';

  return (
    <SectionCard
      title={t('commerce:sales.title')}
      subtitle={t('commerce:sales.help')}
      testId="course-sales"
      action={
        <Button variant="outlined" onClick={() => setEntering(true)} disabled={courses.length === 0} data-testid="course-enter">
          {t('commerce:sales.enter')}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <MonthField label={t('commerce:month')} value={month} onChange={onMonth} testId="course-sales-month" />
          <Button variant="outlined" component="label" disabled={busy}>
            {t('commerce:sales.choose')}
            <input
              hidden
              type="file"
              accept=".csv,text/csv"
              data-testid="course-upload-input"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                dispatch({ type: 'reset' });
              }}
            />
          </Button>
          <Typography sx={{ overflowWrap: 'anywhere', flex: 1 }} color={file ? 'text.primary' : 'text.secondary'}>
            {file ? file.name : t('commerce:sales.noFile')}
          </Typography>
          <Button variant="contained" disabled={!file || busy} onClick={() => file && void send(file, false)} data-testid="course-upload-send">
            {t('commerce:sales.upload')}
          </Button>
        </Stack>
        {courses.length === 0 && <Alert severity="info">{t('commerce:sales.addCoursesFirst')}</Alert>}
        {state.phase === 'sending' && (
          <div>
            <Typography variant="body2">{t('commerce:sales.sending', { percent: state.percent })}</Typography>
            <LinearProgress variant="determinate" value={state.percent} aria-label={t('commerce:sales.sending', { percent: state.percent })} />
          </div>
        )}
        {state.phase === 'processing' && (
          <div>
            <Typography variant="body2">{t('commerce:sales.processing')}</Typography>
            <LinearProgress aria-label={t('commerce:sales.processing')} />
          </div>
        )}
        {state.phase === 'done' && (
          <Alert severity="success" data-testid="course-upload-done">
            {t('commerce:sales.done', {
              platform: state.result.platform ? t(`commerce:platform.${state.result.platform}`) : '',
              courses: state.result.records_created,
              month: state.result.year_month ? yearMonthLabel(state.result.year_month) : '',
            })}
            {state.result.rows_outside_month > 0 && ` ${t('commerce:sales.outsideMonth', { count: state.result.rows_outside_month })}`}
          </Alert>
        )}
        {state.phase === 'failed' && (
          <Alert severity="error" data-testid="course-upload-failed">
            {state.message || t('messages:errors.generic')}
          </Alert>
        )}
        {state.phase === 'empty' && (
          <Alert
            severity="warning"
            data-testid="course-upload-empty"
            action={
              <Button color="inherit" size="small" onClick={() => void send(state.file, true)} data-testid="course-upload-confirm-empty">
                {t('commerce:sales.confirmEmpty')}
              </Button>
            }
          >
            {state.message}
          </Alert>
        )}
      </Stack>
      {entering && <SalesEntryDialog courses={courses} month={month} onClose={() => setEntering(false)} />}
    </SectionCard>
  );
}

function SalesEntryDialog({ courses, month: initialMonth, onClose }: { courses: Course[]; month: string; onClose: () => void }) {
  const { t } = useTranslation();
  const enter = useEnterCourseSales();
  const [courseId, setCourseId] = useState(String(courses[0]?.id ?? ''));
  const [month, setMonth] = useState(initialMonth);
  const [enrolments, setEnrolments] = useState('');
  const [gross, setGross] = useState('');
  const [refunds, setRefunds] = useState('0');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const currency = courses.find((c) => String(c.id) === courseId)?.currency;
  const text = (key: string) => errorText(errors[key], t);
  return (
    <ConfirmDialog
      open
      maxWidth="sm"
      title={t('commerce:sales.enter')}
      body={t('commerce:sales.enterHelp')}
      confirmLabel={t('save')}
      onClose={onClose}
      testId="course-entry-dialog"
      confirmTestId="course-entry-save"
      onConfirm={async () => {
        const body = { course_id: Number(courseId), month, enrolments: enrolments.trim() === '' ? NaN : Number(enrolments), gross, refunds };
        return saveCheckedFields(courseSalesEnterBodySchema, body, setErrors, (checked) => enter.mutateAsync({ body: checked }));
      }}
    >
      <SelectField
        label={t('commerce:sales.course')}
        value={courseId}
        onChange={setCourseId}
        options={courses.map((c) => ({ value: String(c.id), label: c.title }))}
        testId="course-entry-course"
      />
      <MonthField label={t('commerce:month')} value={month} onChange={setMonth} />
      <FormTextField
        label={t('commerce:revenue.enrolments')}
        value={enrolments}
        onChange={setEnrolments}
        error={text('enrolments')}
        inputMode="numeric"
        testId="course-entry-enrolments"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          label={t('commerce:sales.grossIn', { currency: currency ?? '' })}
          value={gross}
          onChange={setGross}
          error={text('gross')}
          sx={{ flex: 1 }}
          inputMode="decimal"
          testId="course-entry-gross"
        />
        <FormTextField
          label={t('commerce:sales.refundsIn', { currency: currency ?? '' })}
          value={refunds}
          onChange={setRefunds}
          error={text('refunds')}
          sx={{ flex: 1 }}
          inputMode="decimal"
          testId="course-entry-refunds"
        />
      </Stack>
    </ConfirmDialog>
  );
}
