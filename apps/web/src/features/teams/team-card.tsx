// An advertiser or reseller team (spec 2 "advertiser and reseller team invitation and editing"):
// its members and their team roles; for those who may, renaming it, adding people by e-mail with a
// role they may give (spec 6 allowInviteAds), and removing members. An address without an account
// gets an e-mail invitation onto the team; open invitations are listed under the members, to be
// resent or withdrawn. People in several teams of a kind switch between them.
import { inviteTeamMemberInputSchema, type AdsMemberType, type TeamInfo, type TeamInvitation, type TeamKind } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { fieldErrors, shownError } from '../../components/field-errors.ts';
import { menuOptions } from '../../components/menu-options.tsx';
import { HeadingRow } from '../../components/paged-table.tsx';
import { useToast } from '../../components/toasts.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useEndpointQuery, useEndpointWrite } from '../../lib/endpoint-query.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useAccess } from '../../lib/session/access-context.tsx';
import { failureMessage, useAction } from '../../lib/use-action.ts';
import './i18n.ts';

const endpoints = {
  advertiser: { info: 'advertiserGetInfo', edit: 'advertiserEditInfo', invite: 'advertiserInviteMember', remove: 'advertiserDeleteMember' },
  reseller: { info: 'resellerGetInfo', edit: 'resellerEditInfo', invite: 'resellerInviteMember', remove: 'resellerDeleteMember' },
} as const;

export function TeamCard({ kind }: { kind: TeamKind }) {
  const [teamId, setTeamId] = useState<number | undefined>(undefined);
  const team = useEndpointQuery(endpoints[kind].info, { query: { advertiser_id: teamId } }, { retry: false });
  // Not in a team of this kind: nothing to show.
  if (team.isError && team.error instanceof ApiError && team.error.status === 404) return null;
  return (
    <Card variant="outlined" sx={{ mb: 3 }} data-testid={`team-card-${kind}`}>
      <CardContent>
        {team.isLoading && <LinearProgress />}
        {team.isError && <Alert severity="error">{team.error.message}</Alert>}
        {team.data && <TeamBody kind={kind} team={team.data} onSwitch={setTeamId} />}
      </CardContent>
    </Card>
  );
}

