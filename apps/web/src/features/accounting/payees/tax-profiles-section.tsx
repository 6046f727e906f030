// Payees' tax profiles (issue 30), finance's tab of the accounting page: every payee (the owners of
// network channels) with the withholding rule in force this month, a dialog to set a profile from a
// month on (a preset of Taiwan's or Japan's rules, or finance's own) with the history, and the yearly
// withholding summary for the tax filings (xlsx or CSV).
import type { TaxPayee } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButtons } from '../../../components/export-buttons.tsx';
import { RowsTable } from '../../../components/paged-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { download } from '../../../lib/api-client.ts';
import { useAction } from '../../../lib/use-action.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { monthLabel } from '../../../components/month-field.tsx';
import { withholdingRuleText } from '../components/withholding-text.ts';
import '../i18n.ts';
import { useTaxPayees } from './api.ts';
import { TaxProfileDialog } from './tax-profile-dialog.tsx';

export function TaxProfilesSection() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 250);
  const payees = useTaxPayees(q);
  const [editing, setEditing] = useState<TaxPayee | null>(null);
  return (
    <Stack spacing={3}>
      <WithholdingSummary />
      <SectionCard title={t('payees:tax.title')} subtitle={t('payees:tax.help')} testId="tax-profiles">
        <Stack spacing={2}>
          <TextField
            size="small"
            label={t('payees:tax.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            sx={{ maxWidth: 360 }}
            slotProps={{ htmlInput: { 'data-testid': 'tax-search' } }}
          />
          {payees.isError && <Alert severity="error">{payees.error.message}</Alert>}
          {payees.data?.items.length === 0 && <Typography color="text.secondary">{t('payees:tax.empty')}</Typography>}
          {payees.data && payees.data.items.length > 0 && (
            <RowsTable
              columns={[
                { label: t('payees:tax.payee'), sx: { minWidth: 180 } },
                { label: t('payees:tax.channels'), sx: { minWidth: 140 } },
                { label: t('payees:tax.current'), sx: { minWidth: 220 } },
                { label: t('payees:tax.from'), sx: { whiteSpace: 'nowrap' } },
                {},
              ]}
              size="small"
              sticky
              label={t('payees:tax.title')}
              testId="tax-payees"
            >
              {payees.data.items.map((p) => (
                <TableRow key={p.user_id} data-testid={`tax-payee-${p.user_id}`}>
                  <TableCell>
                    {p.name}
                    <Typography variant="body2" color="text.secondary">
                      {p.email}
                    </Typography>
                  </TableCell>
                  <TableCell>{p.channels.join('、') || '—'}</TableCell>
                  <TableCell>
                    {p.current ? withholdingRuleText(p.current, t, i18n.language) : <Typography color="text.secondary">{t('payees:tax.noProfile')}</Typography>}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.current ? monthLabel(p.current.effective_month) : '—'}</TableCell>
                  <TableCell align="right">
                    <Button size="small" sx={{ whiteSpace: 'nowrap' }} onClick={() => setEditing(p)} data-testid={`tax-edit-${p.user_id}`}>
                      {t('payees:tax.edit')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </RowsTable>
          )}
        </Stack>
      </SectionCard>
      {editing && <TaxProfileDialog payee={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

/** The year's withholding per payee and month, for the tax filings. */
function WithholdingSummary() {
  const { t } = useTranslation();
  const thisYear = new Date().getFullYear();
  const years = [thisYear, thisYear - 1, thisYear - 2].map(String);
  const [year, setYear] = useState(String(thisYear));
  const exporter = useAction({ report: 'toast' });
  return (
    <SectionCard title={t('payees:tax.summaryTitle')} subtitle={t('payees:tax.summaryHelp')} testId="withholding-summary">
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SelectField
          label={t('payees:tax.year')}
          value={year}
          onChange={setYear}
          options={years.map((y) => ({ value: y, label: y }))}
          sx={{ width: 120 }}
          testId="withholding-year"
        />
        <ExportButtons
          testId="withholding-summary"
          labels={{ csv: t('payees:tax.exportCsv'), xlsx: t('payees:tax.exportXlsx') }}
          busy={exporter.busy}
          onExport={(format) => void exporter.run(() => download('withholdingSummaryExport', { query: { year, format } }, `withholding-${year}.${format}`))}
        />
      </Stack>
    </SectionCard>
  );
}
