// A text field that shows its own error: while it stands, the message replaces the help below it.
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { shownError } from './field-errors.ts';

type Props = Omit<TextFieldProps, 'onChange' | 'error' | 'helperText' | 'slotProps'> & {
  onChange: (value: string) => void;
  /** The field's message, already translated. */
  error?: string;
  help?: ReactNode;
  testId?: string;
  inputMode?: 'decimal' | 'numeric' | 'url' | 'email';
  /** More attributes for the input element (maxLength, step). */
  htmlInput?: Record<string, unknown>;
  shrinkLabel?: boolean;
};

export function FormTextField({ onChange, error, help, testId, inputMode, htmlInput, shrinkLabel, ...rest }: Props) {
  return (
    <TextField
      {...rest}
      onChange={(e) => onChange(e.target.value)}
      {...shownError(error, help)}
      slotProps={{ inputLabel: shrinkLabel ? { shrink: true } : undefined, htmlInput: { ...htmlInput, inputMode, 'data-testid': testId } }}
    />
  );
}
