// One channel's statement for a month, for the accounting staff (and a payee looking at their own):
// every line with the ratio and rate it used, the payee, when it was posted and how often corrected.
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { ChannelField } from './channel-field.tsx';
import { useStatement } from './api.ts';
import { MonthField, previousMonth } from '../../../components/month-field.tsx';
import { StatementTable } from './statement-table.tsx';

export function StatementPanel() {
  const { t, i18n } = useTranslation();
  const [channelId, setChannelId] = useState<string | null>(null);
  const [month, setMonth] = useState(previousMonth());
  const statement = useStatement(channelId, month);
  const s = statement.data;
  return (
    <SectionCard title={t('ledger:statement.title')} testId="statement-panel">
      <Stack spacing={2}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <div style={{ minWidth: 320, flex: 1 }}>
            <ChannelField value={channelId} onChange={setChannelId} testId="statement-channel" />
          </div>
          <MonthField label={t('ledger:month')} value={month} onChange={setMonth} testId="statement-month" />
        </Stack>
        {!channelId && <Typography color="text.secondary">{t('ledger:pickChannel')}</Typography>}
        {statement.isError && <Alert severity="error">{statement.error.message}</Alert>}
        {s?.out_of_date && (
          <Alert severity="warning" data-testid="statement-out-of-date">
            <strong>{t('ledger:months.hints.statementsOutOfDate')}</strong> · {t('ledger:months.outOfDate')}
          </Alert>
        )}
        {s && s.lines.length === 0 && <Typography color="text.secondary">{t('ledger:statement.empty')}</Typography>}
        {s && s.lines.length > 0 && (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('ledger:statement.payee')}: {s.payee ? `${s.payee.name} (${s.payee.email})` : '—'}
              {s.posted_at && ` · ${t('ledger:statement.postedAt')}: ${formatDateTime(s.posted_at, i18n.language)}`}
              {s.corrections > 0 && ` · ${t('ledger:statement.corrections', { count: s.corrections })}`}
            </Typography>
            <StatementTable statement={s} />
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
