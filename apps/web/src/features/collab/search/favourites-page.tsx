// Favourites (spec 2 collabFav, issue 11): the caller's own lists and the lists shared with their
// advertiser team (every member sees and fills those); create, rename and delete lists, see a list's
// creators, take them off, and take the selected ones on to the collaboration wizard.
import { keepsFavouriteLists, type FavouriteListSummary } from '@chorus/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LinearProgress from '@mui/material/LinearProgress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { CloseIcon } from '../../../components/icons.tsx';
import { RowsTable, type Column } from '../../../components/paged-table.tsx';
import { DashboardPage } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useMarketplacePaths } from '../marketplace-paths.tsx';
import { useFavouriteList, useFavouriteLists, useFavouriteMutations } from './api.ts';
import { CreatorCells, creatorColumns } from './creator-cells.tsx';
import '../i18n.ts';

type Dialog = { kind: 'create' } | { kind: 'rename'; list: FavouriteListSummary } | { kind: 'delete'; list: FavouriteListSummary } | null;

export function FavouritesPage() {
  const paths = useMarketplacePaths();
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { can, subject } = useAccess();
  const prices = can('viewPrices');
  const lists = useFavouriteLists();
  const [chosen, setChosen] = useState<number | null>(null);
  const listId = chosen ?? lists.data?.lists[0]?.id ?? null;
  const list = useFavouriteList(listId);
  const current = lists.data?.lists.find((l) => l.id === listId) ?? null;
  const { create, rename, remove, toggle } = useFavouriteMutations();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [name, setName] = useState('');
  const [team, setTeam] = useState<string>('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const personal = (lists.data?.lists ?? []).filter((l) => l.team === null);
  const shared = (lists.data?.lists ?? []).filter((l) => l.team !== null);
  const items = list.data?.items;
  const columns: Column[] = [{ padding: 'checkbox', label: '' }, ...creatorColumns(t, prices), { label: t('creators:search.columns.actions'), align: 'right' }];

  const pick = (id: number) => {
    setChosen(id);
    setSelected(new Set());
  };
  const open = (next: Dialog) => {
    setName(next && next.kind === 'rename' ? next.list.name : '');
    setTeam('');
    setDialog(next);
  };
  const confirm = async () => {
    if (!dialog) return;
    if (dialog.kind === 'create') {
      const made = await create.mutateAsync({ body: { name, advertiser_id: team ? Number(team) : null } });
      pick(made.id);
      toast(t('creators:favourites.created'));
    } else if (dialog.kind === 'rename') {
      await rename.mutateAsync({ params: { listId: dialog.list.id }, body: { name } });
      toast(t('creators:favourites.renamed'));
    } else {
      await remove.mutateAsync({ params: { listId: dialog.list.id } });
      setChosen(null);
      toast(t('creators:favourites.deleted'));
    }
  };
  const entry = (l: FavouriteListSummary) => (
    <ListItemButton key={l.id} selected={l.id === listId} onClick={() => pick(l.id)} data-testid={`fav-list-${l.id}`}>
      <ListItemText
        primary={l.name}
        secondary={
          l.team
            ? `${t('creators:favourites.sharedWith', { team: l.team.name })} · ${t('creators:favourites.channels', { count: l.channel_ids.length })}`
            : t('creators:favourites.channels', { count: l.channel_ids.length })
        }
        slotProps={{ primary: { noWrap: true } }}
      />
    </ListItemButton>
  );

  return (
    <DashboardPage
      maxWidth={1440}
      page="collabFav"
      subtitle={t('creators:favourites.subtitle')}
      actions={
        // The read-only viewer keeps no lists (the same policy the server judges).
        keepsFavouriteLists(subject) && (
          <Button variant="contained" onClick={() => open({ kind: 'create' })} data-testid="fav-new-list">
            {t('creators:favourites.newList')}
          </Button>
        )
      }
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Card variant="outlined">
            {lists.isLoading && <LinearProgress />}
            <List dense disablePadding aria-label={t('creators:favourites.lists')}>
              <ListSubheader>{t('creators:favourites.personalLists')}</ListSubheader>
              {personal.map(entry)}
              {shared.length > 0 && <ListSubheader>{t('creators:favourites.teamLists')}</ListSubheader>}
              {shared.map(entry)}
              {lists.data && lists.data.lists.length === 0 && (
                <Typography component="li" variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
                  {t('creators:favourites.noLists')}
                </Typography>
              )}
            </List>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Card variant="outlined">
            {current ? (
              <Stack direction="row" sx={{ p: 2, alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Box sx={{ flex: 1, minWidth: 200 }}>
                  <Typography variant="h6" component="h2" data-testid="fav-list-name">
                    {current.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {current.team ? t('creators:favourites.sharedWith', { team: current.team.name }) : t('creators:favourites.personalLists')} ·{' '}
                    {t('creators:favourites.channels', { count: current.channel_ids.length })}
                  </Typography>
                </Box>
                {selected.size > 0 && (
                  <Button variant="contained" onClick={() => void navigate(paths.apply([...selected]))} data-testid="fav-add-to-package">
                    {t('creators:search.addToPackage')} ({selected.size})
                  </Button>
                )}
                <Button onClick={() => open({ kind: 'rename', list: current })}>{t('creators:favourites.rename')}</Button>
                <Button color="error" onClick={() => open({ kind: 'delete', list: current })}>
                  {t('creators:favourites.delete')}
                </Button>
              </Stack>
            ) : (
              <Typography color="text.secondary" sx={{ p: 3 }}>
                {lists.data?.lists.length === 0 ? (
                  <Button component={RouterLink} to={paths.search}>
                    {t('creators:favourites.goSearch')}
                  </Button>
                ) : (
                  t('creators:favourites.pick')
                )}
              </Typography>
            )}
            {list.isFetching && <LinearProgress />}
            {current && (
              <RowsTable columns={columns} testId="fav-table" empty={items?.length === 0 && t('creators:favourites.empty')} emptyTestId="fav-empty">
                {items?.map((creator) => (
                  <TableRow key={creator.channel_id} hover data-testid={`fav-creator-${creator.channel_id}`}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        size="small"
                        checked={selected.has(creator.channel_id)}
                        onChange={() => {
                          const next = new Set(selected);
                          if (next.has(creator.channel_id)) next.delete(creator.channel_id);
                          else next.add(creator.channel_id);
                          setSelected(next);
                        }}
                        slotProps={{ input: { 'aria-label': t('creators:search.selectOne', { name: creator.channel_title }) } }}
                      />
                    </TableCell>
                    <CreatorCells creator={creator} prices={prices} />
                    <TableCell align="right">
                      <Tooltip title={t('creators:favourites.remove')}>
                        <IconButton
                          size="small"
                          aria-label={`${t('creators:favourites.remove')}: ${creator.channel_title}`}
                          onClick={() =>
                            toggle.mutate(
                              { listId: current.id, channelId: creator.channel_id, on: false },
                              {
                                onSuccess: () => {
                                  void list.refetch();
                                  toast(t('creators:star.removed', { list: current.name }));
                                },
                                onError: (e) => toast(e.message, 'error'),
                              },
                            )
                          }
                        >
                          <CloseIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </RowsTable>
            )}
          </Card>
        </Grid>
      </Grid>
      {dialog && (
        <ConfirmDialog
          open
          title={
            dialog.kind === 'create'
              ? t('creators:favourites.newList')
              : dialog.kind === 'rename'
                ? t('creators:favourites.rename')
                : t('creators:favourites.deleteTitle', { name: dialog.list.name })
          }
          body={dialog.kind === 'delete' ? t(dialog.list.team ? 'creators:favourites.deleteTeamBody' : 'creators:favourites.deleteBody') : undefined}
          confirmLabel={
            dialog.kind === 'create' ? t('creators:favourites.create') : dialog.kind === 'rename' ? t('creators:search.save') : t('creators:favourites.delete')
          }
          danger={dialog.kind === 'delete'}
          confirmDisabled={dialog.kind !== 'delete' && !name.trim()}
          onConfirm={confirm}
          onClose={() => setDialog(null)}
        >
          {dialog.kind !== 'delete' && (
            <TextField
              autoFocus
              fullWidth
              label={t('creators:favourites.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'fav-list-name-input' } }}
            />
          )}
          {dialog.kind === 'create' && (lists.data?.teams.length ?? 0) > 0 && (
            <TextField
              select
              fullWidth
              label={t('creators:favourites.shareWith')}
              value={team}
              onChange={(e) => setTeam(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'fav-share-with' } }}
            >
              <MenuItem value="">{t('creators:favourites.onlyMe')}</MenuItem>
              {lists.data!.teams.map((tm) => (
                <MenuItem key={tm.id} value={String(tm.id)}>
                  {tm.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </ConfirmDialog>
      )}
    </DashboardPage>
  );
}
