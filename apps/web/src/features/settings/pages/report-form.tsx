// The issue-report form (spec 2, 3), plain: the fields as typed, their errors under them, a refusal
// above the form; the container checks and sends.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/field-errors.ts';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import '../i18n.ts';

export type ReportDraft = { line_number: string; submitter: string; explanation: string };

export type ReportFormViewProps = {
  form: ReportDraft;
  onChange: (key: keyof ReportDraft, value: string) => void;
  /** Translation keys by field name. */
  errors: Record<string, string>;
  failure: string | null | undefined;
  busy: boolean;
  onSubmit: () => void;
};

export function ReportFormView({ form, onChange, errors, failure, busy, onSubmit }: ReportFormViewProps) {
  const { t } = useTranslation();
  const set = (key: keyof ReportDraft) => (value: string) => onChange(key, value);
  const error = (key: string) => errorText(errors[key], t);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
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
