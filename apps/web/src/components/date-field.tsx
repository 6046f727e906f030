import { DATE_MAX, DATE_MIN } from '@chorus/contract';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A date input bounded to 1900-01-01 … 2099-12-31 (spec 5). */
export function DateField(props: TextFieldProps) {
  return <TextField {...props} type="date" slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: DATE_MIN, max: DATE_MAX } }} />;
}
