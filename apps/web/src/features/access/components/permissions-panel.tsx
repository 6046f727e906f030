// A user's API permissions (spec 2 "permission list", spec 3 permission entries): see them, grant
// (everywhere or for some channels, content owners, channel groups, advertisers), deny a page,
// revoke, and copy the whole set to other users. Only pages the app has built are offered.
import { grantablePermissionKeys, isBuiltPage, isExplicitDenial, pageOfPermission } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { outlinedFrame, RowsTable, type Column } from '../../../components/paged-table.tsx';
import { api } from '../../../lib/api-client.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { usePermissionDisplay, type PermissionScope } from '../api/access-queries.ts';
import { UserPicker, UsersPicker, type PickedUser } from './user-picker.tsx';
import { useAccessChanged } from './use-access-changed.ts';
import { useEndpointQuery } from '../../../lib/endpoint-query.ts';

/** A permission key's name: the page's name for `page:<key>`, else the spec 6 item's name. */
function usePermissionLabel(): (key: string) => string {
  const { t } = useTranslation();
  return (key) => {
    const [fn = '', item = ''] = key.split(':');
    const page = pageOfPermission(fn, item);
    if (page) return t('access:permissions.pageKey', { page: t(`nav:pages.${page}`) });
    return t(`access:permissionItems.${fn}.${item}`, { defaultValue: key });
  };
}

export function PermissionsPanel({ selected, onSelect }: { selected: PickedUser | null; onSelect: (user: PickedUser | null) => void }) {
  const { t } = useTranslation();
  const { user: me } = useAccess();
  const { changed } = useAccessChanged();
  const label = usePermissionLabel();
  const display = usePermissionDisplay(selected?.user_id ?? null);
  const [granting, setGranting] = useState<{ key: string | null; scope?: PermissionScope } | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [copying, setCopying] = useState(false);
  const entries = Object.entries(display.data?.display ?? {}).sort(([a], [b]) => grantablePermissionKeys.indexOf(a) - grantablePermissionKeys.indexOf(b));
  const columns: Column[] = [
    { label: t('access:permissions.permission') },
    { label: t('access:permissions.key') },
    { label: t('access:permissions.scope') },
    { label: t('access:actions'), align: 'right' },
  ];

  return (
    <Box sx={{ p: 2 }} data-testid="permissions-panel">
      <Grid container spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <UserPicker value={selected} onChange={onSelect} label={t('access:permissions.pickUser')} testId="permissions-user" exclude={[me.id]} />
        </Grid>
        {selected && (
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: { md: 'flex-end' } }}>
              <Button variant="outlined" onClick={() => setCopying(true)} disabled={entries.length === 0} data-testid="permissions-copy">
                {t('access:permissions.copy')}
              </Button>
              <Button variant="contained" onClick={() => setGranting({ key: null })} data-testid="permissions-grant">
                {t('access:permissions.grant')}
              </Button>
            </Stack>
          </Grid>
        )}
      </Grid>
      {!selected && (
        <Alert severity="info" variant="outlined">
          {t('access:permissions.pickHelp')}
        </Alert>
      )}
      {display.isFetching && <LinearProgress />}
      {display.isError && <Alert severity="error">{display.error.message}</Alert>}
      {selected && display.data && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('access:permissions.roleNote', { name: selected.name, role: t(`nav:roles.${selected.account_type}`) })}
          </Typography>
          <RowsTable
            columns={columns}
            testId="permissions-table"
            frame={outlinedFrame}
            size="small"
            empty={entries.length === 0 && t('access:permissions.none')}
            emptyTestId="permissions-empty"
          >
            {entries.map(([key, scope]) => (
              <TableRow key={key} hover data-testid="permission-row" data-key={key}>
                <TableCell>{label(key)}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, color: 'text.secondary' }}>{key}</TableCell>
                <TableCell>
                  <ScopeSummary scope={scope} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {offered(key) && (
                    <Button size="small" onClick={() => setGranting({ key, scope })}>
                      {t('access:edit')}
                    </Button>
                  )}
                  <Button size="small" color="error" onClick={() => setRevoking(key)} data-testid="permission-revoke">
                    {t('access:permissions.revoke')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </RowsTable>
        </>
      )}
      {selected && granting && <GrantDialog user={selected} initialKey={granting.key} initialScope={granting.scope} onClose={() => setGranting(null)} />}
      {selected && copying && <CopyDialog source={selected} count={entries.length} onClose={() => setCopying(false)} />}
      <ConfirmDialog
        open={revoking !== null}
        title={t('access:permissions.revokeTitle')}
        body={t('access:permissions.revokeBody', { permission: revoking ? label(revoking) : '', name: selected?.name })}
        confirmLabel={t('access:permissions.revoke')}
        danger
        onConfirm={async () => {
          const [fn, item] = revoking!.split(':') as [string, string];
          await api('userPermissionsUpdate', { params: { userId: selected!.user_id }, body: { changes: [{ action: 'revoke', function: fn, item }] } });
          await changed(t('access:permissions.revoked'));
        }}
        onClose={() => setRevoking(null)}
      />
    </Box>
  );
}