function TeamBody({ kind, team, onSwitch }: { kind: TeamKind; team: TeamInfo; onSwitch: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const { user } = useAccess();
  const toast = useToast();
  const write = useEndpointWrite();
  const action = useAction();
  const { failure, setFailure } = action;
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(team.advertiser.name);
  const [removing, setRemoving] = useState<TeamInfo['members'][number] | null>(null);
  const [withdrawing, setWithdrawing] = useState<TeamInvitation | null>(null);
  const [resending, setResending] = useState<number | null>(null);
  const id = team.advertiser.id;

  const resend = async (invitation: TeamInvitation) => {
    setResending(invitation.id);
    const answer = await action.run(() => write('teamInvitationResend', { params: { id: invitation.id } }));
    setResending(null);
    if (answer?.mail_sent) toast(t('teams:invitations.resent', { email: invitation.email }));
    else if (answer) setFailure(t('teams:invitations.resentNoMail', { email: invitation.email }));
  };

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await action.run(() => write(endpoints[kind].edit, { body: { advertiser_id: id, name } })))) return;
    toast(t('messages:success.saved'));
    setRenaming(false);
  };

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <div>
          <Typography variant="overline" color="text.secondary">
            {t(`teams:kinds.${kind}`)}
          </Typography>
          {renaming ? (
            <Stack component="form" direction="row" spacing={1} onSubmit={rename} sx={{ mt: 0.5 }}>
              <TextField
                size="small"
                value={name}
                onChange={(e) => setName(e.target.value)}
                autoFocus
                slotProps={{ htmlInput: { 'data-testid': 'team-name-input', 'aria-label': t('teams:name') } }}
              />
              <Button type="submit" variant="contained" size="small" data-testid="team-name-save">
                {t('save')}
              </Button>
              <Button size="small" onClick={() => setRenaming(false)}>
                {t('cancel')}
              </Button>
            </Stack>
          ) : (
            <Typography variant="h6" component="h2" data-testid="team-name">
              {team.advertiser.name}
              {team.my_role && <Chip size="small" variant="outlined" sx={{ ml: 1 }} label={t(`teams:roles.${team.my_role}`)} />}
            </Typography>
          )}
        </div>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {team.my_teams.length > 1 && (
            <TextField select size="small" label={t('teams:switchTeam')} value={id} onChange={(e) => onSwitch(Number(e.target.value))} sx={{ minWidth: 200 }}>
              {team.my_teams.map((m) => (
                <MenuItem key={m.id} value={m.id}>
                  {m.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {team.can_edit && !renaming && (
            <Button
              onClick={() => {
                setName(team.advertiser.name);
                setRenaming(true);
              }}
              data-testid="team-rename"
            >
              {t('teams:rename')}
            </Button>
          )}
        </Stack>
      </Stack>
      <Divider sx={{ my: 2 }} />
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Table size="small" data-testid="team-members">
        <HeadingRow columns={[{ label: t('teams:member') }, { label: t('teams:role') }, team.can_remove && {}]} />
        <TableBody>
          {team.members.map((m) => (
            <TableRow key={m.user_id} data-testid="team-member" data-email={m.email}>
              <TableCell>
                <Typography variant="body2">{m.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {m.email}
                </Typography>
              </TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" color={m.role === 'adsOwner' ? 'primary' : 'default'} label={t(`teams:roles.${m.role}`)} />
              </TableCell>
              {team.can_remove && (
                <TableCell align="right">
                  {m.user_id !== user.id && (
                    <Button size="small" color="error" onClick={() => setRemoving(m)} data-testid="team-remove">
                      {t('teams:remove')}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {team.invitations.length > 0 && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('teams:invitations.title')}
          </Typography>
          <Table size="small" data-testid="team-invitations">
            <HeadingRow columns={[{ label: t('teams:email') }, { label: t('teams:role') }, { label: t('teams:invitations.status') }, {}]} />
            <TableBody>
              {team.invitations.map((invitation) => (
                <TableRow key={invitation.id} data-testid="team-invitation" data-email={invitation.email}>
                  <TableCell>
                    <Typography variant="body2">{invitation.email}</Typography>
                  </TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" label={t(`teams:roles.${invitation.role}`)} />
                  </TableCell>
                  <TableCell>
                    {invitation.status === 'expired' ? (
                      <Chip size="small" color="warning" label={t('teams:invitations.expired')} />
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        {t('teams:invitations.pending', { date: formatDateTime(invitation.expires_at, i18n.language) })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" disabled={resending === invitation.id} onClick={() => void resend(invitation)} data-testid="team-invitation-resend">
                      {t('teams:invitations.resend')}
                    </Button>
                    <Button size="small" color="error" onClick={() => setWithdrawing(invitation)} data-testid="team-invitation-revoke">
                      {t('teams:invitations.revoke')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {team.can_invite && team.invitable_roles.length > 0 && <AddMember kind={kind} team={team} onFailure={setFailure} />}
      <ConfirmDialog
        open={withdrawing !== null}
        title={t('teams:invitations.revokeTitle')}
        body={t('teams:invitations.revokeBody', { email: withdrawing?.email })}
        confirmLabel={t('teams:invitations.revoke')}
        danger
        onConfirm={async () => {
          await write('teamInvitationRevoke', { params: { id: withdrawing!.id } });
          toast(t('teams:invitations.revoked'));
        }}
        onClose={() => setWithdrawing(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('teams:removeTitle')}
        body={t('teams:removeBody', { name: removing?.name, team: team.advertiser.name })}
        confirmLabel={t('teams:remove')}
        danger
        onConfirm={async () => {
          await write(endpoints[kind].remove, { body: { advertiser_id: id, member_id_list: [removing!.user_id] } });
          toast(t('teams:removed', { name: removing!.name }));
        }}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

function AddMember({ kind, team, onFailure }: { kind: TeamKind; team: TeamInfo; onFailure: (message: string | null) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const write = useEndpointWrite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AdsMemberType>(team.invitable_roles.includes('adsMember') ? 'adsMember' : team.invitable_roles[0]!);
  const [error, setError] = useState<string | undefined>();
  // A refusal shows under the address (the server's words about it, else its message).
  const adding = useAction({
    onError: (e) => setError(e instanceof ApiError && e.fields.email ? e.fields.email : failureMessage(e, t('messages:errors.generic'))),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { advertiser_id: team.advertiser.id, email, role };
    const found = fieldErrors(inviteTeamMemberInputSchema, body);
    setError(found.email ? t(found.email) : undefined);
    if (found.email) return;
    onFailure(null);
    const answer = await adding.run(() => write(endpoints[kind].invite, { body }));
    if (!answer) return;
    const address = body.email.trim();
    if (answer.result === 'added') toast(t('teams:added', { email: address }));
    else if (answer.mail_sent) toast(t('teams:invited', { email: address }));
    else onFailure(t('teams:invitedNoMail', { email: address }));
    setEmail('');
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mt: 2 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('teams:addTitle')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          size="small"
          type="email"
          label={t('teams:email')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          {...shownError(error, t('teams:addHelp'))}
          sx={{ flex: 1, minWidth: 260 }}
          slotProps={{ htmlInput: { 'data-testid': 'team-add-email' } }}
        />
        <TextField select size="small" label={t('teams:role')} value={role} onChange={(e) => setRole(e.target.value as AdsMemberType)} sx={{ width: 200 }}>
          {menuOptions(team.invitable_roles, (r) => t(`teams:roles.${r}`))}
        </TextField>
        <Button type="submit" variant="contained" disabled={adding.busy} data-testid="team-add">
          {t('teams:add')}
        </Button>
      </Stack>
    </Box>
  );
}
