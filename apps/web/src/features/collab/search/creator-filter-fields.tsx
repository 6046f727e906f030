// Creator search's filter fields: a choice of several values (sent comma-separated) and a min–max
// range of figures.
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { rangeInput, type Filters } from './creator-search-model.ts';

/** A choice of several values, sent comma-separated. */
export function MultiSelect({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (v: string) => void;
  testId: string;
}) {
  const chosen = value ? value.split(',') : [];
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={chosen}
      onChange={(e) => onChange((e.target.value as unknown as string[]).join(','))}
      slotProps={{
        select: { multiple: true, renderValue: (v) => (v as string[]).map((x) => options.find((o) => o.value === x)?.label ?? x).join(', ') },
        htmlInput: { 'data-testid': testId },
      }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value} dense>
          <Checkbox size="small" checked={chosen.includes(o.value)} sx={{ py: 0 }} />
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function RangeField({
  label,
  name,
  filters,
  set,
  error,
  decimal,
}: {
  label: string;
  name: string;
  filters: Filters;
  set: (k: string, v: string) => void;
  error?: string;
  decimal?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Stack direction="row" spacing={1}>
        {(['min', 'max'] as const).map((end) => (
          <TextField
            key={end}
            size="small"
            placeholder={t(`creators:search.${end}`)}
            value={filters[`${name}_${end}`] ?? ''}
            onChange={(e) => set(`${name}_${end}`, rangeInput(e.target.value, decimal ?? false))}
            error={end === 'max' && Boolean(error)}
            slotProps={{
              htmlInput: {
                inputMode: decimal ? 'decimal' : 'numeric',
                'aria-label': `${label} ${t(`creators:search.${end}`)}`,
                'data-testid': `filter-${name}-${end}`,
              },
            }}
            sx={{ flex: 1 }}
          />
        ))}
      </Stack>
      {error && (
        <Typography variant="caption" color="error">
          {error}
        </Typography>
      )}
    </Stack>
  );
}
