// What one may do to a person in a member list: work as them, open their permissions, set their
// account type and cms flag, change their e-mail, remove them from a channel, delete the account.
// Each action shows only when the shared rules allow it; the server checks again.
import {
  accountTypes,
  canChangeUserEmails,
  canDeleteUsers,
  canManageAccount,
  canRemoveMembersOf,
  canSetUserTypes,
  canSwitchTo,
  userChangeEmailQuerySchema,
} from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { fieldErrors, shownError } from '../../../components/field-errors.ts';
import { MoreVertIcon } from '../../../components/icons.tsx';
import { api } from '../../../lib/api-client.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { switchInto, type Member } from '../api/access-queries.ts';
import { useAccessChanged } from './use-access-changed.ts';

type Dialogs = 'type' | 'email' | 'deleteUser' | 'removeMember' | 'switch' | null;

/** Which actions the signed-in person has on a row: the contract's access policies, as the server judges them. */
function useMemberAbilities(member: Member) {
  const { user, subject, can } = useAccess();
  const target = { id: member.user_id, accountType: member.account_type };
  const manageable = canManageAccount(subject, target);
  return {
    // No chains: someone already working as another account switches back first (canSwitchTo).
    switchTo: can('switchAccount') && member.status === 'active' && canSwitchTo(subject, target),
    permissions: can('managePermissions') && manageable,
    setType: canSetUserTypes(subject) && manageable,
    // Refused while switched (the route's refusedWhileSwitched).
    changeEmail: canChangeUserEmails(subject) && manageable && !user.switched_by,
    deleteUser: canDeleteUsers(subject) && manageable,
    removeMember:
      member.team === 'channel' &&
      member.team_id !== null &&
      member.member_type !== 'owner' &&
      member.user_id !== user.id &&
      canRemoveMembersOf(subject, member.team_id),
  };
}

export function MemberActions({ member, onPermissions }: { member: Member; onPermissions: (member: Member) => void }) {
  const { t } = useTranslation();
  const { changed } = useAccessChanged();
  const abilities = useMemberAbilities(member);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const any = Object.values(abilities).some(Boolean);
  if (!any) return null;

  const open = (d: Dialogs) => () => {
    setAnchor(null);
    setDialog(d);
  };
  const item = (show: boolean, label: string, onClick: () => void, testId: string, danger = false): ReactNode =>
    show && (
      <MenuItem onClick={onClick} data-testid={testId} sx={danger ? { color: 'error.main' } : undefined}>
        <ListItemText>{label}</ListItemText>
      </MenuItem>
    );

  return (
    <>
      <IconButton
        size="small"
        aria-label={t('access:members.actionsFor', { name: member.name })}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid={`member-actions-${member.email}`}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {item(abilities.switchTo, t('access:switch.workAs'), open('switch'), 'action-switch')}
        {item(
          abilities.permissions,
          t('access:members.permissions'),
          () => {
            setAnchor(null);
            onPermissions(member);
          },
          'action-permissions',
        )}
        {item(abilities.setType, t('access:members.setType'), open('type'), 'action-set-type')}
        {item(abilities.changeEmail, t('access:members.changeEmail'), open('email'), 'action-change-email')}
        {(abilities.removeMember || abilities.deleteUser) && (abilities.switchTo || abilities.permissions || abilities.setType) && <Divider />}
        {item(
          abilities.removeMember,
          t('access:members.removeFromChannel', { channel: member.team_name ?? member.team_id }),
          open('removeMember'),
          'action-remove-member',
          true,
        )}
        {item(abilities.deleteUser, t('access:members.deleteUser'), open('deleteUser'), 'action-delete-user', true)}
      </Menu>
      {dialog === 'type' && <SetTypeDialog member={member} onClose={() => setDialog(null)} />}
      {dialog === 'email' && <ChangeEmailDialog member={member} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'switch'}
        title={t('access:switch.confirmTitle', { name: member.name })}
        body={t('access:switch.confirmBody', { name: member.name, email: member.email })}
        confirmLabel={t('access:switch.workAs')}
        onConfirm={() => switchInto(member.user_id)}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'removeMember'}
        title={t('access:members.removeTitle')}
        body={t('access:members.removeBody', { name: member.name, channel: member.team_name ?? member.team_id })}
        confirmLabel={t('access:members.remove')}
        danger
        onConfirm={async () => {
          await api('deleteMember', { body: { channel_id: member.team_id!, member_id_list: [member.user_id] } });
          await changed(t('access:members.removed', { name: member.name }));
        }}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'deleteUser'}
        title={t('access:members.deleteUserTitle')}
        body={t('access:members.deleteUserBody', { name: member.name, email: member.email })}
        confirmLabel={t('access:members.deleteUser')}
        danger
        onConfirm={async () => {
          await api('deleteUser', { body: { id: member.user_id } });
          await changed(t('access:members.userDeleted', { name: member.name }));
        }}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

function SetTypeDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useTranslation();
  const { caps } = useAccess();
  const { changed } = useAccessChanged();
  // One may give the account types one may invite (spec 6: super staff never makes an admin).
  const assignable = accountTypes.filter((type) => caps.allowInvite.has(type) || type === member.account_type);
  const [type, setType] = useState(member.account_type);
  const [cms, setCms] = useState(member.has_cms_permissions);
  const save = async () => {
    await api('setUserType', { query: { id: member.user_id, account_type: type, cms_permissions: cms ? 'true' : 'false' } });
    await changed(t('messages:success.saved'));
  };
  return (
    <ConfirmDialog
      open
      title={t('access:members.setTypeTitle', { name: member.name })}
      confirmLabel={t('save')}
      confirmDisabled={type === member.account_type && cms === member.has_cms_permissions}
      onConfirm={save}
      onClose={onClose}
      testId="set-type-dialog"
      confirmTestId="set-type-save"
    >
      <TextField
        select
        label={t('access:accountType')}
        value={type}
        onChange={(e) => setType(e.target.value as typeof type)}
        slotProps={{ htmlInput: { 'data-testid': 'set-type-select' } }}
      >
        {assignable.map((a) => (
          <MenuItem key={a} value={a} data-testid={`set-type-${a}`}>
            {t(`nav:roles.${a}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={cms} onChange={(e) => setCms(e.target.checked)} data-testid="set-type-cms" />}
        label={t('access:members.cmsPermissions')}
      />
      <Alert severity="info" variant="outlined">
        {t('access:members.cmsHelp')}
      </Alert>
    </ConfirmDialog>
  );
}

function ChangeEmailDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useTranslation();
  const { changed } = useAccessChanged();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = async () => {
    const query = { original_email: member.email, new_email: email };
    const found = fieldErrors(userChangeEmailQuerySchema, query);
    setError(found.new_email ? t(found.new_email) : undefined);
    if (found.new_email) return false;
    await api('userChangeEmail', { query });
    await changed(t('access:members.emailChanged', { email: email.trim().toLowerCase() }));
  };
  return (
    <ConfirmDialog
      open
      title={t('access:members.changeEmailTitle', { name: member.name })}
      confirmLabel={t('save')}
      onConfirm={save}
      onClose={onClose}
      testId="change-email-dialog"
      confirmTestId="change-email-save"
    >
      <TextField label={t('access:members.currentEmail')} value={member.email} disabled />
      <TextField
        label={t('access:members.newEmail')}
        type="email"
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        {...shownError(error, t('access:members.changeEmailHelp'))}
        slotProps={{ htmlInput: { 'data-testid': 'change-email-new' } }}
      />
    </ConfirmDialog>
  );
}
