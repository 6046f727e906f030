// The estimated / final / paid reconciliation (issue 30), finance's: per channel for a month, the
// daily Analytics estimate, the CMS reports' final revenue and what was paid, the difference and
// its share of the estimate; a difference over finance's threshold is flagged with its likely
// cause. Amounts are rounded to cents on screen (the exact value a hover away) and exact in the
// CSV export.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, serverFieldErrors } from '../../../components/field-errors.ts';
import { MoneyText } from '../../../components/money-text.tsx';
import { previousMonth, MonthField } from '../../../components/month-field.tsx';
import { FigureCell, RowsTable, type Column } from '../../../components/paged-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useReconciliation, useReconciliationSettings, useSetReconciliationThreshold } from './api.ts';
import { reconciliationCsv, reconciliationRows, reconciliationTotals, thresholdError } from './reconciliation-model.ts';

const headingKeys = ['channel', 'channel_id', 'estimated', 'final', 'paid', 'difference', 'difference_percent', 'flagged', 'cause'] as const;

export function ReconciliationTab() {
  const { t, i18n } = useTranslation();
  const [month, setMonth] = useState(previousMonth());
  const reconciliation = useReconciliation(month);
  const items = reconciliation.data?.items ?? [];
  const rows = reconciliationRows(items);
  const totals = reconciliationTotals(items);
  const headings = headingKeys.map((key) => t(`accounting:reconcile.columns.${key}`));
  // The table shows the channel's ID under its name (the export keeps it as its own column).
  const columns: Column[] = headingKeys.flatMap((key, index) =>
    key === 'channel_id'
      ? []
      : [{ label: headings[index], align: ['estimated', 'final', 'paid', 'difference', 'difference_percent'].includes(key) ? 'right' : undefined }],
  ) as Column[];
  const exportCsv = () => saveFile(new Blob([reconciliationCsv(rows, headings, t)], { type: 'text/csv;charset=utf-8' }), `reconciliation-${month}.csv`);

  return (
    <Stack spacing={3}>
      <ThresholdCard />
      <SectionCard
        title={t('accounting:reconcile.title')}
        subtitle={t('accounting:reconcile.help')}
        testId="accounting-reconciliation"
        flush
        action={
          <Button size="small" variant="outlined" disabled={rows.length === 0} onClick={exportCsv} data-testid="accounting-reconciliation-export">
            {t('accounting:reconcile.export')}
          </Button>
        }
      >
        <Stack direction="row" sx={{ gap: 2, p: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <MonthField label={t('accounting:month')} value={month} onChange={setMonth} testId="accounting-reconciliation-month" />
          {reconciliation.data && (
            <Typography color={totals.flagged > 0 ? 'warning.main' : 'text.secondary'} data-testid="accounting-reconciliation-summary">
              {t('accounting:reconcile.summary', {
                count: totals.channels,
                flagged: totals.flagged,
                threshold: formatNumber(reconciliation.data.threshold_percent, i18n.language, 2),
              })}
            </Typography>
          )}
        </Stack>
        {reconciliation.isError && <Alert severity="error">{reconciliation.error.message}</Alert>}
        <RowsTable
          testId="accounting-reconciliation-table"
          label={t('accounting:reconcile.title')}
          columns={columns}
          sticky
          empty={reconciliation.data && rows.length === 0 ? t('accounting:reconcile.empty') : null}
        >
          {rows.map((row) => (
            <TableRow
              key={row.channelId}
              data-testid="accounting-reconciliation-row"
              data-flagged={row.flagged}
              sx={row.flagged ? { bgcolor: 'rgba(237, 108, 2, 0.08)' } : undefined}
            >
              <TableCell>
                {row.channelTitle ?? t('accounting:cms.notInNetwork')}
                <Typography variant="caption" component="div" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                  {row.channelId}
                </Typography>
              </TableCell>
              {(['estimated', 'final', 'paid', 'difference'] as const).map((key) => (
                <TableCell key={key} align="right">
                  <MoneyText amount={row[key]} currency="USD" />
                </TableCell>
              ))}
              <FigureCell>{row.differencePercent === null ? '—' : `${formatNumber(row.differencePercent, i18n.language, 2)} %`}</FigureCell>
              <TableCell>{row.flagged && <Chip size="small" color="warning" label={t('accounting:reconcile.flagged')} />}</TableCell>
              <TableCell>{row.causeLabel ? t(row.causeLabel) : ''}</TableCell>
            </TableRow>
          ))}
          {rows.length > 0 && (
            <TableRow data-testid="accounting-reconciliation-total" sx={{ '& td': { fontWeight: 600 } }}>
              <TableCell>{t('accounting:reconcile.total')}</TableCell>
              <TableCell align="right">
                <MoneyText amount={totals.estimated} currency="USD" />
              </TableCell>
              <TableCell align="right">
                <MoneyText amount={totals.final} currency="USD" />
              </TableCell>
              <TableCell align="right">
                <MoneyText amount={totals.paid} currency="USD" />
              </TableCell>
              <TableCell colSpan={4} />
            </TableRow>
          )}
        </RowsTable>
      </SectionCard>
    </Stack>
  );
}

/** Finance's threshold: a channel's month is flagged when its difference exceeds this share of the estimate. */
function ThresholdCard() {
  const { t } = useTranslation();
  const toast = useToast();
  const settings = useReconciliationSettings();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (settings.data) setValue(settings.data.threshold_percent);
  }, [settings.data]);
  const save = useSetReconciliationThreshold({
    onSuccess: () => {
      setError(undefined);
      toast(t('accounting:reconcile.thresholdSaved'));
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.fields.threshold_percent) setError(serverFieldErrors(failure.fields).threshold_percent);
      else toast(failure.message, 'error');
    },
  });
  const submit = () => {
    const local = thresholdError(value);
    if (local) setError(local);
    else save.mutate({ body: { threshold_percent: value.trim() } });
  };
  const message = errorText(error, t);
  return (
    <SectionCard title={t('accounting:reconcile.thresholdTitle')} subtitle={t('accounting:reconcile.thresholdHelp')} testId="accounting-threshold">
      <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t('accounting:reconcile.threshold')}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(undefined);
          }}
          error={message !== undefined}
          helperText={message}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'accounting-threshold-value' }, input: { endAdornment: '%' } }}
          sx={{ width: 180 }}
        />
        <Button
          variant="contained"
          disabled={save.isPending || !settings.data || value === settings.data.threshold_percent}
          onClick={submit}
          data-testid="accounting-threshold-save"
        >
          {t('accounting:reconcile.save')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
