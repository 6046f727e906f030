// Invite one person (spec 2, 6): e-mail, the role (only those the inviter may invite), and for the
// channel roles the channel they join. The invitee gets a 7-day link to set their password.
import {
  accountTypes,
  channelMemberTypeForInvitee,
  inviteDecision,
  inviteMemberInputSchema,
  isManaging,
  languages,
  type AccountType,
  type Language,
} from '@chorus/contract';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorText, fieldErrors, serverFieldErrors, shownError, withoutError } from '../../../components/field-errors.ts';
import { languageNames } from '../../../lib/language-names.ts';
import { menuOptions } from '../../../components/menu-options.tsx';
import { api, ApiError } from '../../../lib/api-client.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useAccessChanged } from './use-access-changed.ts';

type Form = { email: string; name: string; account_type: AccountType | ''; channel_id: string; language: Language };

/**
 * What this person may invite (the contract's inviteDecision, spec 6 allowInvite): `free` without
 * naming a channel, `all` adding what they may invite to a channel they own. In the contract's order.
 */
export function useInvitableRoles(): { all: AccountType[]; free: ReadonlySet<AccountType> } {
  const { subject } = useAccess();
  return useMemo(() => {
    const decided = accountTypes.map((type) => ({ type, decision: inviteDecision(subject, type, null) }));
    return {
      all: decided.filter((d) => d.decision !== 'denied').map((d) => d.type),
      free: new Set(decided.filter((d) => d.decision === 'allowed').map((d) => d.type)),
    };
  }, [subject]);
}

export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { user, subject } = useAccess();
  const { invited } = useAccessChanged();
  const { all: roles, free } = useInvitableRoles();
  const blank: Form = { email: '', name: '', account_type: roles.length === 1 ? roles[0]! : '', channel_id: '', language: i18n.language as Language };
  const [form, setForm] = useState<Form>(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const managing = isManaging(subject);
  const ownedChannels = user.channels.filter((c) => c.member_type === 'owner');
  const joinsChannel = form.account_type !== '' && channelMemberTypeForInvitee(form.account_type) !== null;
  // A right held only as a channel owner needs one of the owned channels; the network's staff may
  // name any channel, or none.
  const channelRequired = joinsChannel && !managing && form.account_type !== '' && !free.has(form.account_type);

  const set = (key: keyof Form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setErrors(withoutError(key));
  };
  const close = () => {
    setForm(blank);
    setErrors({});
    onClose();
  };

  const send = async () => {
    const accountType = form.account_type;
    const body = {
      email: form.email,
      account_type: accountType,
      name: form.name.trim() || undefined,
      channel_id: joinsChannel && form.channel_id.trim() ? form.channel_id.trim() : undefined,
      language: form.language,
    };
    const found = fieldErrors(inviteMemberInputSchema, body);
    if (accountType === '') found.account_type = 'messages:validation.accountTypeRequired';
    if (channelRequired && !form.channel_id) found.channel_id = 'access:invite.channelRequired';
    setErrors(found);
    if (Object.keys(found).length > 0 || accountType === '') return false;
    try {
      const result = await api('inviteMember', { body: { ...body, account_type: accountType } });
      await invited(result.mail_sent, result.invitation.email);
    } catch (error) {
      // The fields the server refused show their reason; the message shows above the form.
      if (error instanceof ApiError) setErrors(serverFieldErrors(error.fields));
      throw error;
    }
  };
  const text = (key: string) => errorText(errors[key], t);

  return (
    <ConfirmDialog
      open={open}
      title={t('access:invite.title')}
      confirmLabel={t('access:invite.send')}
      onConfirm={send}
      onClose={close}
      maxWidth="sm"
      spacing={2.5}
      testId="invite-dialog"
      confirmTestId="invite-submit"
    >
      <TextField
        label={t('access:email')}
        type="email"
        required
        autoFocus
        value={form.email}
        onChange={set('email')}
        {...shownError(text('email'))}
        slotProps={{ htmlInput: { 'data-testid': 'invite-email' } }}
      />
      <TextField
        label={t('access:invite.name')}
        value={form.name}
        onChange={set('name')}
        {...shownError(text('name'), t('access:invite.nameHelp'))}
        slotProps={{ htmlInput: { 'data-testid': 'invite-name' } }}
      />
      <TextField
        select
        required
        label={t('access:accountType')}
        value={form.account_type}
        onChange={set('account_type')}
        {...shownError(
          text('account_type'),
          <Link component={RouterLink} to="/dashboard/permission/roles" target="_blank">
            {t('access:invite.whichRole')}
          </Link>,
        )}
        slotProps={{ htmlInput: { 'data-testid': 'invite-role' } }}
      >
        {roles.map((r) => (
          <MenuItem key={r} value={r} data-testid={`invite-role-${r}`}>
            {t(`nav:roles.${r}`)}
          </MenuItem>
        ))}
      </TextField>
      {joinsChannel && managing && (
        <TextField
          label={t('access:invite.channelId')}
          value={form.channel_id}
          onChange={set('channel_id')}
          {...shownError(text('channel_id'), t('access:invite.channelHelpStaff'))}
          slotProps={{ htmlInput: { 'data-testid': 'invite-channel-id' } }}
        />
      )}
      {joinsChannel && !managing && ownedChannels.length > 0 && (
        <TextField
          select
          required={channelRequired}
          label={t('access:invite.channel')}
          value={form.channel_id}
          onChange={set('channel_id')}
          {...shownError(text('channel_id'), t(channelRequired ? 'access:invite.channelHelpOwner' : 'access:invite.channelHelpOptional'))}
          slotProps={{ htmlInput: { 'data-testid': 'invite-channel' } }}
        >
          {!channelRequired && <MenuItem value="">{t('access:invite.noChannel')}</MenuItem>}
          {ownedChannels.map((c) => (
            <MenuItem key={c.channel_id} value={c.channel_id} data-testid={`invite-channel-${c.channel_id}`}>
              {c.channel_title}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField select label={t('access:invite.mailLanguage')} value={form.language} onChange={set('language')}>
        {menuOptions(languages, (l) => languageNames[l])}
      </TextField>
    </ConfirmDialog>
  );
}
