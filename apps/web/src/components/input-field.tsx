// A labelled text input or native select built from MUI's parts. MUI's TextField always brings its
// menu-based Select along (about 20 KB gzip); the signed-out pages load less by using this instead.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type ReactNode } from 'react';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  size?: 'small' | 'medium';
  testId?: string;
  /** Renders a native select with these choices. */
  options?: readonly { value: string; label: string }[];
};

export function InputField({
  label,
  value,
  onChange,
  type,
  autoComplete,
  autoFocus,
  error,
  helperText,
  endAdornment,
  size = 'medium',
  testId,
  options,
}: Props) {
  const id = useId();
  const helperId = `${id}-helper`;
  const change = (event: ChangeEvent<{ value: string }>) => onChange(event.target.value);
  const input = <OutlinedInput label={label} />;
  return (
    <FormControl fullWidth size={size} error={error} variant="outlined">
      <InputLabel htmlFor={id} shrink={options ? true : undefined}>
        {label}
      </InputLabel>
      {options ? (
        <NativeSelect id={id} value={value} onChange={change} input={input} inputProps={{ 'data-testid': testId } as object}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      ) : (
        <OutlinedInput
          id={id}
          label={label}
          type={type}
          value={value}
          onChange={change}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          endAdornment={endAdornment}
          aria-describedby={helperText ? helperId : undefined}
          inputProps={{ 'data-testid': testId } as object}
        />
      )}
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
