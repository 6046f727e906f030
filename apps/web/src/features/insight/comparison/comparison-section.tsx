// The channel comparison on the inspiration page's comparison tab (spec 2 "channel comparison (by
// time range or keyword presence, selectable columns)"; issue 13): the page's channel against the
// channels the user picks (among those they may see) or a channel group they use, over the page's
// period or counting only the videos whose title or tags hold a keyword; columns chosen from the
// contract's list (or a saved column set), a bar chart of one column, a table, and the CSV.
import { comparisonColumns, defaultComparisonColumns, type ColumnSet, type ComparisonColumn, type ComparisonMode, type ComparisonRow } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/charts/echart.tsx';
import { ChannelsPicker } from '../../../components/channels-picker.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { scrollCue, stickyFirstColumn } from '../../../components/table-scroll.ts';
import { useToast } from '../../../components/toasts.tsx';
import { formatCount, formatNumber, formatPercent } from '../../../lib/format.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import type { InspirationSection } from '../sections.ts';
import { downloadComparison, useComparison, useUsableGroups, type ComparisonRequest } from './api.ts';
import { ColumnSets } from './column-sets.tsx';
import { ChoiceToggle } from '../../../components/choice-toggle.tsx';

type Props = ComponentProps<InspirationSection['Component']>;

const formatOf = new Map<ComparisonColumn, string>(comparisonColumns.map((c) => [c.key, c.format]));
const modesOf = new Map<ComparisonColumn, readonly ComparisonMode[]>(comparisonColumns.map((c) => [c.key, c.modes]));

function cell(value: number | null, column: ComparisonColumn, language: string): string {
  if (value === null) return '—';
  const format = formatOf.get(column);
  if (format === 'percent') return formatPercent(value, language, 2);
  return formatNumber(value, language, format === 'count' ? 0 : 1);
}

