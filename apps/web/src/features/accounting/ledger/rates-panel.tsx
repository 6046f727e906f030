// Spec 9 exchange rates: one per currency and month, from the next month's remittance slip; finance
// enters them here (a finalised month refuses a change).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownError } from '../../../components/field-errors.ts';
import { FigureCell } from '../../../components/paged-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useEndpointMutation } from '../../../lib/endpoint-query.ts';
import { formatDateTime, formatRate } from '../../../lib/format.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useRates } from './api.ts';
import { monthLabel, MonthField, previousMonth } from '../../../components/month-field.tsx';

export function RatesPanel() {
  const { t, i18n } = useTranslation();
  const { can } = useAccess();
  const rates = useRates();
  return (
    <Stack spacing={3}>
      {can('updateAccounting') && <RateForm />}
      <SectionCard title={t('ledger:rates.title')} subtitle={t('ledger:rates.help')} testId="rates-list">
        {rates.isError && <Alert severity="error">{rates.error.message}</Alert>}
        {rates.data?.rates.length === 0 && <Typography color="text.secondary">{t('ledger:rates.empty')}</Typography>}
        {rates.data && rates.data.rates.length > 0 && (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('ledger:month')}</TableCell>
                <TableCell>{t('ledger:rates.currency')}</TableCell>
                <TableCell align="right">{t('ledger:rates.rate')}</TableCell>
                <TableCell>{t('ledger:rates.source')}</TableCell>
                <TableCell>{t('ledger:rates.setAt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rates.data.rates.map((r) => (
                <TableRow key={`${r.year_month}-${r.currency}`} data-testid={`rate-${r.year_month}-${r.currency}`}>
                  <TableCell>{monthLabel(r.year_month)}</TableCell>
                  <TableCell>{r.currency}</TableCell>
                  <FigureCell>{formatRate(r.rate, i18n.language)}</FigureCell>
                  <TableCell>{r.source || '—'}</TableCell>
                  <TableCell>{formatDateTime(r.set_at, i18n.language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </SectionCard>
    </Stack>
  );
}

function RateForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const [month, setMonth] = useState(previousMonth());
  const [currency, setCurrency] = useState<'TWD' | 'JPY'>('TWD');
  const [rate, setRate] = useState('');
  const [source, setSource] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useEndpointMutation('ledgerRateSet', {
    onSuccess: () => {
      setRate('');
      setSource('');
      setErrors({});
      toast(t('ledger:saved'));
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else toast(error.message, 'error');
    },
  });
  return (
    <SectionCard title={t('ledger:rates.add')} testId="rate-form">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <MonthField label={t('ledger:month')} value={month} onChange={setMonth} testId="rate-month" />
        <SelectField
          label={t('ledger:rates.currency')}
          value={currency}
          onChange={setCurrency}
          options={(['TWD', 'JPY'] as const).map((c) => ({ value: c, label: c }))}
          sx={{ width: 120 }}
        />
        <TextField
          size="small"
          label={t('ledger:rates.rate')}
          value={rate}
          onChange={(e) => setRate(e.target.value)}
          {...shownError(errors.rate)}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'rate-value' } }}
        />
        <TextField size="small" label={t('ledger:rates.source')} value={source} onChange={(e) => setSource(e.target.value)} />
        <Button
          variant="contained"
          disabled={!rate || !month || save.isPending}
          onClick={() => save.mutate({ body: { year_month: month, currency, rate, source: source || undefined } })}
          data-testid="rate-save"
        >
          {t('ledger:save')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
