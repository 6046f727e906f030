// A table of one answer's rows (no paging) over the shared RowsTable: its progress and error, the
// heading, the rows, or why there are none. Wide tables scroll sideways inside their card with the
// first column kept in place; headings stay on one line (a phone scrolls the table rather than
// stacking a heading's characters).
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import { RowsTable, type Column } from '../../../components/paged-table.tsx';
import { scrollCue } from '../../../components/table-scroll.ts';

/** The shared table's sideways scrolling, with headings kept on one line. */
const frame = [scrollCue, { '& th': { whiteSpace: 'nowrap' } }] as const;

type Props = {
  columns: Column[];
  /** The rows drawn; an empty list shows `empty`. Undefined while loading. */
  rows: readonly ReactNode[] | undefined;
  empty: ReactNode;
  loading?: boolean;
  error?: Error | null;
  testId: string;
};

export function PlainTable({ columns, rows, empty, loading = false, error = null, testId }: Props) {
  return (
    <>
      {loading && <LinearProgress />}
      {error && <Alert severity="error">{error.message}</Alert>}
      <RowsTable columns={columns} testId={testId} frame={frame} sticky empty={rows?.length === 0 ? empty : null} emptyTestId={`${testId}-empty`}>
        {rows}
      </RowsTable>
    </>
  );
}
