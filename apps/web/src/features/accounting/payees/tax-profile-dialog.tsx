// Setting a payee's tax profile from a month on (issue 30): a preset fills Taiwan's or Japan's rule,
// "own rates" opens every field; the history below lists every profile set, newest first. The
// server's field refusals show under their fields; a finalised month is refused with its reason.
import type { TaxPayee, WithholdingCurrency } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownError } from '../../../components/field-errors.ts';
import { monthLabel, MonthField } from '../../../components/month-field.tsx';
import { RowsTable } from '../../../components/paged-table.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useEndpointMutation } from '../../../lib/endpoint-query.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { withholdingRuleText } from '../components/withholding-text.ts';
import { useTaxProfile } from './api.ts';
import { bodyOf, formOf, presetChoices, withPreset, type TaxProfileForm } from './tax-profile-model.ts';

const thisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}`;
};

export function TaxProfileDialog({ payee, onClose }: { payee: TaxPayee; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const detail = useTaxProfile(payee.user_id);
  const [form, setForm] = useState<TaxProfileForm>(() => formOf(payee.current, thisMonth()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useEndpointMutation('taxProfileSet', {
    onSuccess: () => {
      toast(t('payees:tax.saved'));
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else setFailure(error.message);
    },
  });
  const custom = form.preset === 'custom';
  const field = (key: 'country' | 'rate' | 'exempt_up_to' | 'upper_from' | 'upper_rate', label: string) => (
    <TextField
      size="small"
      label={label}
      value={form[key]}
      disabled={!custom}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      {...shownError(errors[key])}
      slotProps={{ htmlInput: { inputMode: key === 'country' ? 'text' : 'decimal', 'data-testid': `tax-${key}` } }}
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="tax-profile-title">
      <DialogTitle id="tax-profile-title">{t('payees:tax.dialogTitle', { name: payee.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <MonthField
              label={t('payees:tax.from')}
              value={form.effective_month}
              onChange={(m) => setForm({ ...form, effective_month: m })}
              testId="tax-month"
            />
            <SelectField
              label={t('payees:tax.preset')}
              value={form.preset}
              onChange={(preset) => setForm(withPreset(form, preset))}
              options={presetChoices.map((p) => ({ value: p, label: t(`payees:tax.presets.${p}`) }))}
              sx={{ minWidth: 240 }}
              testId="tax-preset"
            />
          </Stack>
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            {field('country', t('payees:tax.country'))}
            <SelectField
              label={t('payees:tax.residence')}
              value={form.resident ? 'resident' : 'non'}
              onChange={(v) => setForm({ ...form, resident: v === 'resident' })}
              options={[
                { value: 'resident', label: t('payees:tax.resident') },
                { value: 'non', label: t('payees:tax.nonResident') },
              ]}
              sx={{ minWidth: 160, ...(custom ? {} : { pointerEvents: 'none', opacity: 0.6 }) }}
            />
            <SelectField
              label={t('payees:tax.currency')}
              value={form.currency}
              onChange={(currency: WithholdingCurrency) => setForm({ ...form, currency })}
              options={(['TWD', 'JPY', 'USD'] as const).map((c) => ({ value: c, label: c }))}
              sx={{ width: 110, ...(custom ? {} : { pointerEvents: 'none', opacity: 0.6 }) }}
            />
          </Stack>
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            {field('rate', t('payees:tax.rate'))}
            {field('exempt_up_to', t('payees:tax.exemptUpTo'))}
            {field('upper_from', t('payees:tax.upperFrom'))}
            {field('upper_rate', t('payees:tax.upperRate'))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {custom ? t('payees:tax.customHelp') : t('payees:tax.presetHelp')}
          </Typography>
          <TextField
            size="small"
            label={t('payees:tax.note')}
            value={form.note}
            onChange={(e) => setForm({ ...form, note: e.target.value })}
            {...shownError(errors.note)}
          />
          <Typography variant="subtitle2">{t('payees:tax.history')}</Typography>
          {detail.data && detail.data.history.length === 0 && <Typography color="text.secondary">{t('payees:tax.noProfile')}</Typography>}
          {detail.data && detail.data.history.length > 0 && (
            <RowsTable
              columns={[{ label: t('payees:tax.from') }, { label: t('payees:tax.rule') }, { label: t('payees:tax.note') }, { label: t('payees:tax.setAt') }]}
              size="small"
              testId="tax-history"
            >
              {detail.data.history.map((h) => (
                <TableRow key={h.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{monthLabel(h.effective_month)}</TableCell>
                  <TableCell>{withholdingRuleText(h, t, i18n.language)}</TableCell>
                  <TableCell>{h.note || '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(h.set_at, i18n.language)}
                    {h.set_by_name ? ` · ${h.set_by_name}` : ''}
                  </TableCell>
                </TableRow>
              ))}
            </RowsTable>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button
          variant="contained"
          disabled={save.isPending || form.effective_month.length !== 6}
          onClick={() => {
            setErrors({});
            setFailure(null);
            save.mutate({ params: { userId: payee.user_id }, body: bodyOf(form) });
          }}
          data-testid="tax-save"
        >
          {t('payees:tax.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
