// The system log's body: the filters above a paged table of entries, each unfolding its details.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailText } from '../../../components/email-text.tsx';
import { ExpandLessIcon, ExpandMoreIcon } from '../../../components/icons.tsx';
import { PagedTable, type Column, type usePaging } from '../../../components/paged-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { SyslogEntry } from '../api/access-queries.ts';
import '../i18n.ts';
import { SyslogFiltersBar } from './syslog-filters.tsx';
import { hasDetails, isAlarmAction, realActorName, syslogTarget, type SyslogFilters } from './syslog-model.ts';

export type SyslogViewProps = {
  draft: SyslogFilters;
  onDraftChange: (draft: SyslogFilters) => void;
  onApply: (filters: SyslogFilters) => void;
  /** This page's entries (undefined before the first answer), their total, loading and failure. */
  log: { rows: SyslogEntry[] | undefined; total: number; loading: boolean; error: Error | null };
  paging: ReturnType<typeof usePaging>;
};

export function SyslogView({ draft, onDraftChange, onApply, log, paging }: SyslogViewProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
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
    <Card variant="outlined">
      <PagedTable
        testId="syslog-table"
        toolbar={<SyslogFiltersBar draft={draft} onChange={onDraftChange} onApply={onApply} actionLabel={actionLabel} />}
        columns={columns}
        {...log}
        paging={paging}
        pageSizes={[25, 50, 100]}
        empty={t('access:syslog.empty')}
      >
        {(entry) => {
          const realActor = realActorName(entry);
          return (
            <Fragment key={entry.id}>
              <TableRow hover data-testid="syslog-row" data-action={entry.action}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.created_at, i18n.language)}</TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" color={isAlarmAction(entry.action) ? 'error' : 'default'} label={actionLabel(entry.action)} />
                </TableCell>
                <TableCell>
                  <Person person={entry.actor} />
                  {realActor !== null && (
                    <Typography variant="caption" color="warning.main" sx={{ display: 'block' }} data-testid="syslog-real-actor">
                      {t('access:syslog.realActor', { name: realActor })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Target entry={entry} />
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{entry.ip ?? '—'}</TableCell>
                <TableCell>
                  {hasDetails(entry) && (
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
          );
        }}
      </PagedTable>
    </Card>
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

function Target({ entry }: { entry: SyslogEntry }) {
  const { t } = useTranslation();
  const target = syslogTarget(entry);
  if (target.kind === 'user') return <Person person={target.person} />;
  if (target.kind === 'typed') return <Typography variant="body2">{t(`access:syslog.targets.${target.type}`, { id: target.id })}</Typography>;
  if (target.kind === 'id') return <Typography variant="body2">{target.id}</Typography>;
  return (
    <Typography variant="body2" color="text.secondary">
      —
    </Typography>
  );
}
