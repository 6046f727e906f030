// The pair of export buttons a report or list offers (CSV and Excel), with the test ids
// `<testId>-export-csv` and `<testId>-export-xlsx`; disabled while an export is on its way.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export type ExportFormat = 'csv' | 'xlsx';

type Props = {
  testId: string;
  labels: Record<ExportFormat, string>;
  busy: boolean;
  onExport: (format: ExportFormat) => void;
};

export function ExportButtons({ testId, labels, busy, onExport }: Props) {
  return (
    <Stack direction="row" sx={{ gap: 1 }}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button key={format} variant="outlined" size="small" disabled={busy} onClick={() => onExport(format)} data-testid={`${testId}-export-${format}`}>
          {labels[format]}
        </Button>
      ))}
    </Stack>
  );
}
