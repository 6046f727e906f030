// A row's status in a table: a small outlined chip in the colour its status stands for.
import Chip, { type ChipProps } from '@mui/material/Chip';

export type StatusColors<S extends string> = Record<S, ChipProps['color']>;

export function StatusChip<S extends string>({ status, colors, label, testId }: { status: S; colors: StatusColors<S>; label: string; testId?: string }) {
  return <Chip size="small" color={colors[status]} variant="outlined" label={label} data-testid={testId} />;
}
