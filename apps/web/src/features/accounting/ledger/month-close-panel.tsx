// A month's state for finance: the spec 4 status hints, posting its statements, and finalising or
// reopening it (both logged by the server).
import type { MonthCloseStatus } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { useEndpointMutation } from '../../../lib/endpoint-query.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useMonthStatus } from './api.ts';
import { monthLabel, MonthField, previousMonth } from '../../../components/month-field.tsx';

const hintColor: Record<MonthCloseStatus['hints'][number], 'success' | 'warning' | 'error'> = {
  readyForReconciliation: 'success',
  statementsOutOfDate: 'error',
  accountsNotFinalized: 'warning',
  rateUnavailable: 'error',
};

/** The spec 4 hints of a month, as chips. */
export function StatusHints({ status }: { status: MonthCloseStatus }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="status-hints">
      {status.hints.map((hint) => (
        <Chip key={hint} size="small" color={hintColor[hint]} label={t(`ledger:months.hints.${hint}`)} data-testid={`hint-${hint}`} />
      ))}
    </Stack>
  );
}

export function MonthClosePanel() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { can } = useAccess();
  const [month, setMonth] = useState(previousMonth());
  const [confirming, setConfirming] = useState(false);
  const status = useMonthStatus(month);
  const onError = (error: Error) => toast(error.message, 'error');
  const post = useEndpointMutation('ledgerStatementsPost', {
    onSuccess: (result) => {
      toast(
        result.posting_id === null
          ? t('ledger:months.nothingChanged')
          : t('ledger:months.posted', { channels: result.channels, entries: result.entries, corrected: result.corrected_channels }),
      );
      if (result.channels_without_owner > 0) toast(t('ledger:months.withoutOwner', { count: result.channels_without_owner }), 'warning');
    },
    onError,
  });
  const close = useEndpointMutation('ledgerMonthClose', { onSuccess: () => setConfirming(false), onError });
  const reopen = useEndpointMutation('ledgerMonthReopen', { onError });
  const monthCall = { params: { yearMonth: month } };
  const s = status.data;
  return (
    <SectionCard title={t('ledger:months.title')} testId="month-close">
      <Stack spacing={2}>
        <MonthField label={t('ledger:month')} value={month} onChange={setMonth} testId="month-close-month" />
        {status.isError && <Alert severity="error">{status.error.message}</Alert>}
        {s && (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography>{t('ledger:months.status')}:</Typography>
              <Chip
                size="small"
                variant="outlined"
                color={s.closed ? 'success' : 'default'}
                label={s.closed ? t('ledger:months.closed') : t('ledger:months.open')}
                data-testid="month-state"
              />
              {s.closed && s.closed_at && (
                <Typography variant="body2" color="text.secondary">
                  {t('ledger:months.closedBy', { name: s.closed_by_name ?? '—', at: formatDateTime(s.closed_at, i18n.language) })}
                </Typography>
              )}
            </Stack>
            <StatusHints status={s} />
            {s.statements_out_of_date && (
              <Alert severity="warning" data-testid="statements-out-of-date">
                {t('ledger:months.outOfDate')}
              </Alert>
            )}
            {can('updateAccounting') && (
              <Stack direction="row" spacing={1}>
                <Button
                  variant="outlined"
                  disabled={s.closed || post.isPending}
                  onClick={() => post.mutate({ body: { year_month: month } })}
                  data-testid="post-statements"
                >
                  {t('ledger:months.post')}
                </Button>
                {s.closed ? (
                  <Button color="warning" disabled={reopen.isPending} onClick={() => reopen.mutate(monthCall)} data-testid="month-reopen">
                    {t('ledger:months.reopen')}
                  </Button>
                ) : (
                  <Button variant="contained" disabled={close.isPending} onClick={() => setConfirming(true)} data-testid="month-close-button">
                    {t('ledger:months.close')}
                  </Button>
                )}
              </Stack>
            )}
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('ledger:months.close')}
        body={t('ledger:months.confirmClose', { month: monthLabel(month) })}
        confirmLabel={t('ledger:months.close')}
        onConfirm={async () => {
          await close.mutateAsync(monthCall);
        }}
        onClose={() => setConfirming(false)}
        confirmTestId="month-close-confirm"
      />
    </SectionCard>
  );
}