function ScopeSummary({ scope }: { scope: PermissionScope }) {
  const { t } = useTranslation();
  if (scope.global) return <Chip size="small" color="success" variant="outlined" label={t('access:permissions.global')} />;
  if (isExplicitDenial(scope)) return <Chip size="small" color="error" variant="outlined" label={t('access:permissions.denied')} />;
  const parts = [
    scope.channel_ids.length > 0 && t('access:permissions.channels', { count: scope.channel_ids.length, list: scope.channel_ids.join(', ') }),
    scope.content_ids.length > 0 && t('access:permissions.contentOwners', { list: scope.content_ids.join(', ') }),
    scope.channel_group_ids.length > 0 && t('access:permissions.groups', { list: scope.channel_group_ids.join(', ') }),
    scope.advertiser_ids.length > 0 && t('access:permissions.advertisers', { list: scope.advertiser_ids.join(', ') }),
  ].filter(Boolean);
  return (
    <Typography variant="body2" sx={{ maxWidth: 420 }}>
      {parts.join(' · ')}
    </Typography>
  );
}

type Mode = 'global' | 'scoped' | 'deny';

/** Granted or denied only when the app has built its page; an older entry of an unbuilt page can only be revoked. */
function offered(key: string): boolean {
  const [fn = '', item = ''] = key.split(':');
  const page = pageOfPermission(fn, item);
  return page === null || isBuiltPage(page);
}

