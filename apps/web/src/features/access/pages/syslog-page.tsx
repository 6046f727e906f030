// The system log (spec 2 "syslog", security plan 31): who did what to whom, from where and when;
// the real person behind an action done while switched into another account is shown beside it.
import { auditActions, auditTargetTypes, yearMonthLabel, type AuditTargetType } from '@chorus/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field.tsx';
import { ExpandLessIcon, ExpandMoreIcon } from '../../../components/icons.tsx';
import { DashboardPage } from '../../../components/page-header.tsx';
import { EmailText } from '../../../components/email-text.tsx';
import { PagedTable, serverPage, usePaging, type Column } from '../../../components/paged-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { SyslogEntry } from '../api/access-queries.ts';
import '../i18n.ts';
import { useEndpointQuery, keepPreviousData } from '../../../lib/endpoint-query.ts';

type Filters = { action: string; actor: string; target: string; from: string; to: string };
const emptyFilters: Filters = { action: '', actor: '', target: '', from: '', to: '' };
const families = [...new Set(auditActions.map((a) => a.split('.')[0]!))];

export function SyslogPage() {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<Filters>(emptyFilters);
  const [filters, setFilters] = useState<Filters>(emptyFilters);
  const paging = usePaging(50);
  const [open, setOpen] = useState<number | null>(null);
  const log = useEndpointQuery(
    'syslog',
    {
      query: {
        action: filters.action || undefined,
        actor: filters.actor.trim() || undefined,
        target: filters.target.trim() || undefined,
        from: filters.from || undefined,
        to: filters.to || undefined,
        page: paging.page + 1,
        page_size: paging.pageSize,
      },
    },
    { placeholderData: keepPreviousData, retry: false },
  );
  // A changed action filter applies at once; typed ones on "search".
  useEffect(() => paging.setPage(0), [filters]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };
  const set = (key: keyof Filters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  // Every action of the contract has a name (a test says so); an entry of an action since retired reads as "other".
  const actionLabel = (action: string) => t(`access:syslog.actions.${action}`, { defaultValue: t('access:syslog.otherAction') });
  const columns: Column[] = [
    { label: t('access:syslog.time') },
    { label: t('access:syslog.action') },
    { label: t('access:syslog.actor') },
    { label: t('access:syslog.target') },
    { label: t('access:syslog.address') },
    { sx: { width: 48 } },
  ];

  return (
    <DashboardPage maxWidth={1280} page="syslog" subtitle={t('access:syslog.help')}>
      <Card variant="outlined">
        <PagedTable
          testId="syslog-table"
          toolbar={
            <Stack component="form" direction="row" onSubmit={apply} noValidate sx={{ gap: 1.5, flexWrap: 'wrap', p: 2, alignItems: 'flex-start' }}>
              <TextField
                select
                size="small"
                label={t('access:syslog.action')}
                value={draft.action}
                onChange={(e) => {
                  const next = { ...draft, action: e.target.value };
                  setDraft(next);
                  setFilters(next);
                }}
                sx={{ width: 220 }}
                slotProps={{ htmlInput: { 'data-testid': 'syslog-action' } }}
              >
                <MenuItem value="">{t('access:any')}</MenuItem>
                {families.flatMap((family) => [
                  <ListSubheader key={`h-${family}`}>{t(`access:syslog.families.${family}`, { defaultValue: family })}</ListSubheader>,
                  <MenuItem key={`${family}.`} value={`${family}.`}>
                    {t('access:syslog.allOf', { family: t(`access:syslog.families.${family}`, { defaultValue: family }) })}
                  </MenuItem>,
                  ...auditActions
                    .filter((a) => a.startsWith(`${family}.`))
                    .map((a) => (
                      <MenuItem key={a} value={a} sx={{ pl: 4 }}>
                        {actionLabel(a)}
                      </MenuItem>
                    )),
                ])}
              </TextField>
              <TextField
                size="small"
                label={t('access:syslog.actor')}
                value={draft.actor}
                onChange={set('actor')}
                helperText={t('access:syslog.idOrEmail')}
                sx={{ width: 220 }}
                slotProps={{ htmlInput: { 'data-testid': 'syslog-actor' } }}
              />
              <TextField
                size="small"
                label={t('access:syslog.target')}
                value={draft.target}
                onChange={set('target')}
                helperText={t('access:syslog.idOrEmail')}
                sx={{ width: 220 }}
                slotProps={{ htmlInput: { 'data-testid': 'syslog-target' } }}
              />
              <Box sx={{ width: 170 }}>
                <DateField size="small" label={t('access:syslog.from')} value={draft.from} onChange={set('from')} fullWidth />
              </Box>
              <Box sx={{ width: 170 }}>
                <DateField size="small" label={t('access:syslog.to')} value={draft.to} onChange={set('to')} fullWidth />
              </Box>
              <Button type="submit" variant="contained" sx={{ mt: 0.25 }} data-testid="syslog-search">
                {t('access:syslog.search')}
              </Button>
              <Button
                onClick={() => {
                  setDraft(emptyFilters);
                  setFilters(emptyFilters);
                }}
                sx={{ mt: 0.25 }}
              >
                {t('access:syslog.clear')}
              </Button>
            </Stack>
          }
          columns={columns}
          {...serverPage(log)}
          paging={paging}
          pageSizes={[25, 50, 100]}
          empty={t('access:syslog.empty')}
        >
          {(entry) => (
            <Fragment key={entry.id}>
              <TableRow hover data-testid="syslog-row" data-action={entry.action}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.created_at, i18n.language)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={entry.action.endsWith('failed') || entry.action.endsWith('lockout') ? 'error' : 'default'}
                    label={actionLabel(entry.action)}
                  />
                </TableCell>
                <TableCell>
                  <Person person={entry.actor} />
                  {entry.real_actor && entry.real_actor.id !== entry.actor?.id && (
                    <Typography variant="caption" color="warning.main" sx={{ display: 'block' }} data-testid="syslog-real-actor">
                      {t('access:syslog.realActor', { name: entry.real_actor.name ?? entry.real_actor.email ?? `#${entry.real_actor.id}` })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Target entry={entry} />
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{entry.ip ?? '—'}</TableCell>
                <TableCell>
                  {Object.keys(entry.details).length > 0 && (
                    <Tooltip title={t('access:syslog.details')}>
                      <IconButton
                        size="small"
                        onClick={() => setOpen(open === entry.id ? null : entry.id)}
                        aria-expanded={open === entry.id}
                        aria-label={t('access:syslog.details')}
                      >
                        {open === entry.id ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
                      </IconButton>
                    </Tooltip>
                  )}
                </TableCell>
              </TableRow>
              {open === entry.id && (
                <TableRow>
                  <TableCell colSpan={columns.length} sx={{ bgcolor: 'action.hover', py: 0 }}>
                    <Collapse in>
                      <Box component="pre" sx={{ m: 0, py: 1.5, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                        {JSON.stringify(entry.details, null, 2)}
                      </Box>
                    </Collapse>
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          )}
        </PagedTable>
      </Card>
    </DashboardPage>
  );
}

function Person({ person }: { person: SyslogEntry['actor'] }) {
  const { t } = useTranslation();
  if (!person)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('access:syslog.nobody')}
      </Typography>
    );
  return (
    <>
      <Typography variant="body2">{person.name ?? t('access:syslog.deletedAccount', { id: person.id })}</Typography>
      {person.email && <EmailText email={person.email} />}
    </>
  );
}

const isTargetType = (type: string | null): type is AuditTargetType => (auditTargetTypes as readonly (string | null)[]).includes(type);

function Target({ entry }: { entry: SyslogEntry }) {
  const { t } = useTranslation();
  if (entry.target_user) return <Person person={entry.target_user} />;
  if (isTargetType(entry.target_type) && entry.target_id) {
    // A month is kept as 202611 and read as 2026-11.
    const id = entry.target_type === 'accounting_month' && /^\d{6}$/.test(entry.target_id) ? yearMonthLabel(entry.target_id) : entry.target_id;
    return <Typography variant="body2">{t(`access:syslog.targets.${entry.target_type}`, { id })}</Typography>;
  }
  if (entry.target_id) return <Typography variant="body2">{entry.target_id}</Typography>;
  return (
    <Typography variant="body2" color="text.secondary">
      —
    </Typography>
  );
}
