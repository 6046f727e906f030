// A channel's profit-share ratios (spec 3 list): the ones in force this month and their history;
// finance, admin and super staff set new ones from a month on (spec 6 "view and set channel revenue
// share"). The server decides who sees which channel; this panel shows what it answers.
import { ratioItems, type ChannelRatios, type RatioItem } from '@chorus/contract';
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
import { SectionCard } from '../../../components/section-card.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useEndpointMutation } from '../../../lib/endpoint-query.ts';
import { formatDateTime, formatRatio } from '../../../lib/format.ts';
import { useRatios } from './api.ts';
import { monthLabel, MonthField } from '../../../components/month-field.tsx';

export function RatiosPanel({ channelId }: { channelId: string }) {
  const { t, i18n } = useTranslation();
  const ratios = useRatios(channelId);
  if (ratios.isError) return <Alert severity="error">{ratios.error.message}</Alert>;
  if (!ratios.data) return null;
  const data = ratios.data;
  return (
    <Stack spacing={3}>
      <SectionCard title={t('ledger:ratios.current')} subtitle={data.channel_title} testId="ratios-current">
        <Table size="small">
          <TableBody>
            {ratioItems.map((item) => (
              <TableRow key={item} data-testid={`ratio-${item}`}>
                <TableCell>{t(`ledger:items.${item}`)}</TableCell>
                <TableCell align="right">{data.current[item] === null ? t('ledger:ratios.notSet') : formatRatio(data.current[item]!, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SectionCard>
      {data.can_set && <RatiosForm ratios={data} />}
      <SectionCard title={t('ledger:ratios.history')} testId="ratios-history">
        {data.history.length === 0 ? (
          <Typography color="text.secondary">{t('ledger:ratios.none')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('ledger:ratios.startMonth')}</TableCell>
                <TableCell>{t('ledger:statement.line')}</TableCell>
                <TableCell align="right">{t('ledger:ratios.ratio')}</TableCell>
                <TableCell>{t('ledger:ratios.setBy')}</TableCell>
                <TableCell>{t('ledger:ratios.setAt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.history.map((h) => (
                <TableRow key={`${h.start_month}-${h.item}`}>
                  <TableCell>{monthLabel(h.start_month)}</TableCell>
                  <TableCell>{t(`ledger:items.${h.item}`)}</TableCell>
                  <TableCell align="right">{formatRatio(h.ratio, i18n.language)}</TableCell>
                  <TableCell>{h.set_by_name ?? '—'}</TableCell>
                  <TableCell>{formatDateTime(h.set_at, i18n.language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </SectionCard>
    </Stack>
  );
}

function RatiosForm({ ratios }: { ratios: ChannelRatios }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [startMonth, setStartMonth] = useState('');
  const [values, setValues] = useState<Partial<Record<RatioItem, string>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useEndpointMutation('ledgerRatiosSet', {
    onSuccess: () => {
      setValues({});
      setErrors({});
      toast(t('ledger:saved'));
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else toast(error.message, 'error');
    },
  });
  const submit = () =>
    save.mutate({
      body: {
        channel_id: ratios.channel_id,
        start_month: startMonth,
        ratios: Object.fromEntries(Object.entries(values).filter(([, v]) => v?.trim())),
      },
    });
  return (
    <SectionCard title={t('ledger:ratios.edit')} subtitle={t('ledger:ratios.editHelp')} testId="ratios-form">
      <Stack spacing={2}>
        <MonthField label={t('ledger:ratios.startMonth')} value={startMonth} onChange={setStartMonth} testId="ratios-start-month" />
        {errors.start_month && <Alert severity="error">{errors.start_month}</Alert>}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          {ratioItems.map((item) => (
            <TextField
              key={item}
              size="small"
              label={t(`ledger:items.${item}`)}
              value={values[item] ?? ''}
              placeholder={ratios.current[item] ?? '0'}
              onChange={(e) => setValues((v) => ({ ...v, [item]: e.target.value }))}
              {...shownError(errors[`ratios.${item}`])}
              sx={{ width: 180 }}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `ratio-input-${item}` } }}
            />
          ))}
        </Stack>
        {errors.ratios && <Alert severity="error">{errors.ratios}</Alert>}
        <div>
          <Button variant="contained" disabled={!startMonth || save.isPending} onClick={submit} data-testid="ratios-save">
            {t('ledger:save')}
          </Button>
        </div>
      </Stack>
    </SectionCard>
  );
}
