// A table that shows its rows a page at a time (the server's pages, or slices of a list): the filters
// above it, a bar while loading, the failure, the headings, one line when there is nothing to show,
// and the page controls. Its pieces (headings, empty row, the table of rows laid out by hand, search
// filter) serve other tables too.
import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { storedTableDensity } from '../lib/preferences.ts';
import { usePreference } from '../lib/use-preference.ts';
import { SearchIcon } from './icons.tsx';
import { scrollCue, stickyFirstColumn } from './table-scroll.ts';

/** How tall table rows are, as the table density preference says. */
export function useTableSize(): 'small' | 'medium' {
  return usePreference(storedTableDensity) === 'compact' ? 'small' : 'medium';
}

/** A heading: its text, and the cell's props (width, alignment); `false` leaves the column out. */
export type Column = (TableCellProps & { label?: ReactNode }) | false;

export function HeadingRow({ columns }: { columns: Column[] }) {
  return (
    <TableHead>
      <TableRow sx={{ '& .MuiTableCell-head': { fontWeight: 600 } }}>
        {columns.map((column, i) => {
          if (!column) return null;
          const { label, ...cell } = column;
          return (
            <TableCell key={i} {...cell}>
              {label}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}

/** The one row of a table with nothing to show. */
export function EmptyRow({ columns, testId, children }: { columns: Column[]; testId?: string; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns.filter(Boolean).length} sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }} data-testid={testId}>
        {children}
      </TableCell>
    </TableRow>
  );
}

/** A cell holding a figure (an amount, a rate, a size): at the right, in tabular numbers, on one line. */
export function FigureCell(props: Omit<TableCellProps, 'align' | 'sx'>) {
  return <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} {...props} />;
}

/** A thin outline around a table, for one inside a card that does not scroll sideways. */
export const outlinedFrame = { border: 1, borderColor: 'divider', borderRadius: 1 } as const;

type RowsTableProps = {
  columns: Column[];
  /** The rows (TableRow elements). */
  children: ReactNode;
  /** The one line shown when there is nothing to show; leave it out (or false) while there are rows. */
  empty?: ReactNode;
  emptyTestId?: string;
  testId?: string;
  /** The container's style: sideways scrolling that shows itself unless said (e.g. `outlinedFrame`). */
  frame?: SxProps<Theme>;
  /** The first column stays in place while the others scroll under it. */
  sticky?: boolean;
  /** The headings stay in place while the rows scroll under them (a frame with a maxHeight). */
  stickyHeader?: boolean;
  /** Row height; the table density preference unless said. */
  size?: 'small' | 'medium';
  /** Cells with less room on their sides (tables of many figures). */
  tight?: boolean;
  /** Names the frame as a region a keyboard can reach and scroll (a table wider than most screens). */
  label?: string;
};

/** A table whose rows its caller lays out: the frame, the headings, the line when it is empty, the rows. */
export function RowsTable({
  columns,
  children,
  empty,
  emptyTestId,
  testId,
  frame = scrollCue,
  sticky = false,
  stickyHeader,
  size,
  tight,
  label,
}: RowsTableProps) {
  const preferred = useTableSize();
  const region = label ? { tabIndex: 0, role: 'region', 'aria-label': label } : {};
  return (
    <TableContainer sx={frame} {...region}>
      <Table
        size={size ?? preferred}
        data-testid={testId}
        sx={[sticky ? stickyFirstColumn : {}, tight ? { '& td, & th': { px: 1 } } : {}]}
        stickyHeader={stickyHeader}
      >
        <HeadingRow columns={columns} />
        <TableBody>
          {empty !== undefined && empty !== null && empty !== false && (
            <EmptyRow columns={columns} testId={emptyTestId}>
              {empty}
            </EmptyRow>
          )}
          {children}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

type Paging = {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  /** A filter's setter that also goes back to the first page. */
  filter: <T>(set: (value: T) => void) => (value: T) => void;
};

/** The page shown (from 0) and its size; a new size, or a new filter, goes back to the first page. */
export function usePaging(initialSize: number): Paging {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(initialSize);
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  return { page, pageSize, setPage, setPageSize: filter(setPageSize), filter };
}

/** A free-text search above a table; `icon` puts the magnifier before the text. */
export function SearchFilter({
  label,
  value,
  onChange,
  testId,
  icon,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  icon?: boolean;
}) {
  return (
    <TextField
      size="small"
      placeholder={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 260, flex: 1, maxWidth: 420 }}
      slotProps={{
        input: icon
          ? {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            }
          : undefined,
        htmlInput: { 'aria-label': label, 'data-testid': testId },
      }}
    />
  );
}

/** A server-paged query's answer as the table takes it: this page's rows, their total, loading and failure. */
export function serverPage<Row>(query: { data?: { items: Row[]; total: number }; isFetching: boolean; error: Error | null }) {
  return { rows: query.data?.items, total: query.data?.total ?? 0, loading: query.isFetching, error: query.error };
}

type Props<Row> = {
  columns: Column[];
  /** This page's rows; undefined while there are none loaded yet. */
  rows: Row[] | undefined;
  /** How many rows there are on all pages. */
  total: number;
  children: (row: Row) => ReactNode;
  paging: Paging;
  pageSizes: number[];
  loading: boolean;
  error: Error | null;
  empty: ReactNode;
  emptyTestId?: string;
  /** The filters, shown above the table. */
  toolbar?: ReactNode;
  testId?: string;
};

export function PagedTable<Row>({ columns, rows, total, children, paging, pageSizes, loading, error, empty, emptyTestId, toolbar, testId }: Props<Row>) {
  return (
    <>
      {toolbar}
      {loading && <LinearProgress />}
      {error && (
        <Alert severity="error" sx={toolbar ? { mx: 2, mb: 2 } : { m: 2 }}>
          {error.message}
        </Alert>
      )}
      <RowsTable columns={columns} testId={testId} sticky empty={rows?.length === 0 && empty} emptyTestId={emptyTestId}>
        {rows?.map(children)}
      </RowsTable>
      <PageControls total={total} paging={paging} pageSizes={pageSizes} />
    </>
  );
}

/** The page controls under a paged table (also under tables laid out by hand). */
export function PageControls({ total, paging, pageSizes }: { total: number; paging: Paging; pageSizes: number[] }) {
  const { t } = useTranslation();
  const lastPage = Math.max(0, Math.ceil(total / paging.pageSize) - 1);
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(paging.page, lastPage)}
      onPageChange={(_, page) => paging.setPage(page)}
      rowsPerPage={paging.pageSize}
      onRowsPerPageChange={(e) => paging.setPageSize(Number(e.target.value))}
      rowsPerPageOptions={pageSizes}
      labelRowsPerPage={t('rowsPerPage')}
      // "Rows 0–0 of 0" reads like an error: an empty table says there is nothing instead.
      labelDisplayedRows={({ from, to, count }) => (count === 0 ? t('displayedRowsNone') : t('displayedRows', { from, to, count }))}
    />
  );
}
