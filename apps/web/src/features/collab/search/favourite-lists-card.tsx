// The favourites page's left column: one's own lists, then those shared with a team, the shown one
// marked; picking one hands it to the page.
import type { FavouriteListSummary } from '@chorus/contract';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

export type FavouriteListsCardProps = {
  loading: boolean;
  personal: FavouriteListSummary[];
  shared: FavouriteListSummary[];
  /** The answer came and holds no list. */
  none: boolean;
  listId: number | null;
  onPick: (id: number) => void;
};

export function FavouriteListsCard({ loading, personal, shared, none, listId, onPick }: FavouriteListsCardProps) {
  const { t } = useTranslation();
  const entry = (l: FavouriteListSummary) => (
    <ListItemButton key={l.id} selected={l.id === listId} onClick={() => onPick(l.id)} data-testid={`fav-list-${l.id}`}>
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
    <Card variant="outlined">
      {loading && <LinearProgress />}
      <List dense disablePadding aria-label={t('creators:favourites.lists')}>
        <ListSubheader>{t('creators:favourites.personalLists')}</ListSubheader>
        {personal.map(entry)}
        {shared.length > 0 && <ListSubheader>{t('creators:favourites.teamLists')}</ListSubheader>}
        {shared.map(entry)}
        {none && (
          <Typography component="li" variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
            {t('creators:favourites.noLists')}
          </Typography>
        )}
      </List>
    </Card>
  );
}
