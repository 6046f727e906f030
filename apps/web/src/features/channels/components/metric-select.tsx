// The metric a chart card draws, chosen in the card's corner.
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field.tsx';

type Props<M extends string> = {
  value: M;
  metrics: readonly M[];
  label: (metric: M) => string;
  onChange: (metric: M) => void;
  minWidth: number;
  testId: string;
};

export function MetricSelect<M extends string>({ value, metrics, label, onChange, minWidth, testId }: Props<M>) {
  const { t } = useTranslation();
  return (
    <SelectField
      value={value}
      onChange={onChange}
      options={metrics.map((m) => ({ value: m, label: label(m) }))}
      sx={{ minWidth }}
      // The select's own name: the box around it may not carry one (it has no role).
      ariaLabel={t('analytics:overview.metric')}
      testId={testId}
    />
  );
}