function GrantDialog({
  user,
  initialKey,
  initialScope,
  onClose,
}: {
  user: PickedUser;
  initialKey: string | null;
  initialScope?: PermissionScope;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { user: me } = useAccess();
  const { changed } = useAccessChanged();
  const label = usePermissionLabel();
  const [key, setKey] = useState<string | null>(initialKey);
  const [mode, setMode] = useState<Mode>(initialScope ? (initialScope.global ? 'global' : isExplicitDenial(initialScope) ? 'deny' : 'scoped') : 'global');
  const [channels, setChannels] = useState<string[]>(initialScope?.channel_ids ?? []);
  const [contents, setContents] = useState<string[]>(initialScope?.content_ids ?? []);
  const [groups, setGroups] = useState<string[]>((initialScope?.channel_group_ids ?? []).map(String));
  const [advertisers, setAdvertisers] = useState<string[]>((initialScope?.advertiser_ids ?? []).map(String));
  const groupList = useEndpointQuery('channelGroupList', undefined, { enabled: mode === 'scoped', retry: false });
  const options = useMemo(() => {
    const pages = grantablePermissionKeys.filter((k) => k.startsWith('page:') && offered(k));
    const items = grantablePermissionKeys.filter((k) => !k.startsWith('page:'));
    return [...pages, ...items];
  }, []);
  // The analytics page shows only with the CMS permission: the server refuses to grant it without.
  const needsCms = key === 'page:analytics' && mode !== 'deny' && !user.has_cms_permissions;
  const numbers = (values: string[]) => values.map((v) => Number(v.trim())).filter((n) => Number.isInteger(n) && n > 0);
  const scopeEmpty = channels.length + contents.length + groups.length + advertisers.length === 0;

  const save = async () => {
    if (!key) throw new Error(t('access:permissions.pickPermission'));
    if (mode === 'scoped' && scopeEmpty) throw new Error(t('access:permissions.scopeRequired'));
    const [fn, item] = key.split(':') as [string, string];
    const change =
      mode === 'deny'
        ? ({ action: 'deny', function: fn, item } as const)
        : mode === 'global'
          ? ({ action: 'grant', function: fn, item, global: true } as const)
          : ({
              action: 'grant',
              function: fn,
              item,
              global: false,
              channel_ids: channels.map((c) => c.trim()).filter(Boolean),
              content_ids: contents.map((c) => c.trim()).filter(Boolean),
              channel_group_ids: numbers(groups),
              advertiser_ids: numbers(advertisers),
            } as const);
    // A grant or denial replaces whatever the key held, so editing is the same request.
    await api('userPermissionsUpdate', { params: { userId: user.user_id }, body: { changes: [change] } });
    await changed(mode === 'deny' ? t('access:permissions.deniedDone') : t('access:permissions.granted'));
  };

  const chips = (value: string[], onChange: (v: string[]) => void, labelText: string, testId: string, choices: { id: string; label: string }[] = []) => (
    <Autocomplete
      multiple
      freeSolo
      options={choices.map((c) => c.id)}
      getOptionLabel={(id) => choices.find((c) => c.id === id)?.label ?? id}
      value={value}
      onChange={(_, v) => onChange(v)}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={labelText}
          helperText={t('access:permissions.enterToAdd')}
          inputProps={{ ...params.inputProps, 'data-testid': testId }}
        />
      )}
    />
  );

  return (
    <ConfirmDialog
      open
      title={t(initialKey ? 'access:permissions.editTitle' : 'access:permissions.grantTitle', { name: user.name })}
      confirmLabel={t('save')}
      onConfirm={save}
      onClose={onClose}
      maxWidth="sm"
      spacing={2.5}
      testId="grant-dialog"
      confirmTestId="grant-save"
      confirmDisabled={needsCms}
    >
      <Autocomplete
        value={key}
        onChange={(_, v) => setKey(v)}
        options={options}
        disabled={initialKey !== null}
        groupBy={(k) => (k.startsWith('page:') ? t('access:permissions.groupPages') : t('access:permissions.groupItems'))}
        getOptionLabel={(k) => `${label(k)} (${k})`}
        renderInput={(params) => (
          <TextField {...params} label={t('access:permissions.permission')} inputProps={{ ...params.inputProps, 'data-testid': 'grant-key' }} />
        )}
      />
      {needsCms && (
        <Alert severity="warning" variant="outlined" data-testid="grant-needs-cms">
          {t('messages:errors.analyticsNeedsCmsPermission')}
        </Alert>
      )}
      <RadioGroup value={mode} onChange={(e) => setMode(e.target.value as Mode)}>
        <FormControlLabel value="global" control={<Radio />} label={t('access:permissions.modeGlobal')} data-testid="grant-mode-global" />
        <FormControlLabel value="scoped" control={<Radio />} label={t('access:permissions.modeScoped')} data-testid="grant-mode-scoped" />
        <FormControlLabel value="deny" control={<Radio />} label={t('access:permissions.modeDeny')} data-testid="grant-mode-deny" />
      </RadioGroup>
      {mode === 'scoped' && (
        <Stack spacing={2}>
          {chips(
            channels,
            setChannels,
            t('access:permissions.channelIds'),
            'grant-channels',
            me.channels.map((c) => ({ id: c.channel_id, label: `${c.channel_title} (${c.channel_id})` })),
          )}
          {chips(contents, setContents, t('access:permissions.contentIds'), 'grant-contents')}
          {chips(
            groups,
            setGroups,
            t('access:permissions.groupIds'),
            'grant-groups',
            (groupList.data?.groups ?? []).map((g) => ({ id: String(g.id), label: `${g.name} (#${g.id})` })),
          )}
          {chips(advertisers, setAdvertisers, t('access:permissions.advertiserIds'), 'grant-advertisers')}
        </Stack>
      )}
      {mode === 'deny' && (
        <Alert severity="warning" variant="outlined">
          {t('access:permissions.denyHelp')}
        </Alert>
      )}
    </ConfirmDialog>
  );
}

function CopyDialog({ source, count, onClose }: { source: PickedUser; count: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { changed } = useAccessChanged();
  const [targets, setTargets] = useState<PickedUser[]>([]);
  const copy = async () => {
    if (targets.length === 0) throw new Error(t('access:permissions.pickTargets'));
    const result = await api('userPermissionsCopy', { body: { source_user_id: source.user_id, target_user_ids: targets.map((u) => u.user_id) } });
    await changed(t('access:permissions.copied', { count: result.target_user_ids.length }));
  };
  return (
    <ConfirmDialog
      open
      title={t('access:permissions.copyTitle', { name: source.name })}
      confirmLabel={t('access:permissions.copy')}
      onConfirm={copy}
      onClose={onClose}
      maxWidth="sm"
      testId="copy-dialog"
      confirmTestId="copy-save"
    >
      <Typography variant="body2" color="text.secondary">
        {t('access:permissions.copyHelp', { count, name: source.name })}
      </Typography>
      <UsersPicker value={targets} onChange={setTargets} label={t('access:permissions.targets')} testId="copy-targets" exclude={[source.user_id]} />
    </ConfirmDialog>
  );
}
