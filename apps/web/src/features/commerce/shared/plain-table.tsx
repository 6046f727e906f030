// A table of one answer's rows (no paging): its heading, the rows, or why there are none. Wide
// tables scroll sideways inside their card with the first column kept in place; headings stay on
// one line (a phone scrolls the table rather than stacking a heading's characters).
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';
import { EmptyRow, HeadingRow, useTableSize, type Column } from '../../../components/paged-table.tsx';
import { scrollCue, stickyFirstColumn } from '../../../components/table-scroll.ts';

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
  const size = useTableSize();
  return (
    <>
      {loading && <LinearProgress />}
      {error && <Alert severity="error">{error.message}</Alert>}
      <TableContainer sx={scrollCue}>
        <Table size={size} data-testid={testId} sx={[stickyFirstColumn, { '& th': { whiteSpace: 'nowrap' } }]}>
          <HeadingRow columns={columns} />
          <TableBody>
            {rows?.length === 0 && (
              <EmptyRow columns={columns} testId={`${testId}-empty`}>
                {empty}
              </EmptyRow>
            )}
            {rows}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
