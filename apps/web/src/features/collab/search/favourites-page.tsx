// Favourites (spec 2 collabFav, issue 11): the caller's own lists and the lists shared with their
// advertiser team (every member sees and fills those); create, rename and delete lists, see a list's
// creators, take them off, and take the selected ones on to the collaboration wizard.
// The container: the lists and the shown list from the server, the changes sent, handed to the views.
import { keepsFavouriteLists } from '@chorus/contract';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DashboardPage } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useMarketplacePaths } from '../marketplace-paths.tsx';
import { useFavouriteList, useFavouriteLists, useFavouriteMutations } from './api.ts';
import { FavouriteListCard, type FavouriteListCardProps } from './favourite-list-card.tsx';
import { FavouriteListDialog } from './favourite-list-dialog.tsx';
import { FavouriteListsCard } from './favourite-lists-card.tsx';
import { createListBody, dialogStartName, shownListId, splitLists, toggled, type FavouritesDialog } from './favourites-model.ts';
import '../i18n.ts';

export function FavouritesPage() {
  const paths = useMarketplacePaths();
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { can, subject } = useAccess();
  const lists = useFavouriteLists();
  const [chosen, setChosen] = useState<number | null>(null);
  const listId = shownListId(chosen, lists.data?.lists);
  const list = useFavouriteList(listId);
  const current = lists.data?.lists.find((l) => l.id === listId) ?? null;
  const { create, rename, remove, toggle } = useFavouriteMutations();
  const [dialog, setDialog] = useState<FavouritesDialog>(null);
  const [name, setName] = useState('');
  const [team, setTeam] = useState<string>('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const { personal, shared } = splitLists(lists.data?.lists);
  const none = lists.data?.lists.length === 0;

  const pick = (id: number) => {
    setChosen(id);
    setSelected(new Set());
  };
  const open = (next: FavouritesDialog) => {
    setName(dialogStartName(next));
    setTeam('');
    setDialog(next);
  };
  const confirm = async () => {
    if (!dialog) return;
    if (dialog.kind === 'create') {
      const made = await create.mutateAsync({ body: createListBody(name, team) });
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
  const takeOff: FavouriteListCardProps['onRemove'] = (from, creator) =>
    toggle.mutate(
      { listId: from.id, channelId: creator.channel_id, on: false },
      {
        onSuccess: () => {
          void list.refetch();
          toast(t('creators:star.removed', { list: from.name }));
        },
        onError: (e) => toast(e.message, 'error'),
      },
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
          <FavouriteListsCard loading={lists.isLoading} personal={personal} shared={shared} none={none} listId={listId} onPick={pick} />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <FavouriteListCard
            current={current}
            items={list.data?.items}
            fetching={list.isFetching}
            none={none}
            searchPath={paths.search}
            prices={can('viewPrices')}
            selected={selected}
            onToggle={(id) => setSelected(toggled(selected, id))}
            onAddToPackage={() => void navigate(paths.apply([...selected]))}
            onRename={(l) => open({ kind: 'rename', list: l })}
            onDelete={(l) => open({ kind: 'delete', list: l })}
            onRemove={takeOff}
          />
        </Grid>
      </Grid>
      {dialog && (
        <FavouriteListDialog
          dialog={dialog}
          name={name}
          onName={setName}
          team={team}
          onTeam={setTeam}
          teams={lists.data?.teams ?? []}
          onConfirm={confirm}
          onClose={() => setDialog(null)}
        />
      )}
    </DashboardPage>
  );
}
