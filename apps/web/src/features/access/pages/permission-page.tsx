// Permission management (spec 2 "permission list"): member lists by team, invitations (one by one or
// from a template), and for administrators each user's API permissions. The role explanations are
// one click away. Tabs and actions follow what the shared capability table lets this person do.
import { canBatchInvite } from '@chorus/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { InfoIcon, PersonAddIcon, UploadFileIcon } from '../../../components/icons.tsx';
import { DashboardPage } from '../../../components/page-header.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';
import type { Member } from '../api/access-queries.ts';
import { BatchInviteDialog } from '../components/batch-invite-dialog.tsx';
import { InvitationsPanel } from '../components/invitations-panel.tsx';
import { InviteDialog, useInvitableRoles } from '../components/invite-dialog.tsx';
import { MembersPanel } from '../components/members-panel.tsx';
import { PermissionsPanel } from '../components/permissions-panel.tsx';
import type { PickedUser } from '../components/user-picker.tsx';
import '../i18n.ts';

type TabKey = 'members' | 'invitations' | 'permissions';

export function PermissionPage() {
  const { t } = useTranslation();
  const { can, subject } = useAccess();
  const invitable = useInvitableRoles();
  const mayInvite = invitable.all.length > 0;
  // Spec 6 items invite:batch_download / invite:batch_run can also be granted one by one.
  const mayBatch = canBatchInvite(subject);
  const tabs: TabKey[] = [
    'members',
    ...(mayInvite || mayBatch ? (['invitations'] as const) : []),
    ...(can('managePermissions') ? (['permissions'] as const) : []),
  ];
  const [params, setParams] = useSearchParams();
  const tab = (tabs as string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as TabKey) : 'members';
  const [inviteOpen, setInviteOpen] = useState(false);
  const [batchOpen, setBatchOpen] = useState(false);
  const [permissionsUser, setPermissionsUser] = useState<PickedUser | null>(null);

  const go = (next: TabKey) => setParams(next === 'members' ? {} : { tab: next }, { replace: true });
  const openPermissions = (member: Member) => {
    setPermissionsUser({
      user_id: member.user_id,
      email: member.email,
      name: member.name,
      account_type: member.account_type,
      has_cms_permissions: member.has_cms_permissions,
    });
    go('permissions');
  };

  return (
    <DashboardPage
      maxWidth={1280}
      page="permission"
      subtitle={t('access:page.help')}
      actions={
        <>
          <Button component={RouterLink} to="/dashboard/permission/roles" startIcon={<InfoIcon />} data-testid="open-roles">
            {t('access:roles.title')}
          </Button>
          {mayBatch && (
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setBatchOpen(true)} data-testid="open-batch-invite">
              {t('access:batch.title')}
            </Button>
          )}
          {mayInvite && (
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviteOpen(true)} data-testid="open-invite">
              {t('access:invite.title')}
            </Button>
          )}
        </>
      }
    >
      <Card variant="outlined">
        {tabs.length > 1 && (
          <Tabs value={tab} onChange={(_, v: TabKey) => go(v)} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
            {tabs.map((k) => (
              <Tab key={k} value={k} label={t(`access:page.tabs.${k}`)} data-testid={`tab-${k}`} />
            ))}
          </Tabs>
        )}
        {tab === 'members' && <MembersPanel onPermissions={openPermissions} />}
        {tab === 'invitations' && <InvitationsPanel />}
        {tab === 'permissions' && <PermissionsPanel selected={permissionsUser} onSelect={setPermissionsUser} />}
      </Card>
      {mayInvite && <InviteDialog open={inviteOpen} onClose={() => setInviteOpen(false)} />}
      {mayBatch && <BatchInviteDialog open={batchOpen} onClose={() => setBatchOpen(false)} />}
    </DashboardPage>
  );
}
