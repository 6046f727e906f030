// A month picked in the browser's month field, held as the API's YYYYMM.
import TextField from '@mui/material/TextField';

/** The month before the current one: the month finance usually works on. */
export function previousMonth(now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** "202602" → "2026-02". */
export const monthLabel = (yearMonth: string) => `${yearMonth.slice(0, 4)}-${yearMonth.slice(4, 6)}`;

export function MonthField({ label, value, onChange, testId }: { label: string; value: string; onChange: (yearMonth: string) => void; testId: string }) {
  return (
    <TextField
      size="small"
      type="month"
      label={label}
      value={value ? monthLabel(value) : ''}
      onChange={(e) => onChange(e.target.value.replace('-', ''))}
      sx={{ width: 170 }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
    />
  );
}
