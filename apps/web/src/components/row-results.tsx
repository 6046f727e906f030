// What a batch upload did to each row of the file (batch invitations, batch creator update): the
// counts, then a scrolling table with a sticky header, one line per row of the file.
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RowResultColumn<R> {
  label: string;
  cell: (row: R) => ReactNode;
  sx?: SxProps<Theme>;
}

export function RowResultsTable<R extends { row: number }>({
  columns,
  rows,
  rowTestId,
  maxHeight,
}: {
  columns: RowResultColumn<R>[];
  rows: R[];
  rowTestId: string;
  maxHeight: number;
}) {
  return (
    <TableContainer sx={{ maxHeight, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} sx={{ fontWeight: 600 }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.row} data-testid={rowTestId}>
              {columns.map((c) => (
                <TableCell key={c.label} sx={c.sx}>
                  {c.cell(r)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The rows read, done and refused. `texts` is the feature's translation prefix holding `total`,
 * `failed` and the `succeeded` key; the chips' test ids are `<testIdPrefix>-<succeeded>` and
 * `<testIdPrefix>-failed`.
 */
export function RowResultCounts<K extends string>({
  result,
  succeeded,
  texts,
  testIdPrefix,
  children,
}: {
  result: { total: number; failed: number } & Record<K, number>;
  succeeded: K;
  texts: string;
  testIdPrefix: string;
  /** Controls after the counts (a filter). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Chip label={t(`${texts}.total`, { count: result.total })} />
      <Chip color="success" label={t(`${texts}.${succeeded}`, { count: result[succeeded] })} data-testid={`${testIdPrefix}-${succeeded}`} />
      <Chip color={result.failed > 0 ? 'error' : 'default'} label={t(`${texts}.failed`, { count: result.failed })} data-testid={`${testIdPrefix}-failed`} />
      {children}
    </Stack>
  );
}
