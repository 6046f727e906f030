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

/** One select of a report form: the field's own options, labels and width. */
function ChoiceField<T extends string>({
  value,
  onChange,
  testId,
  label,
  error,
  options,
  optionLabel,
  minWidth,
}: FieldProps<T> & { label: string; options: readonly T[]; optionLabel: (option: T) => string; minWidth: number }) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as T)}
      error={Boolean(error)}
      helperText={error}
      sx={{ minWidth }}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ReportFormatField(props: FieldProps<ReportFormat>) {
  const { t } = useTranslation();
  return (
    <ChoiceField
      {...props}
      label={props.label ?? t('reports:form.format')}
      options={reportFormats}
      optionLabel={(f) => t(`reports:form.formats.${f}`)}
      minWidth={180}
    />
  );
}

export function ReportLanguageField(props: FieldProps<Language>) {
  const { t } = useTranslation();
  return <ChoiceField {...props} label={props.label ?? t('reports:form.language')} options={languages} optionLabel={(l) => languageNames[l]} minWidth={160} />;
}

export function ReportCurrencyField(props: FieldProps<Currency>) {
  const { t } = useTranslation();
  return <ChoiceField {...props} label={props.label ?? t('reports:form.currency')} options={currencies} optionLabel={(c) => c} minWidth={120} />;
}
