// A small select of fixed choices (MUI's menu-based TextField): the value it shows and the one it
// hands back are one of its options' values, typed. Filters above tables, report choices, sorts and
// the pickers of the channel pages all use it. (InputField's native select is the signed-out pages'.)
import type { SxProps, Theme } from '@mui/material/styles';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { shownError } from './field-errors.ts';

export type SelectOption<T extends string> = { value: T; label: ReactNode; testId?: string };

type Props<T extends string> = {
  /** Leave it out where the select sits in a row that names it; give `ariaLabel` then. */
  label?: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  /** The first choice, the empty value: no filter. */
  any?: string;
  /** A translated message from the server's answer, shown under the field. */
  error?: string;
  sx?: SxProps<Theme>;
  testId?: string;
  ariaLabel?: string;
};

export function SelectField<T extends string>({ label, value, onChange, options, any, error, sx, testId, ariaLabel }: Props<T>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as T)}
      {...shownError(error)}
      sx={sx}
      slotProps={{ htmlInput: { 'aria-label': ariaLabel, 'data-testid': testId } }}
    >
      {any !== undefined && <MenuItem value="">{any}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} data-testid={option.testId}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
