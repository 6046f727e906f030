// Member lists by team (spec 2): channel team, advertiser team, reseller team, system members and
// all users, searched, filtered and paged on the server.
import {
  CHANNEL_ID_PATTERN,
  accountStatuses,
  accountTypes,
  canListUsers,
  isManaging,
  membersInReach,
  memberTeams,
  type AccountType,
  type MemberTeam,
} from '@chorus/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailText } from '../../../components/email-text.tsx';
import { PagedTable, SearchFilter, serverPage, usePaging } from '../../../components/paged-table.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useMembers, type Member, type MemberFilters } from '../api/access-queries.ts';
import { MemberActions } from './member-actions.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';

/** The network's people see every team; channel owners see the teams of their channels. */
function useVisibleTeams(): MemberTeam[] {
  const { subject } = useAccess();
  return isManaging(subject) || canListUsers(subject) ? [...memberTeams] : ['channel'];
}

export function MembersPanel({ onPermissions }: { onPermissions: (member: Member) => void }) {
  const { t, i18n } = useTranslation();
  const { user, subject } = useAccess();
  const teams = useVisibleTeams();
  const [team, setTeam] = useState<MemberTeam>(teams[0]!);
  const [search, setSearch] = useState('');
  const [accountType, setAccountType] = useState<AccountType | ''>('');
  const [status, setStatus] = useState<(typeof accountStatuses)[number] | ''>('');
  const [channelId, setChannelId] = useState('');
  const paging = usePaging(25);
  const [channelText, setChannelText] = useState('');
  const q = useDebounced(search);
  const typedChannel = useDebounced(channelText);
  // The network's people may name any channel (by id); owners pick one of their own.
  const managing = membersInReach(subject, 'channel').kind === 'every';
  const filters: MemberFilters = {
    team,
    q,
    account_type: accountType,
    status,
    channel_id: managing ? (CHANNEL_ID_PATTERN.test(typedChannel.trim()) ? typedChannel : '') : channelId,
    page: paging.page,
    page_size: paging.pageSize,
  };
  const members = useMembers(filters);
  const showTeam = team === 'channel' || team === 'advertiser' || team === 'reseller';
  const reset = () => paging.setPage(0);

  return (
    <Box data-testid="members-panel">
      {teams.length > 1 && (
        <Tabs
          value={team}
          onChange={(_, v: MemberTeam) => {
            setTeam(v);
            setChannelId('');
            setChannelText('');
            reset();
          }}
          variant="scrollable"
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {teams.map((tm) => (
            <Tab key={tm} value={tm} label={t(`access:teams.${tm}`)} data-testid={`team-${tm}`} />
          ))}
        </Tabs>
      )}
      <PagedTable
        testId="members-table"
        toolbar={
          <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', p: 2 }}>
            <SearchFilter label={t('access:members.search')} value={search} onChange={paging.filter(setSearch)} testId="members-search" icon />
            <SelectField
              label={t('access:accountType')}
              value={accountType}
              onChange={paging.filter(setAccountType)}
              any={t('access:any')}
              options={accountTypes.map((a) => ({ value: a, label: t(`nav:roles.${a}`) }))}
              sx={{ width: 200 }}
              testId="members-type"
            />
            <SelectField
              label={t('access:members.status')}
              value={status}
              onChange={paging.filter(setStatus)}
              any={t('access:any')}
              options={accountStatuses.map((s) => ({ value: s, label: t(`access:statuses.${s}`) }))}
              sx={{ width: 160 }}
            />
            {team === 'channel' && managing && (
              <TextField
                size="small"
                label={t('access:members.channelId')}
                value={channelText}
                onChange={(e) => paging.filter(setChannelText)(e.target.value)}
                sx={{ width: 220 }}
                slotProps={{ htmlInput: { 'data-testid': 'members-channel-id' } }}
              />
            )}
            {team === 'channel' && !managing && user.channels.length > 0 && (
              <SelectField
                label={t('channel')}
                value={channelId}
                onChange={paging.filter(setChannelId)}
                any={t('access:members.allChannels')}
                options={user.channels.map((c) => ({ value: c.channel_id, label: c.channel_title }))}
                sx={{ width: 240 }}
                testId="members-channel"
              />
            )}
          </Stack>
        }
        columns={[
          { label: t('access:members.person') },
          { label: t('access:accountType'), sx: { minWidth: 140 } },
          showTeam && { label: t(`access:teamColumn.${team}`), sx: { minWidth: 150 } },
          { label: t('access:members.status'), sx: { whiteSpace: 'nowrap' } },
          { label: t('access:members.lastLogin'), sx: { whiteSpace: 'nowrap' } },
          { 'aria-label': t('access:actions'), sx: { width: 56 } },
        ]}
        {...serverPage(members)}
        paging={paging}
        pageSizes={[10, 25, 50, 100]}
        empty={t('access:members.empty')}
        emptyTestId="members-empty"
      >
        {(m) => (
          <TableRow key={`${m.user_id}-${m.team_id ?? ''}`} hover data-testid="member-row" data-email={m.email}>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {m.name}
                {m.user_id === user.id && (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {' '}
                    ({t('access:members.you')})
                  </Typography>
                )}
              </Typography>
              <EmailText email={m.email} />
            </TableCell>
            <TableCell>
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip size="small" variant="outlined" label={t(`nav:roles.${m.account_type}`)} />
                {m.has_cms_permissions && <Chip size="small" color="secondary" variant="outlined" label="CMS" title={t('access:members.cmsPermissions')} />}
              </Stack>
            </TableCell>
            {showTeam && (
              <TableCell>
                <Typography variant="body2">{m.team_name ?? m.team_id ?? '—'}</Typography>
                {m.member_type && (
                  <Typography variant="caption" color="text.secondary">
                    {m.member_type in { owner: 1, staff: 1, member: 1 } ? t(`nav:memberTypes.${m.member_type}`) : t(`access:adsTypes.${m.member_type}`)}
                  </Typography>
                )}
              </TableCell>
            )}
            <TableCell>
              <Chip size="small" color={m.status === 'active' ? 'success' : 'warning'} variant="outlined" label={t(`access:statuses.${m.status}`)} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{m.last_login_at ? formatDateTime(m.last_login_at, i18n.language) : '—'}</TableCell>
            <TableCell align="right">
              <MemberActions member={m} onPermissions={onPermissions} />
            </TableCell>
          </TableRow>
        )}
      </PagedTable>
    </Box>
  );
}
