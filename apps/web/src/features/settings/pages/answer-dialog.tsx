// Answering an issue report (for those who answer them): status, estimated completion date and
// response; the dialog holds what is typed, the container saves.
import { problemReportStatuses, type ProblemReport, type ProblemReportStatus } from '@chorus/contract';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DateField } from '../../../components/date-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import '../i18n.ts';
import { answerBody } from './others-model.ts';

export type ReportAnswer = ReturnType<typeof answerBody>;

export function AnswerDialog({ report, onSave, onClose }: { report: ProblemReport; onSave: (answer: ReportAnswer) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ProblemReportStatus>(report.status);
  const [eta, setEta] = useState(report.estimated_completion_date ?? '');
  const [response, setResponse] = useState(report.response ?? '');
  return (
    <ConfirmDialog
      open
      title={t('settings:others.answerTitle', { id: report.id })}
      confirmLabel={t('save')}
      onConfirm={() => onSave(answerBody(status, eta, response))}
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
