// One channel's subscription in a dialog: on or off, recipients, language, currency and formats. The
// server judges the whole (turned on, it needs a recipient) and its translated field messages show
// under the fields; the dialog stays open until the save succeeds.
import { defaultCurrencyOf, reportFormats, type Currency, type Language, type ReportFormat, type ReportSubscription } from '@chorus/contract';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { keepOpenOnFieldErrors } from '../../../components/field-errors.ts';
import { useToast } from '../../../components/toasts.tsx';
import { useEndpointWrite } from '../../../lib/endpoint-query.ts';
import { ReportCurrencyField, ReportLanguageField } from '../report-choice-fields.tsx';
import { fieldsByTop } from './mailing-model.ts';
import { RecipientsField } from './recipients-field.tsx';

type Props = { subscription: ReportSubscription; onClose: () => void };

export function SubscriptionDialog({ subscription, onClose }: Props) {
  const { t } = useTranslation('reports');
  const toast = useToast();
  const write = useEndpointWrite();
  const [enabled, setEnabled] = useState(subscription.enabled);
  const [recipients, setRecipients] = useState(subscription.recipients);
  const [language, setLanguage] = useState<Language>(subscription.language);
  const [currency, setCurrency] = useState<Currency>(subscription.currency);
  const [formats, setFormats] = useState<ReportFormat[]>(subscription.formats);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async (): Promise<void | false> => {
    try {
      await write('reportSubscriptionSet', {
        params: { channelId: subscription.channel_id },
        // In the contract's order, whatever order they were ticked in.
        body: { enabled, recipients, language, currency, formats: reportFormats.filter((f) => formats.includes(f)) },
      });
    } catch (error) {
      return keepOpenOnFieldErrors(error, (fields) => setErrors(fieldsByTop(fields)));
    }
    toast(t('reports:mailing.edit.saved', { channel: subscription.channel_title }));
  };

  return (
    <ConfirmDialog
      open
      maxWidth="sm"
      title={t('reports:mailing.edit.title', { channel: subscription.channel_title })}
      confirmLabel={t('reports:mailing.edit.save')}
      onConfirm={save}
      onClose={onClose}
      testId="subscription-dialog"
      confirmTestId="subscription-save"
    >
      <FormControlLabel
        control={
          <Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} slotProps={{ input: { 'data-testid': 'subscription-enabled' } as object }} />
        }
        label={t('reports:mailing.edit.enabled')}
      />
      {errors.enabled && <FormHelperText error>{errors.enabled}</FormHelperText>}
      <RecipientsField value={recipients} onChange={setRecipients} errors={errors} onErrors={setErrors} testId="subscription-recipients" />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <ReportLanguageField
          label={t('reports:mailing.columns.language')}
          value={language}
          onChange={(next) => {
            // A currency left at the old language's own follows the new language (NT$ for zh-TW, ¥ for ja, US$ for en).
            if (currency === defaultCurrencyOf[language]) setCurrency(defaultCurrencyOf[next]);
            setLanguage(next);
          }}
          error={errors.language}
          testId="subscription-language"
        />
        <ReportCurrencyField
          label={t('reports:mailing.columns.currency')}
          value={currency}
          onChange={setCurrency}
          error={errors.currency}
          testId="subscription-currency"
        />
      </Stack>
      <FormatsField value={formats} onChange={setFormats} error={errors.formats} testIdPrefix="subscription-format" />
      {errors._ && <FormHelperText error>{errors._}</FormHelperText>}
    </ConfirmDialog>
  );
}

/** The report's formats as tick boxes (one or more). */
export function FormatsField({
  value,
  onChange,
  error,
  testIdPrefix,
}: {
  value: ReportFormat[];
  onChange: (formats: ReportFormat[]) => void;
  error?: string;
  testIdPrefix: string;
}) {
  const { t } = useTranslation('reports');
  return (
    <FormControl error={Boolean(error)} component="fieldset" variant="standard">
      <FormLabel component="legend">{t('reports:mailing.columns.formats')}</FormLabel>
      <FormGroup row>
        {reportFormats.map((f) => (
          <FormControlLabel
            key={f}
            control={
              <Checkbox
                size="small"
                checked={value.includes(f)}
                onChange={(e) => onChange(e.target.checked ? [...value, f] : value.filter((x) => x !== f))}
                slotProps={{ input: { 'data-testid': `${testIdPrefix}-${f}` } as object }}
              />
            }
            label={t(`reports:form.formats.${f}`)}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
