// One channel group: its channels and, for those who manage it, its administrators and users with
// their authorization type. Changes are made in an edit mode and saved as the group's new lists.
import { groupAuthorizationTypes, type GroupAuthorizationType, type GroupMemberRole, type GroupDetail, type GroupSummary } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { CloseIcon } from '../../../components/icons.tsx';
import { HeadingRow } from '../../../components/paged-table.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { GroupChannelsInput } from './group-channels-input.tsx';
import { CardEditActions, CardEditButton, useCardEdit } from './card-edit.tsx';
import { indexedErrors } from './field-errors.ts';
import { useEndpointQuery, useEndpointWrite } from '../../../lib/endpoint-query.ts';

type Person = { email: string; role: GroupMemberRole; authorization_type: GroupAuthorizationType };

/** `actions`: more buttons beside the title, composed by src/app from other features (the annual report). */
export function GroupDetailView({ summary, onRemoved, actions }: { summary: GroupSummary; onRemoved: () => void; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const write = useEndpointWrite();
  const detail = useEndpointQuery('channelGroupGet', { params: { groupId: summary.id } });
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const group = detail.data;

  return (
    <Box data-testid="group-detail">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 2, gap: 2, flexWrap: 'wrap' }}>
        <div>
          <Typography variant="h5" component="h2" data-testid="group-title">
            {summary.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('groups:createdAt', { time: formatDateTime(summary.created_at, i18n.language) })}
            {summary.my_role && ` · ${t(`groups:myRoles.${summary.my_role === 'admin' ? 'admin' : (summary.my_authorization_type ?? 'view')}`)}`}
          </Typography>
        </div>
        {(summary.can_manage || actions) && (
          <Stack direction="row" spacing={1}>
            {actions}
            {summary.can_manage && (
              <>
                <Button variant="outlined" onClick={() => setRenaming(true)} data-testid="group-rename">
                  {t('groups:rename')}
                </Button>
                <Button variant="outlined" color="error" onClick={() => setRemoving(true)} data-testid="group-remove">
                  {t('groups:remove')}
                </Button>
              </>
            )}
          </Stack>
        )}
      </Stack>
      {detail.isLoading && <LinearProgress sx={{ mb: 2 }} />}
      {detail.isError && <Alert severity="error">{detail.error.message}</Alert>}
      {group && <ChannelsCard group={group} />}
      {group && group.administrators !== null && group.users !== null && <PeopleCard group={group} />}
      {renaming && <RenameDialog group={summary} onClose={() => setRenaming(false)} />}
      <ConfirmDialog
        open={removing}
        title={t('groups:removeTitle')}
        body={t('groups:removeBody', { name: summary.name })}
        confirmLabel={t('groups:remove')}
        danger
        onConfirm={async () => {
          // Its declared reads include user info: one may have left one's last group (the group page).
          await write('channelGroupDelete', { params: { groupId: summary.id } });
          toast(t('groups:removed', { name: summary.name }));
          onRemoved();
        }}
        onClose={() => setRemoving(false)}
      />
    </Box>
  );
}

