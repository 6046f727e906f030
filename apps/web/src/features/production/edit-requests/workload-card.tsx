// The editors' workload (issue 29): each editor's open requests by state, the next due date and how
// many are past due, and how many requests nobody has taken yet.
import type { EditorWorkload } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/paged-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDate } from './edit-requests-format.ts';

type Props = { workload: EditorWorkload | undefined; loading: boolean; error: Error | null; today: string };

export function WorkloadCard({ workload, loading, error, today }: Props) {
  const { t, i18n } = useTranslation();
  const columns = [
    { label: t('editing:workload.editor') },
    { label: t('editing:workload.open'), align: 'right' as const },
    { label: t('editing:status.in_edit'), align: 'right' as const },
    { label: t('editing:status.in_review'), align: 'right' as const },
    { label: t('editing:status.changes_requested'), align: 'right' as const },
    { label: t('editing:status.approved'), align: 'right' as const },
    { label: t('editing:workload.nextDue') },
    { label: t('editing:workload.overdue'), align: 'right' as const },
  ];
  return (
    <SectionCard
      title={t('editing:workload.heading')}
      subtitle={t('editing:workload.help')}
      testId="edit-workload"
      flush
      action={
        workload && (
          <Chip
            color={workload.unassigned > 0 ? 'warning' : 'default'}
            variant="outlined"
            label={t('editing:workload.unassigned', { count: workload.unassigned })}
            data-testid="edit-workload-unassigned"
          />
        )
      }
    >
      {loading && <LinearProgress />}
      {error && <Alert severity="error">{error.message}</Alert>}
      <RowsTable columns={columns} sticky testId="edit-workload-table" empty={workload?.editors.length === 0 && t('editing:workload.none')}>
        {workload?.editors.map((e) => (
          <TableRow key={e.editor.user_id} data-testid={`edit-workload-${e.editor.user_id}`}>
            <TableCell>{e.editor.name}</TableCell>
            <TableCell align="right">{e.open}</TableCell>
            <TableCell align="right">{e.by_status.in_edit}</TableCell>
            <TableCell align="right">{e.by_status.in_review}</TableCell>
            <TableCell align="right">{e.by_status.changes_requested}</TableCell>
            <TableCell align="right">{e.by_status.approved}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {e.next_due_date ? formatDate(e.next_due_date, i18n.language) : '—'}
              {e.next_due_date && e.next_due_date < today && ` (${t('editing:overdue')})`}
            </TableCell>
            <TableCell align="right" data-testid={`edit-workload-${e.editor.user_id}-overdue`}>
              {e.overdue > 0 ? <Chip size="small" color="error" label={e.overdue} /> : 0}
            </TableCell>
          </TableRow>
        ))}
      </RowsTable>
    </SectionCard>
  );
}
