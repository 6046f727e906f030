// The subscriptions: every channel with its quarterly report settings, a page at a time, searched by
// title or id and filtered on or off. The switch turns a channel on or off in place (the rest of
// its settings kept); the dialog edits the whole. Chosen channels (kept across pages) are sent now,
// or every subscribed channel is; the quarter's accounting rates show above the table.
import { REPORT_RECORDS_PAGE_SIZE, type ReportSubscription, type ReportSubscriptionList } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageControls, RowsTable, SearchFilter, usePaging, type Column } from '../../../components/paged-table.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { languageNames } from '../../../lib/language-names.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { fieldsByTop } from './mailing-model.ts';
import { useSaveSubscription, useSubscriptions } from './api.ts';
import { RatesNote } from './rates-note.tsx';
import { ResultChip } from './result-chip.tsx';
import { SendDialog } from './send-dialog.tsx';
import { SubscriptionDialog } from './subscription-dialog.tsx';

/** The server's page of subscriptions (the same size as the records'). */
const PAGE_SIZE = REPORT_RECORDS_PAGE_SIZE;
const SHOWN_RECIPIENTS = 2;

export function SubscriptionsSection({ onStarted }: { onStarted: (runId: string) => void }) {
  const { t, i18n } = useTranslation('reports');
  const paging = usePaging(PAGE_SIZE);
  const [search, setSearch] = useState('');
  const [enabled, setEnabled] = useState<'' | 'true' | 'false'>('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<ReportSubscription | null>(null);
  const [sending, setSending] = useState<string[] | null | undefined>(undefined);
  const settled = useDebounced(search.trim());
  const filters = { search: settled || undefined, enabled: enabled || undefined, page: paging.page + 1 };
  const list = useSubscriptions(filters);
  const rows = list.data?.items;
  const choose = (id: string, on: boolean) =>
    setChosen((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOnPage = rows !== undefined && rows.length > 0 && rows.every((r) => chosen.has(r.channel_id));

  const columns: Column[] = [
    { label: t('reports:mailing.columns.channel'), sx: { minWidth: 200 } },
    { label: t('reports:mailing.columns.enabled') },
    { label: t('reports:mailing.columns.recipients'), sx: { minWidth: 220 } },
    { label: t('reports:mailing.columns.language') },
    { label: t('reports:mailing.columns.currency') },
    { label: t('reports:mailing.columns.formats') },
    { label: t('reports:mailing.columns.lastSent'), sx: { minWidth: 150 } },
    { label: t('reports:mailing.columns.actions'), align: 'right' },
  ];

  return (
    <Stack spacing={2} data-testid="mailing-subscriptions">
      {list.data && <RatesNote quarter={list.data.quarter} rates={list.data.rates} />}
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }}>
        <SearchFilter label={t('reports:mailing.subscriptions.search')} value={search} onChange={paging.filter(setSearch)} testId="subscriptions-search" icon />
        <SelectField
          label={t('reports:mailing.subscriptions.filter')}
          value={enabled}
          onChange={paging.filter(setEnabled)}
          any={t('reports:mailing.subscriptions.filterAll')}
          options={[
            { value: 'true' as const, label: t('reports:mailing.subscriptions.filterOn') },
            { value: 'false' as const, label: t('reports:mailing.subscriptions.filterOff') },
          ]}
          sx={{ width: 160 }}
          testId="subscriptions-enabled"
        />
        <Box sx={{ flex: 1 }} />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={chosen.size === 0} onClick={() => setSending([...chosen])} data-testid="mailing-send-chosen">
            {t('reports:mailing.subscriptions.sendChosen', { count: chosen.size })}
          </Button>
          <Button variant="contained" disabled={!list.data} onClick={() => setSending(null)} data-testid="mailing-send-every">
            {t('reports:mailing.subscriptions.sendEvery')}
          </Button>
        </Stack>
      </Stack>
      {list.data && (
        <Typography variant="body2" color="text.secondary" data-testid="subscriptions-count">
          {t('reports:mailing.subscriptions.count', { enabled: list.data.enabled_total })}
          {chosen.size > 0 && (
            <>
              {' · '}
              {t('reports:mailing.subscriptions.chosen', { count: chosen.size })}{' '}
              <Button size="small" onClick={() => setChosen(new Set())} data-testid="subscriptions-clear-chosen">
                {t('reports:mailing.subscriptions.clearChosen')}
              </Button>
            </>
          )}
        </Typography>
      )}
      {list.isFetching && <LinearProgress />}
      {list.isError && (
        <Alert severity="error" data-testid="subscriptions-error">
          {t('messages:errors.reportInquiryFailed')} {list.error.message !== t('messages:errors.reportInquiryFailed') ? list.error.message : ''}
        </Alert>
      )}
      <Box>
        <RowsTable
          columns={[
            {
              label: (
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  {' '}
                  <Checkbox
                    size="small"
                    checked={allOnPage}
                    disabled={!rows?.length}
                    onChange={(e) => rows?.forEach((r) => choose(r.channel_id, e.target.checked))}
                    slotProps={{ input: { 'aria-label': t('reports:mailing.subscriptions.choosePage'), 'data-testid': 'subscriptions-choose-page' } as object }}
                  />{' '}
                  {t('reports:mailing.columns.channel')}{' '}
                </Stack>
              ),
              sx: { minWidth: { xs: 170, sm: 220 } },
            },
            ...columns.slice(1),
          ]}
          testId="subscriptions-table"
          sticky
          empty={rows?.length === 0 && t('reports:mailing.subscriptions.empty')}
          emptyTestId="subscriptions-empty"
        >
          {rows?.map((row) => (
            <TableRow key={row.channel_id} data-testid="subscription-row" data-channel-id={row.channel_id}>
              <TableCell>
                <Stack direction="row" sx={{ alignItems: 'center', minWidth: 0 }}>
                  <Checkbox
                    size="small"
                    checked={chosen.has(row.channel_id)}
                    onChange={(e) => choose(row.channel_id, e.target.checked)}
                    slotProps={{
                      input: {
                        'aria-label': t('reports:mailing.subscriptions.choose', { channel: row.channel_title }),
                        'data-testid': 'subscription-choose',
                      } as object,
                    }}
                  />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {row.channel_title}
                    </Typography>
                    {/* The id on wider screens; a phone keeps the column narrow with the title alone. */}
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', display: { xs: 'none', sm: 'block' } }}
                    >
                      {row.channel_id}
                    </Typography>
                  </Box>
                </Stack>
              </TableCell>
              <TableCell>
                <EnabledSwitch row={row} />
              </TableCell>
              <TableCell>
                <Recipients list={row.recipients} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{languageNames[row.language]}</TableCell>
              <TableCell>{row.currency}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.formats.map((f) => t(`reports:mailing.formatShort.${f}`)).join(' · ')}</TableCell>
              <TableCell>
                {row.last_result ? (
                  <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
                    <ResultChip result={row.last_result} />
                    {row.last_sent_at && (
                      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(row.last_sent_at, i18n.language)}
                      </Typography>
                    )}
                  </Stack>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('reports:mailing.subscriptions.neverSent')}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">
                <Button size="small" onClick={() => setEditing(row)} data-testid="subscription-edit">
                  {t('reports:mailing.subscriptions.edit')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </RowsTable>
        <PageControls total={list.data?.total ?? 0} paging={paging} pageSizes={[PAGE_SIZE]} />
      </Box>
      {editing && <SubscriptionDialog key={editing.channel_id} subscription={editing} onClose={() => setEditing(null)} />}
      {sending !== undefined && list.data && (
        <SendDialog
          channelIds={sending}
          list={list.data as ReportSubscriptionList}
          onClose={() => setSending(undefined)}
          onStarted={(runId) => {
            setChosen(new Set());
            onStarted(runId);
          }}
        />
      )}
    </Stack>
  );
}

/** A few recipients as chips, the rest counted; none said in words (an unsaved row shows the owners it would use). */
function Recipients({ list }: { list: string[] }) {
  const { t } = useTranslation('reports');
  if (list.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('reports:mailing.subscriptions.noRecipients')}
      </Typography>
    );
  const more = list.length - SHOWN_RECIPIENTS;
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }} title={list.join('\n')}>
      {list.slice(0, SHOWN_RECIPIENTS).map((email) => (
        <Chip key={email} size="small" label={email} sx={{ maxWidth: 220 }} />
      ))}
      {more > 0 && <Chip size="small" variant="outlined" label={t('reports:mailing.subscriptions.moreRecipients', { count: more })} />}
    </Stack>
  );
}

