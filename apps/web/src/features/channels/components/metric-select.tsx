// The metric a chart card draws, chosen in the card's corner.
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { menuOptions } from '../../../components/menu-options.tsx';

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
    <TextField
      select
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value as M)}
      sx={{ minWidth }}
      // The select's own name: the box around it may not carry one (it has no role).
      slotProps={{ htmlInput: { 'aria-label': t('analytics:overview.metric'), 'data-testid': testId } }}
    >
      {menuOptions(metrics, label)}
    </TextField>
  );
}
