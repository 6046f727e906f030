// The choices every report form offers, one field each: the file format, the report's language and
// its currency (spec 1: the language's own currency unless chosen). Used by the report page's form,
// the group annual report and the mailing's subscription dialog.
import { currencies, languages, reportFormats, type Currency, type Language, type ReportFormat } from '@chorus/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { languageNames } from '../../lib/language-names.ts';
import './i18n.ts';

type FieldProps<T> = {
  value: T;
  onChange: (value: T) => void;
  testId: string;
  /** Defaults to the report form's label. */
  label?: string;
  /** A translated message from the server's answer. */
  error?: string;
};

const inputOf = (testId: string) => ({ htmlInput: { 'data-testid': testId } });

export function ReportFormatField({ value, onChange, testId, label, error }: FieldProps<ReportFormat>) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label ?? t('reports:form.format')}
      value={value}
      onChange={(e) => onChange(e.target.value as ReportFormat)}
      error={Boolean(error)}
      helperText={error}
      sx={{ minWidth: 180 }}
      slotProps={inputOf(testId)}
    >
      {reportFormats.map((f) => (
        <MenuItem key={f} value={f}>
          {t(`reports:form.formats.${f}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ReportLanguageField({ value, onChange, testId, label, error }: FieldProps<Language>) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label ?? t('reports:form.language')}
      value={value}
      onChange={(e) => onChange(e.target.value as Language)}
      error={Boolean(error)}
      helperText={error}
      sx={{ minWidth: 160 }}
      slotProps={inputOf(testId)}
    >
      {languages.map((l) => (
        <MenuItem key={l} value={l}>
          {languageNames[l]}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ReportCurrencyField({ value, onChange, testId, label, error }: FieldProps<Currency>) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label ?? t('reports:form.currency')}
      value={value}
      onChange={(e) => onChange(e.target.value as Currency)}
      error={Boolean(error)}
      helperText={error}
      sx={{ minWidth: 120 }}
      slotProps={inputOf(testId)}
    >
      {currencies.map((c) => (
        <MenuItem key={c} value={c}>
          {c}
        </MenuItem>
      ))}
    </TextField>
  );
}
