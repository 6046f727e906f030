// Spec 2 "download from the page and send by mail to chosen recipients": the report chosen on the
// page (period, language, currency) goes to the recipients typed here, in one or more formats. The
// server queues it as a run of one channel; the form shows how it goes.
import { periodPartOf, reportFormats, type Currency, type Language, type ReportFormat, type ReportPeriod } from '@chorus/contract';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { keepOpenOnFieldErrors } from '../../../components/field-errors.ts';
import { useEndpointWrite } from '../../../lib/endpoint-query.ts';
import { languageNames } from '../../../lib/language-names.ts';
import { fieldsByTop } from './mailing-model.ts';
import { RecipientsField } from './recipients-field.tsx';
import { FormatsField } from './subscription-dialog.tsx';

export type PageReportChoice = {
  period: ReportPeriod;
  year: number;
  index: number;
  language: Language;
  currency: Currency;
  /** The format chosen for the download, ticked to begin with. */
  format: ReportFormat;
  /** The period's first and last days. */
  start: string;
  end: string;
};

type Props = {
  channelId: string;
  choice: PageReportChoice;
  onClose: () => void;
  onStarted: (started: { run_id: string; recipients: number }) => void;
};

export function ChannelMailDialog({ channelId, choice, onClose, onStarted }: Props) {
  const { t } = useTranslation('reports');
  const [recipients, setRecipients] = useState<string[]>([]);
  const [formats, setFormats] = useState<ReportFormat[]>([choice.format]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const write = useEndpointWrite();

  const send = async (): Promise<void | false> => {
    try {
      const started = await write('reportChannelMail', {
        params: { channelId },
        body: {
          period: choice.period,
          year: choice.year,
          [periodPartOf[choice.period]]: choice.index,
          formats: reportFormats.filter((f) => formats.includes(f)),
          language: choice.language,
          currency: choice.currency,
          recipients,
        },
      });
      onStarted({ run_id: started.run_id, recipients: recipients.length });
    } catch (error) {
      return keepOpenOnFieldErrors(error, (fields) => setErrors(fieldsByTop(fields)));
    }
  };

  return (
    <ConfirmDialog
      open
      maxWidth="sm"
      title={t('reports:mailing.pageMail.title')}
      body={t('reports:mailing.pageMail.intro', { start: choice.start, end: choice.end, language: languageNames[choice.language], currency: choice.currency })}
      confirmLabel={t('reports:mailing.pageMail.send')}
      onConfirm={send}
      onClose={onClose}
      testId="report-mail-dialog"
      confirmTestId="report-mail-send"
    >
      <RecipientsField value={recipients} onChange={setRecipients} errors={errors} onErrors={setErrors} testId="report-mail-recipients" />
      <FormatsField value={formats} onChange={setFormats} error={errors.formats} testIdPrefix="report-mail-format" />
      {Object.entries(errors)
        .filter(([field]) => field !== 'recipients' && field !== 'formats')
        .map(([field, message]) => (
          <Typography key={field} variant="body2" color="error">
            {message}
          </Typography>
        ))}
    </ConfirmDialog>
  );
}
