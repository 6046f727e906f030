// A year-month picker that speaks the API's six digits (YYYYMM, spec 5).
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export function MonthField({ value, onChange, testId }: { value: string; onChange: (yearMonth: string) => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      type="month"
      size="small"
      label={t('accounting:month')}
      value={`${value.slice(0, 4)}-${value.slice(4, 6)}`}
      onChange={(e) => {
        const [year, month] = e.target.value.split('-');
        if (year && month) onChange(`${year}${month}`);
      }}
      sx={{ width: 180 }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
    />
  );
}

/** The month before the current one: the latest a CMS month can be complete. */
export function lastMonth(now = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}
