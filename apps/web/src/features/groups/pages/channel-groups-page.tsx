// Channel groups (spec 2, 3): create, rename and remove groups; set their channels; name their
// administrators and users (with view or edit authorization) by e-mail. Staff-type roles manage
// every group; a group's administrators manage theirs; its users only see it.
//
// `renderGroupExtras` lets src/app compose more about the chosen group (e.g. the analytics'
// group trends) under the list and the management cards, at full width, without this feature
// importing another one; `renderGroupActions` adds buttons beside the group's title (the reports'
// annual report).
import { canManageEveryGroup, canManageGroup, type GroupSummary } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AddIcon } from '../../../components/icons.tsx';
import { DashboardPage } from '../../../components/page-header.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { CreateGroupDialog } from '../components/create-group-dialog.tsx';
import { GroupDetailView } from '../components/group-detail.tsx';
import '../i18n.ts';
import { useEndpointQuery } from '../../../lib/endpoint-query.ts';
import { withParams } from '../../../lib/search-params.ts';

export function ChannelGroupsPage({
  renderGroupExtras,
  renderGroupActions,
}: {
  renderGroupExtras?: (group: GroupSummary) => ReactNode;
  renderGroupActions?: (group: GroupSummary) => ReactNode;
}) {
  const { t } = useTranslation();
  const { can, subject } = useAccess();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [filter, setFilter] = useState('');
  const list = useEndpointQuery('channelGroupList');
  const groups = list.data?.groups ?? [];
  const wanted = Number(params.get('group'));
  const selected = groups.find((g) => g.id === wanted) ?? groups[0] ?? null;
  // Only `group` changes: other parts of the address (the period of the group trends) stay.
  const choose = (id: number | null) => setParams(withParams({ group: id === null ? null : String(id) }), { replace: true });
  // Those who only use groups (no `editChannelGroups`, administrator of none) read them; the
  // subtitle waits for the list to know which.
  const manages = canManageEveryGroup(subject) || groups.some((g) => canManageGroup(subject, { id: g.id, myRole: g.my_role }));
  const subtitle = manages ? t('groups:help') : list.data ? t('groups:helpUse') : undefined;
  const shown = groups.filter((g) => g.name.toLowerCase().includes(filter.trim().toLowerCase()));

  return (
    <DashboardPage
      maxWidth={1280}
      page="channelGroup"
      subtitle={subtitle}
      actions={
        can('editChannelGroups') && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} data-testid="group-create-open">
            {t('groups:create')}
          </Button>
        )
      }
    >
      {list.isLoading && <LinearProgress />}
      {list.isError && <Alert severity="error">{list.error.message}</Alert>}
      {list.data && groups.length === 0 && (
        <Card variant="outlined" sx={{ p: 5, textAlign: 'center' }} data-testid="groups-empty">
          <Typography variant="h6" gutterBottom>
            {t('groups:emptyTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: can('editChannelGroups') ? 2 : 0 }}>
            {can('editChannelGroups') ? t('groups:emptyManage') : t('groups:emptyUse')}
          </Typography>
          {can('editChannelGroups') && (
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t('groups:create')}
            </Button>
          )}
        </Card>
      )}
      {groups.length > 0 && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4, lg: 3 }}>
            <Card variant="outlined">
              {groups.length > 8 && (
                <Box sx={{ p: 1.5, pb: 0 }}>
                  <TextField size="small" fullWidth placeholder={t('groups:filter')} value={filter} onChange={(e) => setFilter(e.target.value)} />
                </Box>
              )}
              <List dense data-testid="group-list" aria-label={t('nav:pages.channelGroup')}>
                {shown.map((g) => (
                  <ListItem key={g.id} disablePadding>
                    <ListItemButton
                      selected={g.id === selected?.id}
                      onClick={() => choose(g.id)}
                      data-testid={`group-item-${g.id}`}
                      sx={{ mx: 1, borderRadius: 2 }}
                    >
                      <ListItemText
                        primary={g.name}
                        secondary={t('groups:channelCount', { count: g.channel_count })}
                        slotProps={{ primary: { sx: { fontWeight: g.id === selected?.id ? 600 : 400 } } }}
                      />
                      {g.my_role && (
                        <Chip
                          size="small"
                          variant="outlined"
                          label={t(`groups:myRoles.${g.my_role === 'admin' ? 'admin' : (g.my_authorization_type ?? 'view')}`)}
                        />
                      )}
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 8, lg: 9 }}>
            {selected && <GroupDetailView key={selected.id} summary={selected} onRemoved={() => choose(null)} actions={renderGroupActions?.(selected)} />}
          </Grid>
          {/* Views of the group from other features (charts, wide tables) take the full width. */}
          {selected && renderGroupExtras && <Grid size={12}>{renderGroupExtras(selected)}</Grid>}
        </Grid>
      )}
      <CreateGroupDialog open={creating} onClose={() => setCreating(false)} onCreated={(id) => choose(id)} />
    </DashboardPage>
  );
}