export function ComparisonSection({ channelId, period }: Props) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [mode, setMode] = useState<ComparisonMode>('range');
  const [keywordText, setKeywordText] = useState('');
  const keyword = useDebounced(keywordText.trim(), 400);
  const [channels, setChannels] = useState<string[]>([]);
  const [group, setGroup] = useState<number | null>(null);
  const [columns, setColumns] = useState<ComparisonColumn[]>([...defaultComparisonColumns]);
  const [setId, setSetId] = useState<number | null>(null);
  const [chartColumn, setChartColumn] = useState<ComparisonColumn | null>(null);
  const [exporting, setExporting] = useState(false);
  const groups = useUsableGroups();

  const request: ComparisonRequest = { start: period.start, end: period.end, mode, keyword, channels: channels.filter((c) => c !== channelId), group };
  const ready = mode === 'range' || keyword !== '';
  const comparison = useComparison(channelId, request, ready);
  const rows = comparison.data?.channels ?? [];
  const shown = columns.filter((c) => modesOf.get(c)!.includes(mode));
  const charted = chartColumn && shown.includes(chartColumn) ? chartColumn : (shown[0] ?? null);
  const columnName = (c: ComparisonColumn) => t(`insight:comparison.columns.${c}`);

  const chooseSet = (set: ColumnSet | null) => {
    setSetId(set?.id ?? null);
    if (set) setColumns([...set.columns]);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadComparison(channelId, request, shown);
      toast(t('insight:comparison.exported'));
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <SectionCard
      title={t('insight:comparison.title')}
      subtitle={t('insight:comparison.intro')}
      testId="insight-comparison"
      action={
        <Button
          variant="outlined"
          size="small"
          onClick={() => void exportCsv()}
          disabled={!comparison.data || shown.length === 0 || exporting}
          data-testid="comparison-export"
        >
          {t('insight:comparison.export')}
        </Button>
      }
    >
      <Stack sx={{ gap: 2 }}>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <ChoiceToggle<ComparisonMode>
            value={mode}
            choices={['range', 'keyword']}
            onChange={setMode}
            label={(m) => t(`insight:comparison.mode.${m}`)}
            testId={(m) => `comparison-mode-${m}`}
            ariaLabel={t('insight:comparison.mode.label')}
          />
          {mode === 'keyword' && (
            <TextField
              size="small"
              label={t('insight:comparison.keyword.label')}
              value={keywordText}
              onChange={(e) => setKeywordText(e.target.value)}
              helperText={t('insight:comparison.keyword.helper')}
              sx={{ flex: '1 1 260px', maxWidth: 520 }}
              slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'comparison-keyword' } }}
            />
          )}
        </Stack>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Box sx={{ flex: '2 1 320px', minWidth: 0 }}>
            <ChannelsPicker
              value={channels}
              onChange={setChannels}
              label={t('insight:comparison.channels.label')}
              helperText={t('insight:comparison.channels.helper')}
              testId="comparison-channels"
            />
          </Box>
          {(groups.data?.groups.length ?? 0) > 0 && (
            <TextField
              select
              size="small"
              label={t('insight:comparison.group.label')}
              value={group === null ? '' : String(group)}
              onChange={(e) => setGroup(e.target.value === '' ? null : Number(e.target.value))}
              sx={{ flex: '1 1 200px', minWidth: 0 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'comparison-group' } }}
            >
              <MenuItem value="">{t('insight:comparison.group.none')}</MenuItem>
              {groups.data!.groups.map((g) => (
                <MenuItem key={g.id} value={String(g.id)}>
                  {g.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
        <Autocomplete
          multiple
          size="small"
          options={comparisonColumns.map((c) => c.key as ComparisonColumn)}
          value={columns}
          onChange={(_, next) => {
            setColumns(next);
            setSetId(null);
          }}
          disableCloseOnSelect
          getOptionLabel={columnName}
          getOptionDisabled={(c) => !modesOf.get(c)!.includes(mode)}
          renderValue={(values, getItemProps) =>
            values.map((c, index) => {
              const { key, ...props } = getItemProps({ index });
              return (
                <Chip key={key} {...props} size="small" label={columnName(c)} disabled={!modesOf.get(c)!.includes(mode)} data-testid="comparison-column-chip" />
              );
            })
          }
          renderInput={(params) => (
            <TextField {...params} label={t('insight:comparison.columns.label')} inputProps={{ ...params.inputProps, 'data-testid': 'comparison-columns' }} />
          )}
        />
        <ColumnSets channelId={channelId} columns={columns} chosen={setId} onChoose={chooseSet} />

        {comparison.data && (
          <Typography variant="body2" color="text.secondary" data-testid="comparison-period">
            {t('insight:comparison.period', { start: comparison.data.period.start, end: comparison.data.period.end })}
            {comparison.data.group ? ` · ${t('insight:comparison.group.name', { name: comparison.data.group.name })}` : ''}
          </Typography>
        )}
        {comparison.isFetching && <LinearProgress />}
        {comparison.isError && (
          <Alert severity="error" data-testid="comparison-error">
            {comparison.error instanceof Error ? comparison.error.message : t('insight:comparison.loadFailed')}
          </Alert>
        )}
        {comparison.data && rows.length === 1 && (
          <Alert severity="info" data-testid="comparison-only-this">
            {t('insight:comparison.onlyThis')}
          </Alert>
        )}
        {comparison.data && charted && rows.length > 0 && (
          <ComparisonChart rows={rows} column={charted} columns={shown} onColumn={setChartColumn} period={comparison.data.period} columnName={columnName} />
        )}
        {comparison.data && (
          <TableContainer sx={scrollCue}>
            <Table size="small" sx={stickyFirstColumn} data-testid="comparison-table">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ minWidth: 160 }}>{t('insight:comparison.channelHeader')}</TableCell>
                  {shown.map((c) => (
                    <TableCell key={c} align="right" sx={{ minWidth: 96 }} data-testid={`comparison-head-${c}`}>
                      {columnName(c)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.channel_id} data-testid="comparison-row" data-channel-id={row.channel_id}>
                    <TableCell sx={{ maxWidth: 220 }}>
                      <Typography variant="body2" noWrap title={row.title}>
                        {row.title}
                      </Typography>
                      {row.is_current && <Chip size="small" label={t('insight:comparison.thisChannel')} sx={{ mt: 0.5 }} />}
                      {row.data_through === null && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {t('insight:comparison.noData')}
                        </Typography>
                      )}
                    </TableCell>
                    {shown.map((c) => (
                      <TableCell key={c} align="right" data-testid={`comparison-cell-${c}`}>
                        {cell(row.values[c], c, i18n.language)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Stack>
    </SectionCard>
  );
}

function ComparisonChart({
  rows,
  column,
  columns,
  onColumn,
  period,
  columnName,
}: {
  rows: ComparisonRow[];
  column: ComparisonColumn;
  columns: ComparisonColumn[];
  onColumn: (c: ComparisonColumn) => void;
  period: { start: string; end: string };
  columnName: (c: ComparisonColumn) => string;
}) {
  const { t, i18n } = useTranslation();
  const option = useMemo(() => {
    // Top to bottom in the table's order: ECharts draws a category axis from the bottom up.
    const ordered = [...rows].reverse();
    return {
      grid: { left: 8, right: 48, top: 8, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      // Short-scale labels (1.2K), as few as fit: a phone's chart is narrow.
      xAxis: { type: 'value', splitNumber: 3, axisLabel: { hideOverlap: true, formatter: (v: number) => formatCount(v, i18n.language) } },
      yAxis: {
        type: 'category',
        data: ordered.map((r) => r.title),
        axisLabel: { width: 120, overflow: 'truncate' },
      },
      series: [
        {
          type: 'bar',
          name: columnName(column),
          data: ordered.map((r) => ({ value: r.values[column], itemStyle: r.is_current ? { color: '#e65100' } : undefined })),
          label: { show: true, position: 'right', formatter: (p: { value: number | null }) => cell(p.value, column, i18n.language) },
        },
      ],
    };
  }, [rows, column, columnName, i18n.language]);
  return (
    <Box data-testid="comparison-chart">
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <SelectField
          label={t('insight:comparison.chart.label')}
          value={column}
          onChange={onColumn}
          options={columns.map((c) => ({ value: c, label: columnName(c) }))}
          sx={{ minWidth: 200, maxWidth: '100%' }}
          testId="comparison-chart-column"
        />
      </Stack>
      <EChart
        name="insight-comparison"
        option={option}
        height={Math.max(120, 40 + rows.length * 32)}
        label={t('insight:comparison.chart.title', { column: columnName(column), start: period.start, end: period.end })}
      />
    </Box>
  );
}
