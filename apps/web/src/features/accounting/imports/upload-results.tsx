// Each file's result of a revenue upload: its report and month, the rows stored, replaced and
// unmatched, or the reason it was refused (with the line of the row at fault).
import type { UploadFileResult } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { RowsTable, type Column } from '../../../components/paged-table.tsx';
import { scrollCue } from '../../../components/table-scroll.ts';
import { monthLabel } from '../../../components/month-field.tsx';

// Short numeric headings would otherwise break a CJK word over two lines beside the long file names.
const nowrap = { whiteSpace: 'nowrap' } as const;

export function UploadResults({ results }: { results: UploadFileResult[] }) {
  const { t } = useTranslation();
  const columns: Column[] = [
    { label: t('accounting:upload.file') },
    { label: t('accounting:upload.report') },
    { label: t('accounting:month') },
    { label: t('accounting:upload.created'), align: 'right', sx: nowrap },
    { label: t('accounting:upload.replaced'), align: 'right', sx: nowrap },
    { label: t('accounting:upload.unmatched'), align: 'right', sx: nowrap },
    { label: t('accounting:upload.status') },
  ];
  return (
    <RowsTable columns={columns} testId="accounting-upload-results" frame={[scrollCue, { mt: 2 }]} size="small">
      {results.map((r, i) => (
        <TableRow key={i}>
          <TableCell sx={{ wordBreak: 'break-all' }}>{r.file_name}</TableCell>
          <TableCell>{r.report_type ? t(`accounting:reports.${r.report_type}`) : '—'}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.year_month ? monthLabel(r.year_month) : '—'}</TableCell>
          <TableCell align="right">{r.records_created}</TableCell>
          <TableCell align="right">{r.records_replaced}</TableCell>
          <TableCell align="right">{r.unmatched_rows}</TableCell>
          <TableCell>
            {r.status === 'done' ? (
              <Chip size="small" color="success" label={t('accounting:upload.done')} />
            ) : (
              <Alert severity="error" sx={{ py: 0 }}>
                {r.reason}
              </Alert>
            )}
          </TableCell>
        </TableRow>
      ))}
    </RowsTable>
  );
}
