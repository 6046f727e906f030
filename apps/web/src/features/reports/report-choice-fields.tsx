// The choices every report form offers, one field each: the file format, the report's language and
// its currency (spec 1: the language's own currency unless chosen). Used by the report page's form,
// the group annual report and the mailing's subscription dialog.
import { currencies, languages, reportFormats, type Currency, type Language, type ReportFormat } from '@chorus/contract';
import { useTranslation } from 'react-i18next';
import { SelectField, type SelectOption } from '../../components/select-field.tsx';
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

/** One select of a report form: the report form's label unless another is given, its options and width. */
function ReportChoice<T extends string>({
  formLabel,
  minWidth,
  ...props
}: FieldProps<T> & { formLabel: string; options: SelectOption<T>[]; minWidth: number }) {
  return <SelectField {...props} label={props.label ?? formLabel} sx={{ minWidth }} />;
}

export function ReportFormatField(props: FieldProps<ReportFormat>) {
  const { t } = useTranslation();
  return (
    <ReportChoice
      {...props}
      formLabel={t('reports:form.format')}
      options={reportFormats.map((f) => ({ value: f, label: t(`reports:form.formats.${f}`) }))}
      minWidth={180}
    />
  );
}

export function ReportLanguageField(props: FieldProps<Language>) {
  const { t } = useTranslation();
  return (
    <ReportChoice {...props} formLabel={t('reports:form.language')} options={languages.map((l) => ({ value: l, label: languageNames[l] }))} minWidth={160} />
  );
}

export function ReportCurrencyField(props: FieldProps<Currency>) {
  const { t } = useTranslation();
  return <ReportChoice {...props} formLabel={t('reports:form.currency')} options={currencies.map((c) => ({ value: c, label: c }))} minWidth={120} />;
}
