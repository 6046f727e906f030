// A chart in a card, with a switch to its table view and a CSV download of the same rows.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid, { type GridSize } from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { EChartsCoreOption } from 'echarts/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartIcon, TableIcon } from './icons.tsx';
import { CsvButton } from './csv-button.tsx';
import { csvFileName, csvHeaders, downloadCsv } from './csv.ts';
import { csvRows, DataTable, type TableData } from './data-table.tsx';
import { EChart } from '../../../components/charts/echart.tsx';

/** A card of a page's chart grid: its width in the grid and its card; `fileParts` defaults to the grid's. */
export type GridChart = Omit<Props, 'fileParts'> & { size: GridSize | { xs: GridSize; md?: GridSize; lg?: GridSize }; fileParts?: string[] };

/** A page's charts side by side, every card named for its CSV by the page's file parts. */
export function ChartGrid({ charts, fileParts }: { charts: GridChart[]; fileParts: string[] }) {
  return (
    <Grid container spacing={2}>
      {charts.map(({ size, ...card }) => (
        <Grid key={card.name} size={size}>
          <ChartCard fileParts={fileParts} {...card} />
        </Grid>
      ))}
    </Grid>
  );
}

type Props = {
  name: string;
  title: string;
  subtitle?: ReactNode;
  option?: EChartsCoreOption;
  /** A drawing of our own instead of an ECharts chart (same switch and CSV). */
  custom?: ReactNode;
  table: TableData;
  /** Parts of the CSV file name after the title (channel id, dates). */
  fileParts: string[];
  height?: number;
  actions?: ReactNode;
  defaultView?: 'chart' | 'table';
  /** Height limit of the table view (scrolls beyond); null for none. */
  tableHeight?: number | null;
  /** Nothing to draw: the message replaces chart and table. */
  empty?: string | null;
  onDrawn?: () => void;
};

export function ChartCard({
  name,
  title,
  subtitle,
  option,
  custom,
  table,
  fileParts,
  height = 300,
  actions,
  defaultView = 'chart',
  tableHeight,
  empty,
  onDrawn,
}: Props) {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>(defaultView);
  const download = () => downloadCsv(csvFileName(title, ...fileParts), csvHeaders(table.columns, t), csvRows(table));

  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={`${name}-card`}>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
          <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.4 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="caption" color="text.secondary" component="div">
                {subtitle}
              </Typography>
            )}
          </Box>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {actions}
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_, next: 'chart' | 'table' | null) => next && setView(next)}
              aria-label={t('analytics:chart.view')}
            >
              <ToggleButton value="chart" aria-label={t('analytics:chart.showChart')} data-testid={`${name}-view-chart`} sx={{ px: 1 }}>
                <Tooltip title={t('analytics:chart.showChart')}>
                  <ChartIcon fontSize="small" />
                </Tooltip>
              </ToggleButton>
              <ToggleButton value="table" aria-label={t('analytics:chart.showTable')} data-testid={`${name}-view-table`} sx={{ px: 1 }}>
                <Tooltip title={t('analytics:chart.showTable')}>
                  <TableIcon fontSize="small" />
                </Tooltip>
              </ToggleButton>
            </ToggleButtonGroup>
            <CsvButton onClick={download} disabled={Boolean(empty)} testId={`${name}-csv`} />
          </Stack>
        </Stack>
        {empty ? (
          <Box
            sx={{
              minHeight: height,
              display: 'grid',
              placeItems: 'center',
              color: 'text.secondary',
              bgcolor: 'action.hover',
              borderRadius: 1,
              p: 2,
              textAlign: 'center',
            }}
            data-testid={`${name}-empty`}
          >
            <Typography variant="body2">{empty}</Typography>
          </Box>
        ) : view === 'chart' ? (
          (custom ?? <EChart option={option ?? {}} height={height} label={title} name={name} onDrawn={onDrawn} />)
        ) : (
          <DataTable data={table} maxHeight={tableHeight === null ? undefined : (tableHeight ?? Math.max(height, 360))} testId={`${name}-table`} />
        )}
      </CardContent>
    </Card>
  );
}
