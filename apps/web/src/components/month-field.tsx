// A month picked in the browser's month field, held as the API's six digits (YYYYMM, spec 5);
// shared by the accounting and commerce screens.
import { yearMonthLabel } from '@chorus/contract';
import TextField from '@mui/material/TextField';

/** The month before the current one: the latest a CMS month can be complete, and the month finance usually works on. */
export function previousMonth(now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** "202602" → "2026-02", as every accounting screen shows a month. */
export const monthLabel = yearMonthLabel;

export function MonthField({ label, value, onChange, testId }: { label: string; value: string; onChange: (yearMonth: string) => void; testId?: string }) {
  return (
    <TextField
      size="small"
      type="month"
      label={label}
      value={value ? monthLabel(value) : ''}
      onChange={(e) => {
        // A cleared or half-typed field keeps the last whole month.
        const [year, month] = e.target.value.split('-');
        if (year && month) onChange(`${year}${month}`);
      }}
      sx={{ width: 180 }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
    />
  );
}
