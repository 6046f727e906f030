// The per-video table of a report (issue 24: one home for the collaboration performance report and
// the resale sales report). Wide screens get a table, one row per video (and, under it, a lighter row
// per detail such as a resale product); narrow screens get a card per video with its figures in two
// columns. The caller formats every text; this component only lays them out.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { watchUrl } from '../lib/watch-url.ts';

/** A figure column; `onCard: false` keeps it to the table (the card names it in its lines instead). */
export interface VideoFigureColumn {
  key: string;
  label: string;
  onCard?: boolean;
  /** The figure the report is about, drawn bold. */
  strong?: boolean;
}

export interface VideoFigureCell {
  text: string;
  /** Drawn under the figure, e.g. the channel's average and the difference from it. */
  note?: ReactNode;
}

export interface VideoFigureRow {
  key: string;
  videoId: string;
  title: string;
  /** Lines under the title in the table, and on the card (where the table-only columns go). */
  lines: string[];
  cardLines: string[];
  /** One cell per column, in the columns' order. */
  cells: Record<string, VideoFigureCell>;
  /** data-* attributes of the row and the card (e.g. `{ currency: 'USD' }`). */
  data?: Record<string, string>;
  /** Lighter rows under the video's row: a label and some of the columns' texts; on the card, `cardText`. */
  details?: { key: string; label: string; cells: Record<string, string>; cardText: string }[];
}

type Props = {
  /** Prefix of the test ids: `<id>-table`, `<id>-row`, `<id>-cell-<column>`, `<id>-detail-row`, `<id>-card`. */
  testId: string;
  /** The accessible name of the scrolling table (a keyboard reaches it): its section's title. */
  label: string;
  videoLabel: string;
  columns: VideoFigureColumn[];
  rows: VideoFigureRow[];
};

const dataAttributes = (data: Record<string, string> = {}) => Object.fromEntries(Object.entries(data).map(([k, v]) => [`data-${k}`, v]));

function VideoTitle({ row, lines }: { row: VideoFigureRow; lines: string[] }) {
  return (
    <>
      <Link href={watchUrl(row.videoId)} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {row.title}
      </Link>
      {lines.map((line) => (
        <Typography key={line} variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {line}
        </Typography>
      ))}
    </>
  );
}

export function VideoFiguresTable({ testId, label, videoLabel, columns, rows }: Props) {
  const onCard = columns.filter((c) => c.onCard !== false);
  return (
    <>
      <Box tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto', display: { xs: 'none', md: 'block' } }}>
        <Table size="small" data-testid={`${testId}-table`} sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{videoLabel}</TableCell>
              {columns.map((c) => (
                <TableCell key={c.key} align="right" sx={{ minWidth: 72 }}>
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <Fragment key={row.key}>
                <TableRow data-testid={`${testId}-row`} data-video={row.videoId} {...dataAttributes(row.data)}>
                  <TableCell sx={{ minWidth: 220, maxWidth: 320 }}>
                    <VideoTitle row={row} lines={row.lines} />
                  </TableCell>
                  {columns.map((c) => (
                    <TableCell
                      key={c.key}
                      align="right"
                      sx={{ whiteSpace: 'nowrap', fontWeight: c.strong ? 600 : undefined }}
                      data-testid={`${testId}-cell-${c.key}`}
                    >
                      {row.cells[c.key]?.text}
                      {row.cells[c.key]?.note}
                    </TableCell>
                  ))}
                </TableRow>
                {row.details?.map((d) => (
                  <TableRow key={d.key} data-testid={`${testId}-detail-row`} sx={{ '& td': { color: 'text.secondary', fontSize: '0.8rem' } }}>
                    <TableCell sx={{ pl: 3 }}>{d.label}</TableCell>
                    {columns.map((c) => (
                      <TableCell key={c.key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {d.cells[c.key]}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Stack sx={{ display: { xs: 'flex', md: 'none' }, gap: 1.5, p: 2 }}>
        {rows.map((row) => (
          <Card key={row.key} variant="outlined" sx={{ p: 1.5 }} data-testid={`${testId}-card`} data-video={row.videoId} {...dataAttributes(row.data)}>
            <VideoTitle row={row} lines={row.cardLines} />
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1, mt: 1 }}>
              {onCard.map((c) => (
                <Box key={c.key}>
                  <Typography variant="caption" color="text.secondary">
                    {c.label}
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {row.cells[c.key]?.text}
                  </Typography>
                  {row.cells[c.key]?.note}
                </Box>
              ))}
            </Box>
            {row.details?.map((d) => (
              <Typography key={d.key} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}>
                {d.cardText}
              </Typography>
            ))}
          </Card>
        ))}
      </Stack>
    </>
  );
}
