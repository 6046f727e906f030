// Member lists by team (spec 2): channel team, advertiser team, reseller team, system members and
// all users, searched, filtered and paged on the server.
import { accountTypes, isManagingRole, memberTeams, type MemberTeam } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/icons.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { storedTableDensity } from '../../../lib/preferences.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { usePreference } from '../../../lib/use-preference.ts';
import { useMembers, type Member, type MemberFilters } from '../api/access-queries.ts';
import { MemberActions } from './member-actions.tsx';

const channelIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** The network's people see every team; channel owners see the teams of their channels. */
export function useVisibleTeams(): MemberTeam[] {
  const { user, caps } = useAccess();
  const viewAll = caps.displayMap['users:view_all']?.global === true;
  return isManagingRole(user.account_type) || viewAll ? [...memberTeams] : ['channel'];
}

/** Text typed into a search box reaches the query a moment after the typing stops. */
function useDebounced(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function MembersPanel({ onPermissions }: { onPermissions: (member: Member) => void }) {
  const { t, i18n } = useTranslation();
  const { user } = useAccess();
  const teams = useVisibleTeams();
  const density = usePreference(storedTableDensity);
  const [team, setTeam] = useState<MemberTeam>(teams[0]!);
  const [search, setSearch] = useState('');
  const [accountType, setAccountType] = useState('');
  const [status, setStatus] = useState('');
  const [channelId, setChannelId] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [channelText, setChannelText] = useState('');
  const q = useDebounced(search);
  const typedChannel = useDebounced(channelText);
  // The network's people may name any channel (by id); owners pick one of their own.
  const managing = isManagingRole(user.account_type);
  const filters: MemberFilters = { team, q, account_type: accountType, status, channel_id: managing ? (channelIdPattern.test(typedChannel.trim()) ? typedChannel : '') : channelId, page, page_size: pageSize };
  const members = useMembers(filters);
  const showTeam = team === 'channel' || team === 'advertiser' || team === 'reseller';
  const reset = () => setPage(0);

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
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', p: 2 }}>
        <TextField
          size="small"
          placeholder={t('access:members.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            reset();
          }}
          sx={{ minWidth: 260, flex: 1, maxWidth: 420 }}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
            htmlInput: { 'data-testid': 'members-search', 'aria-label': t('access:members.search') },
          }}
        />
        <TextField
          select
          size="small"
          label={t('access:accountType')}
          value={accountType}
          onChange={(e) => {
            setAccountType(e.target.value);
            reset();
          }}
          sx={{ width: 200 }}
          slotProps={{ htmlInput: { 'data-testid': 'members-type' } }}
        >
          <MenuItem value="">{t('access:any')}</MenuItem>
          {accountTypes.map((a) => (
            <MenuItem key={a} value={a}>
              {t(`nav:roles.${a}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('access:members.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            reset();
          }}
          sx={{ width: 160 }}
        >
          <MenuItem value="">{t('access:any')}</MenuItem>
          <MenuItem value="active">{t('access:statuses.active')}</MenuItem>
          <MenuItem value="invited">{t('access:statuses.invited')}</MenuItem>
        </TextField>
        {team === 'channel' && managing && (
          <TextField
            size="small"
            label={t('access:members.channelId')}
            value={channelText}
            onChange={(e) => {
              setChannelText(e.target.value);
              reset();
            }}
            sx={{ width: 220 }}
            slotProps={{ htmlInput: { 'data-testid': 'members-channel-id' } }}
          />
        )}
        {team === 'channel' && !managing && user.channels.length > 0 && (
          <TextField
            select
            size="small"
            label={t('channel')}
            value={channelId}
            onChange={(e) => {
              setChannelId(e.target.value);
              reset();
            }}
            sx={{ width: 240 }}
            slotProps={{ htmlInput: { 'data-testid': 'members-channel' } }}
          >
            <MenuItem value="">{t('access:members.allChannels')}</MenuItem>
            {user.channels.map((c) => (
              <MenuItem key={c.channel_id} value={c.channel_id}>
                {c.channel_title}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {members.isFetching && <LinearProgress />}
      {members.isError && (
        <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
          {members.error.message}
        </Alert>
      )}
      <TableContainer>
        <Table size={density === 'compact' ? 'small' : 'medium'} data-testid="members-table">
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>{t('access:members.person')}</TableCell>
              <TableCell sx={{ fontWeight: 600, minWidth: 140 }}>{t('access:accountType')}</TableCell>
              {showTeam && <TableCell sx={{ fontWeight: 600, minWidth: 150 }}>{t(`access:teamColumn.${team}`)}</TableCell>}
              <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{t('access:members.status')}</TableCell>
              <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{t('access:members.lastLogin')}</TableCell>
              <TableCell sx={{ fontWeight: 600, width: 56 }} aria-label={t('access:actions')} />
            </TableRow>
          </TableHead>
          <TableBody>
            {members.data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }} data-testid="members-empty">
                  {t('access:members.empty')}
                </TableCell>
              </TableRow>
            )}
            {members.data?.items.map((m) => (
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
                  <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                    {m.email}
                  </Typography>
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
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={members.data?.total ?? 0}
        page={members.data && members.data.total > 0 ? page : 0}
        onPageChange={(_, p) => setPage(p)}
        rowsPerPage={pageSize}
        onRowsPerPageChange={(e) => {
          setPageSize(Number(e.target.value));
          reset();
        }}
        rowsPerPageOptions={[10, 25, 50, 100]}
        labelRowsPerPage={t('access:rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('access:displayedRows', { from, to, count })}
      />
    </Box>
  );
}
