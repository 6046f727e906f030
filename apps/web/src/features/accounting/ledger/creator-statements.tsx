// The creator's view (issue 10): per channel they are paid for, the balance carried forward, the
// progress to the spec 9 minimum, the expected payout date and each month, in their language and
// currency (amounts in TWD as paid; the month's share also in their own currency). Issue 30: each
// month's statement as PDF or CSV, and the monthly statement mail's setting.
import { languages, type CreatorChannel, type CreatorView, type Language } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FigureCell, RowsTable } from '../../../components/paged-table.tsx';
import { DownloadIcon, ExpandLessIcon, ExpandMoreIcon } from '../../../components/icons.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { download } from '../../../lib/api-client.ts';
import { useEndpointMutation } from '../../../lib/endpoint-query.ts';
import { useAction } from '../../../lib/use-action.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { MoneyText } from '../../../components/money-text.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useMyStatements, useStatement, useStatementMail } from './api.ts';
import { monthLabel } from '../../../components/month-field.tsx';
import { StatementTable } from './statement-table.tsx';

export function CreatorStatements() {
  const { t } = useTranslation();
  const mine = useMyStatements();
  if (mine.isError) return <Alert severity="error">{mine.error.message}</Alert>;
  if (!mine.data) return null;
  return (
    <SectionCard title={t('ledger:creator.title')} subtitle={t('ledger:creator.subtitle')} testId="creator-statements">
      {mine.data.channels.length === 0 ? (
        <Typography color="text.secondary">{t('ledger:creator.empty')}</Typography>
      ) : (
        <Stack spacing={4}>
          <StatementMailSetting />
          {mine.data.channels.map((c) => (
            <CreatorChannelCard key={c.channel_id} channel={c} view={mine.data} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function CreatorChannelCard({ channel, view }: { channel: CreatorChannel; view: CreatorView }) {
  const { t, i18n } = useTranslation();
  const twd = (amount: string | null) => <MoneyText amount={amount} currency="TWD" />;
  const minimum = formatMoney(view.minimum_twd, 'TWD', i18n.language);
  const percent = Math.floor(Number(channel.progress) * 100);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Stack spacing={1.5} data-testid={`creator-channel-${channel.channel_id}`}>
      <Typography variant="h6" component="h3">
        {channel.channel_title}
      </Typography>
      <Stack direction="row" sx={{ columnGap: 3, rowGap: 0.5, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography>
          {t('ledger:creator.balance')}:{' '}
          <strong data-testid="creator-balance" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {twd(channel.balance_twd)}
          </strong>
        </Typography>
        <Typography color="text.secondary" data-testid="creator-expected">
          {channel.expected_payout_date ? t('ledger:creator.expected', { date: channel.expected_payout_date }) : t('ledger:creator.notYet', { minimum })}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('ledger:creator.progress', { percent, minimum })}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary" data-testid="creator-progress">
        {t('ledger:creator.progress', { percent, minimum })}
      </Typography>
      <RowsTable
        columns={[
          { label: t('ledger:month') },
          { label: t('ledger:creator.share'), align: 'right' },
          view.currency !== 'TWD' && { label: `${t('ledger:creator.local')} (${view.currency})`, align: 'right' },
          { label: t('ledger:statement.twd'), align: 'right' },
          { label: t('ledger:creator.due'), align: 'right' },
          { label: t('ledger:creator.paid'), align: 'right' },
          { label: t('ledger:creator.payoutDate') },
          {},
        ]}
        size="small"
      >
        {channel.months.map((m) => (
          <Fragment key={m.revenue_month}>
            <TableRow data-testid="creator-month">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{monthLabel(m.revenue_month)}</TableCell>
              <FigureCell>
                <MoneyText amount={m.share_usd} currency="USD" />
              </FigureCell>
              {view.currency !== 'TWD' && (
                <FigureCell>
                  <MoneyText amount={m.amount_local} currency={view.currency} />
                </FigureCell>
              )}
              <FigureCell>{twd(m.revenue_twd)}</FigureCell>
              <FigureCell>{twd(m.due_twd)}</FigureCell>
              <FigureCell>{twd(m.paid_twd)}</FigureCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{m.payout_date}</TableCell>
              <TableCell padding="none">
                <IconButton
                  size="small"
                  aria-expanded={open === m.revenue_month}
                  aria-label={t('ledger:statement.title')}
                  onClick={() => setOpen(open === m.revenue_month ? null : m.revenue_month)}
                  data-testid={`creator-month-open-${m.revenue_month}`}
                >
                  {open === m.revenue_month ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
                </IconButton>
              </TableCell>
            </TableRow>
            {open === m.revenue_month && (
              <TableRow>
                <TableCell colSpan={view.currency === 'TWD' ? 7 : 8} sx={{ bgcolor: 'action.hover' }}>
                  <Collapse in>
                    <MonthStatement channelId={channel.channel_id} month={m.revenue_month} />
                  </Collapse>
                </TableCell>
              </TableRow>
            )}
          </Fragment>
        ))}
      </RowsTable>
    </Stack>
  );
}

/** One month's statement lines, loaded when the creator opens the month, with its documents (issue 30). */
function MonthStatement({ channelId, month }: { channelId: string; month: string }) {
  const statement = useStatement(channelId, month);
  if (statement.isError) return <Alert severity="error">{statement.error.message}</Alert>;
  if (!statement.data) return null;
  return (
    <Stack spacing={1.5}>
      <StatementDocuments channelId={channelId} month={month} />
      <StatementTable statement={statement.data} />
    </Stack>
  );
}

/** The statement as PDF or CSV, in the page's language. */
function StatementDocuments({ channelId, month }: { channelId: string; month: string }) {
  const { t, i18n } = useTranslation();
  const action = useAction({ report: 'toast' });
  const language = (languages as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : undefined;
  const get = (format: 'pdf' | 'csv') =>
    void action.run(() =>
      download('ledgerStatementDocument', { params: { channelId }, query: { month, format, language } }, `statement-${channelId}-${month}.${format}`),
    );
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {(['pdf', 'csv'] as const).map((format) => (
        <Button
          key={format}
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon fontSize="small" />}
          disabled={action.busy}
          onClick={() => get(format)}
          data-testid={`statement-download-${format}`}
        >
          {t(`ledger:documents.${format}`)}
        </Button>
      ))}
    </Stack>
  );
}

/** The monthly statement mail: on or off, in a language (issue 30). */
function StatementMailSetting() {
  const { t } = useTranslation();
  const toast = useToast();
  const mail = useStatementMail();
  const save = useEndpointMutation('statementMailSet', { onSuccess: () => toast(t('ledger:mail.saved')), onError: (e) => toast(e.message, 'error') });
  if (!mail.data) return null;
  const current = mail.data;
  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }} data-testid="statement-mail">
      <FormControlLabel
        control={
          <Switch
            checked={current.subscribed}
            disabled={save.isPending}
            onChange={(e) => save.mutate({ body: { subscribed: e.target.checked, language: current.language } })}
            slotProps={{ input: { 'aria-describedby': 'statement-mail-help', 'data-testid': 'statement-mail-switch' } as object }}
          />
        }
        label={t('ledger:mail.subscribe')}
      />
      <SelectField
        label={t('ledger:mail.language')}
        value={current.language}
        onChange={(language) => save.mutate({ body: { subscribed: current.subscribed, language } })}
        options={languages.map((l) => ({ value: l, label: t(`ledger:mail.languages.${l}`) }))}
        sx={{ minWidth: 140 }}
        testId="statement-mail-language"
      />
      <Typography id="statement-mail-help" variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
        {t('ledger:mail.help')}
      </Typography>
    </Stack>
  );
}