/** On or off in place: the row's other settings go with it, as the server takes a whole subscription. */
function EnabledSwitch({ row }: { row: ReportSubscription }) {
  const { t } = useTranslation('reports');
  const toast = useToast();
  const flip = useSaveSubscription();
  const turn = (on: boolean) =>
    flip.mutate(
      {
        params: { channelId: row.channel_id },
        body: { enabled: on, recipients: row.recipients, language: row.language, currency: row.currency, formats: row.formats },
      },
      {
        onSuccess: (saved) =>
          toast(t(saved.enabled ? 'reports:mailing.subscriptions.turnedOn' : 'reports:mailing.subscriptions.turnedOff', { channel: row.channel_title })),
        onError: (error) => {
          // Turned on without recipients: the server's own words, about the field.
          toast(Object.values(fieldsByTop(error.fields))[0] ?? error.message, 'error');
        },
      },
    );
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <Switch
        checked={flip.isPending ? Boolean(flip.variables?.body.enabled) : row.enabled}
        disabled={flip.isPending}
        onChange={(e) => turn(e.target.checked)}
        slotProps={{
          input: { 'aria-label': t('reports:mailing.subscriptions.toggle', { channel: row.channel_title }), 'data-testid': 'subscription-switch' } as object,
        }}
      />
      {!row.saved && (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {t('reports:mailing.subscriptions.defaults')}
        </Typography>
      )}
    </Stack>
  );
}