function ChannelsCard({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  const write = useEndpointWrite();
  const edit = useCardEdit();
  const [ids, setIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const titles = Object.fromEntries(group.channels.map((c) => [c.channel_id, c.title]));

  const start = () => {
    setIds(group.channels.map((c) => c.channel_id));
    setErrors({});
    edit.open();
  };
  const save = () =>
    edit.save(
      () => write('channelGroupSetChannels', { params: { groupId: group.id }, body: { channel_ids: ids } }),
      (fields) => setErrors(indexedErrors(fields, 'channel_ids')),
    );

  return (
    <SectionCard
      title={t('groups:channels')}
      subtitle={t('groups:channelCount', { count: group.channels.length })}
      testId="group-channels-card"
      action={<CardEditButton edit={edit} allowed={group.can_manage} onStart={start} label={t('groups:editChannels')} testId="group-channels-edit" />}
    >
      {edit.editing ? (
        <Stack spacing={2}>
          {edit.failure && <Alert severity="error">{edit.failure}</Alert>}
          <GroupChannelsInput value={ids} onChange={setIds} titles={titles} errors={errors} testId="group-channels-input" />
          <CardEditActions edit={edit} onSave={() => void save()} saveTestId="group-channels-save" />
        </Stack>
      ) : group.channels.length === 0 ? (
        <Typography color="text.secondary">{t('groups:noChannels')}</Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="group-channel-list">
          {group.channels.map((c) => (
            <Chip key={c.channel_id} label={c.title} title={c.channel_id} variant="outlined" />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function peopleOf(group: GroupDetail): Person[] {
  return [
    ...(group.administrators ?? []).map((p) => ({ email: p.email, role: 'admin' as const, authorization_type: 'edit' as const })),
    ...(group.users ?? []).map((p) => ({ email: p.email, role: 'user' as const, authorization_type: p.authorization_type })),
  ];
}

function PeopleCard({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  const authorizations = groupAuthorizationTypes.map((a) => ({ value: a, label: t(`groups:authorizations.${a}`) }));
  const write = useEndpointWrite();
  const edit = useCardEdit();
  const { editing, setFailure } = edit;
  const [people, setPeople] = useState<Person[]>([]);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<GroupMemberRole>('user');
  const [authorization, setAuthorization] = useState<GroupAuthorizationType>('view');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const names = Object.fromEntries([...(group.administrators ?? []), ...(group.users ?? [])].map((p) => [p.email, p.name]));
  const shown = editing ? people : peopleOf(group);

  const start = () => {
    setPeople(peopleOf(group));
    setErrors({});
    edit.open();
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setFailure(t('messages:validation.emailFormat'));
      return;
    }
    setFailure(null);
    setPeople((list) => [...list.filter((p) => p.email !== address), { email: address, role, authorization_type: role === 'admin' ? 'edit' : authorization }]);
    setEmail('');
  };
  const save = () => {
    const administrators = people.filter((p) => p.role === 'admin');
    const users = people.filter((p) => p.role === 'user');
    return edit.save(
      () =>
        write('channelGroupSetMembers', {
          params: { groupId: group.id },
          body: { administrators: administrators.map((p) => p.email), users: users.map((p) => ({ email: p.email, authorization_type: p.authorization_type })) },
        }),
      (fields) => {
        // Field errors name list positions; point them at the addresses.
        const found: Record<string, string> = {};
        for (const [i, message] of Object.entries(indexedErrors(fields, 'administrators'))) found[administrators[Number(i)]?.email ?? ''] = message;
        for (const [i, message] of Object.entries(indexedErrors(fields, 'users'))) found[users[Number(i)]?.email ?? ''] = message;
        setErrors(found);
      },
    );
  };

  return (
    <SectionCard
      title={t('groups:people')}
      subtitle={t('groups:peopleHelp')}
      testId="group-people-card"
      action={<CardEditButton edit={edit} allowed={group.can_manage} onStart={start} label={t('groups:editPeople')} testId="group-people-edit" />}
    >
      {edit.failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {edit.failure}
        </Alert>
      )}
      {shown.length === 0 && !editing && <Typography color="text.secondary">{t('groups:noPeople')}</Typography>}
      {shown.length > 0 && (
        <Table size="small" sx={{ mb: editing ? 2 : 0 }} data-testid="group-people">
          <HeadingRow
            columns={[{ label: t('groups:person') }, { label: t('groups:role') }, { label: t('groups:authorization') }, editing && { sx: { width: 48 } }]}
          />
          <TableBody>
            {shown.map((p) => (
              <TableRow key={p.email} data-testid="group-person" data-email={p.email}>
                <TableCell>
                  <Typography variant="body2">{names[p.email] ?? p.email}</Typography>
                  {names[p.email] && (
                    <Typography variant="caption" color="text.secondary">
                      {p.email}
                    </Typography>
                  )}
                  {errors[p.email] && (
                    <Typography variant="caption" color="error" sx={{ display: 'block' }}>
                      {errors[p.email]}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Chip size="small" color={p.role === 'admin' ? 'primary' : 'default'} variant="outlined" label={t(`groups:roles.${p.role}`)} />
                </TableCell>
                <TableCell>
                  {editing && p.role === 'user' ? (
                    <SelectField
                      value={p.authorization_type}
                      onChange={(type) => setPeople((list) => list.map((x) => (x.email === p.email ? { ...x, authorization_type: type } : x)))}
                      options={authorizations}
                      sx={{ minWidth: 140 }}
                    />
                  ) : (
                    t(p.role === 'admin' ? 'groups:manages' : `groups:authorizations.${p.authorization_type}`)
                  )}
                </TableCell>
                {editing && (
                  <TableCell>
                    <IconButton
                      size="small"
                      aria-label={t('groups:removePerson', { email: p.email })}
                      onClick={() => setPeople((list) => list.filter((x) => x.email !== p.email))}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && (
        <>
          <Stack component="form" direction="row" onSubmit={add} noValidate sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <TextField
              size="small"
              type="email"
              label={t('groups:email')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              sx={{ flex: 1, minWidth: 240 }}
              slotProps={{ htmlInput: { 'data-testid': 'group-person-email' } }}
            />
            <SelectField
              label={t('groups:role')}
              value={role}
              onChange={setRole}
              options={(['user', 'admin'] as const).map((r) => ({ value: r, label: t(`groups:roles.${r}`) }))}
              sx={{ width: 150 }}
              testId="group-person-role"
            />
            {role === 'user' && (
              <SelectField label={t('groups:authorization')} value={authorization} onChange={setAuthorization} options={authorizations} sx={{ width: 150 }} />
            )}
            <Button type="submit" variant="outlined" data-testid="group-person-add">
              {t('groups:addPerson')}
            </Button>
          </Stack>
          <CardEditActions edit={edit} onSave={() => void save()} saveTestId="group-people-save" mt={2} />
        </>
      )}
    </SectionCard>
  );
}

function RenameDialog({ group, onClose }: { group: GroupSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const write = useEndpointWrite();
  const toast = useToast();
  const [name, setName] = useState(group.name);
  const rename = async () => {
    if (!name.trim()) throw new Error(t('messages:validation.nameRequired'));
    try {
      await write('channelGroupRename', { params: { groupId: group.id }, body: { name } });
    } catch (error) {
      throw error instanceof Error ? error : new Error(t('messages:errors.channelGroupUpdateFailed'));
    }
    toast(t('messages:success.saved'));
  };
  return (
    <ConfirmDialog
      open
      title={t('groups:rename')}
      confirmLabel={t('save')}
      onConfirm={rename}
      onClose={onClose}
      testId="group-rename-dialog"
      confirmTestId="group-rename-save"
    >
      <TextField
        label={t('groups:name')}
        fullWidth
        autoFocus
        value={name}
        onChange={(e) => setName(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'group-rename-input' } }}
      />
    </ConfirmDialog>
  );
}
