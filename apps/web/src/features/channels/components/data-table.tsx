// The table view of a chart (and the plain tables of the channel pages): columns formatted by kind
// in the chosen language; the same rows feed the CSV download.
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
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

export function DataTable({ data, maxHeight, testId }: { data: TableData; maxHeight?: number; testId?: string }) {
  const f = useFormatters();
  // The customize page's table density.
  const dense = usePreference(storedTableDensity) === 'compact';
  const columns = data.columns.filter((c) => !c.csvOnly);
  return (
    <TableContainer sx={{ maxHeight, border: 1, borderColor: 'divider', borderRadius: 1, '& .MuiTableCell-root': { px: 1.25 } }} data-testid={testId}>
      <Table size={dense ? 'small' : 'medium'} stickyHeader>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell
                key={c.key}
                align={numeric(c.kind) ? 'right' : 'left'}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap', bgcolor: 'grey.50', width: c.width, minWidth: c.minWidth }}
              >
                {c.header ?? c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.rows.map((row, i) => (
            <TableRow key={i} hover>
              {columns.map((c) => {
                const text = displayValue(c, row, f);
                const href = c.href?.(row);
                const shown = c.render ? c.render(row, text) : text;
                return (
                  <TableCell
                    key={c.key}
                    align={numeric(c.kind) ? 'right' : 'left'}
                    sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: numeric(c.kind) || c.kind === 'date' ? 'nowrap' : undefined }}
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
