// One of a few choices as a row of toggle buttons (a chart's metric or mode, a table's rows, where a
// search looks): pressing the chosen one again keeps it chosen.
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { SxProps, Theme } from '@mui/material/styles';

type Props<V extends string> = {
  value: V | null;
  choices: readonly V[];
  onChange: (value: V) => void;
  /** A choice's text on its button. */
  label: (value: V) => string;
  testId: (value: V) => string;
  /** What is being chosen, for screen readers. */
  ariaLabel?: string;
  color?: 'primary';
  /** The buttons take more lines rather than run past a narrow screen. */
  wrap?: boolean;
  buttonSx?: SxProps<Theme>;
};

export function ChoiceToggle<V extends string>({ value, choices, onChange, label, testId, ariaLabel, color, wrap, buttonSx }: Props<V>) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      color={color}
      value={value}
      onChange={(_, next: V | null) => next && onChange(next)}
      aria-label={ariaLabel}
      sx={wrap ? { flexWrap: 'wrap' } : undefined}
    >
      {choices.map((choice) => (
        <ToggleButton key={choice} value={choice} data-testid={testId(choice)} sx={buttonSx}>
          {label(choice)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
