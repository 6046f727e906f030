// The table view of a chart (and the plain tables of the channel pages): columns formatted by kind
// in the chosen language; the same rows feed the CSV download.
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { scrollCue } from '../../../components/table-scroll.ts';
import { storedTableDensity } from '../../../lib/preferences.ts';
import { usePreference } from '../../../lib/use-preference.ts';
import { useFormatters, type Formatters } from '../hooks/use-formatters.ts';
import type { CsvCell } from './csv.ts';

type ColumnKind = 'text' | 'count' | 'number' | 'decimal' | 'percent' | 'change' | 'money' | 'date' | 'duration';
type Cell = string | number | null;
export type Row = Record<string, Cell>;

export type Column = {
  key: string;
  label: string;
  kind?: ColumnKind;
  /** Overrides the kind's display (money columns bring their currency's format). */
  format?: (value: Cell, row: Row) => string;
  /** A link for the cell (opens in a new tab). */
  href?: (row: Row) => string | null;
  /** What the cell shows, when text is not enough (a chip, a coloured change); the CSV keeps the value. */
  render?: (row: Row, text: string) => ReactNode;
  /** The header cell, when it needs more than its label (a sort control). */
  header?: ReactNode;
  width?: number | string;
  minWidth?: number;
  /** In the CSV only (an id the table already links to). */
  csvOnly?: boolean;
  /** Stays at the left edge while the other columns scroll (leading columns only). */
  sticky?: boolean;
};

export type TableData = { columns: Column[]; rows: Row[] };

function displayValue(column: Column, row: Row, f: Formatters): string {
  const value = row[column.key] ?? null;
  if (column.format) return column.format(value, row);
  if (value === null) return '—';
  switch (column.kind) {
    case 'count':
    case 'number':
      return f.number(Number(value));
    case 'decimal':
      return f.decimal(Number(value));
    case 'percent':
      return f.percent(Number(value), 2);
    case 'change':
      return f.change(Number(value));
    case 'date':
      return f.date(String(value));
    case 'duration':
      return f.duration(Number(value));
    default:
      return String(value);
  }
}

/** CSV rows: raw values (numbers, decimal amounts, ISO dates), never the display text. */
export function csvRows(data: TableData): CsvCell[][] {
  return data.rows.map((row) => data.columns.map((c) => row[c.key] ?? null));
}

const numeric = (kind?: ColumnKind) => kind !== undefined && kind !== 'text' && kind !== 'date';

/** How many columns from the left stay in place. */
const leadingSticky = (columns: readonly Column[]) => {
  const count = columns.findIndex((c) => !c.sticky);
  return count === -1 ? columns.length : count;
};

/**
 * Where each sticky column sits: the drawn widths of the sticky columns before it (a table gives its
 * columns more than their set width when it has room, so the widths are measured, and again on resize).
 */
function useStickyOffsets(count: number) {
  const headRow = useRef<HTMLTableRowElement>(null);
  const [offsets, setOffsets] = useState<number[]>(() => Array.from({ length: count }, () => 0));
  useLayoutEffect(() => {
    const row = headRow.current;
    if (!row || count === 0) return;
    const cells = [...row.cells].slice(0, count);
    const measure = () => {
      let left = 0;
      const next = cells.map((cell) => {
        const at = left;
        left += cell.getBoundingClientRect().width;
        return at;
      });
      setOffsets((current) => (current.length === next.length && current.every((v, i) => v === next[i]) ? current : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    for (const cell of cells) observer.observe(cell);
    return () => observer.disconnect();
  }, [count]);
  return { headRow, offsets };
}

const stickyCell = (left: number | null, last: boolean, background: string) =>
  left === null
    ? {}
    : {
        position: 'sticky' as const,
        left,
        zIndex: 1,
        bgcolor: background,
        boxShadow: last ? (theme: { palette: { divider: string } }) => `inset -1px 0 0 ${theme.palette.divider}` : undefined,
      };

export function DataTable({ data, maxHeight, testId }: { data: TableData; maxHeight?: number; testId?: string }) {
  const f = useFormatters();
  // The customize page's table density.
  const dense = usePreference(storedTableDensity) === 'compact';
  const columns = data.columns.filter((c) => !c.csvOnly);
  const stickyCount = leadingSticky(columns);
  const { headRow, offsets } = useStickyOffsets(stickyCount);
  const lastSticky = stickyCount - 1;
  return (
    <TableContainer
      sx={[scrollCue, { maxHeight, border: 1, borderColor: 'divider', borderRadius: 1, '& .MuiTableCell-root': { px: 1.25 } }]}
      data-testid={testId}
    >
      <Table size={dense ? 'small' : 'medium'} stickyHeader>
        <TableHead>
          <TableRow ref={headRow}>
            {columns.map((c, i) => (
              <TableCell
                key={c.key}
                align={numeric(c.kind) ? 'right' : 'left'}
                sx={{
                  fontWeight: 600,
                  whiteSpace: 'nowrap',
                  bgcolor: 'grey.50',
                  width: c.width,
                  minWidth: c.minWidth,
                  ...stickyCell(offsets[i] ?? null, i === lastSticky, 'grey.50'),
                  // Above the scrolling header cells and the sticky body cells.
                  zIndex: i < stickyCount ? 3 : undefined,
                }}
              >
                {c.header ?? c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.rows.map((row, i) => (
            <TableRow key={i} hover>
              {columns.map((c, i) => {
                const text = displayValue(c, row, f);
                const href = c.href?.(row);
                const shown = c.render ? c.render(row, text) : text;
                return (
                  <TableCell
                    key={c.key}
                    align={numeric(c.kind) ? 'right' : 'left'}
                    sx={{
                      fontVariantNumeric: 'tabular-nums',
                      whiteSpace: numeric(c.kind) || c.kind === 'date' ? 'nowrap' : undefined,
                      ...stickyCell(offsets[i] ?? null, i === lastSticky, 'background.paper'),
                    }}
                  >
                    {href ? (
                      <Link href={href} target="_blank" rel="noopener noreferrer" underline="hover" color="inherit">
                        {shown}
                      </Link>
                    ) : (
                      shown
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
