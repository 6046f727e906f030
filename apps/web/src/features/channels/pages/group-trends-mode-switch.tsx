// A chart's modes (absolute, share, index…) as one row of toggle buttons.
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';

export function ModeSwitch<M extends string>({
  name,
  value,
  modes,
  onChange,
  label,
}: {
  name: string;
  value: M;
  modes: readonly M[];
  onChange: (m: M) => void;
  label: (m: M) => string;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      color="primary"
      value={value}
      onChange={(_, next: M | null) => next && onChange(next)}
      aria-label={t('analytics:groupTrends.modeLabel')}
    >
      {modes.map((m) => (
        <ToggleButton key={m} value={m} data-testid={`${name}-${m}`} sx={{ px: 1.25, whiteSpace: 'nowrap' }}>
          {label(m)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
