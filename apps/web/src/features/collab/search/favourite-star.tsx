// The star beside a creator (search results, favourites, a channel's overview): lit when the channel
// is in any of the caller's lists; a click opens the lists, each a check to add or remove, and a
// field to start a new personal list.
import type { FavouriteLists } from '@chorus/contract';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { icon } from '../../../components/icons.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { useFavouriteMutations } from './api.ts';
import '../i18n.ts';

export const StarIcon = icon('M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z');
export const StarOutlineIcon = icon(
  'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03L22 9.24zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28L12 15.4z',
);

type Props = { channelId: string; channelTitle: string; lists: FavouriteLists | undefined; size?: 'small' | 'medium' };

export function FavouriteStar({ channelId, channelTitle, lists, size = 'small' }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [name, setName] = useState('');
  const { toggle, create } = useFavouriteMutations();
  const holding = (lists?.lists ?? []).filter((l) => l.channel_ids.includes(channelId));
  const label = holding.length > 0 ? t('creators:star.inLists', { count: holding.length }) : t('creators:star.add');
  const personal = (lists?.lists ?? []).filter((l) => l.team === null);
  const shared = (lists?.lists ?? []).filter((l) => l.team !== null);

  const flip = (listId: number, listName: string, on: boolean) =>
    toggle.mutate(
      { listId, channelId, on },
      {
        onSuccess: () => toast(t(on ? 'creators:star.added' : 'creators:star.removed', { list: listName })),
        onError: (error) => toast(error.message, 'error'),
      },
    );
  const createList = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    create.mutate(
      { body: { name: trimmed } },
      {
        onSuccess: (list) => {
          setName('');
          flip(list.id, list.name, true);
        },
        onError: (error) => toast(error.message, 'error'),
      },
    );
  };
  const item = (list: FavouriteLists['lists'][number]) => {
    const on = list.channel_ids.includes(channelId);
    return (
      <MenuItem key={list.id} onClick={() => flip(list.id, list.name, !on)} disabled={toggle.isPending} data-testid={`star-list-${list.id}`}>
        <ListItemIcon>
          <Checkbox edge="start" size="small" checked={on} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-label': list.name } }} />
        </ListItemIcon>
        <ListItemText primary={list.name} secondary={t('creators:favourites.channels', { count: list.channel_ids.length })} />
      </MenuItem>
    );
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size={size}
          aria-label={`${label}: ${channelTitle}`}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={{ color: holding.length > 0 ? 'warning.main' : 'text.secondary' }}
          data-testid={`star-${channelId}`}
          data-starred={holding.length > 0}
        >
          {holding.length > 0 ? <StarIcon fontSize="small" /> : <StarOutlineIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { minWidth: 280, maxWidth: 360 } } }}>
        <Typography variant="subtitle2" sx={{ px: 2, pt: 1, pb: 0.5 }} noWrap>
          {t('creators:star.menuTitle')} · {channelTitle}
        </Typography>
        {personal.length > 0 && <ListSubheader sx={{ lineHeight: '32px' }}>{t('creators:star.personal')}</ListSubheader>}
        {personal.map(item)}
        {shared.length > 0 && <ListSubheader sx={{ lineHeight: '32px' }}>{t('creators:favourites.teamLists')}</ListSubheader>}
        {shared.map(item)}
        {personal.length + shared.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
            {t('creators:star.noLists')}
          </Typography>
        )}
        <Divider />
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ px: 2, py: 1 }}
          onSubmit={createList}
          onKeyDown={(e) => {
            // Letters are for the field, not the menu's type-ahead; Escape still closes the menu.
            if (e.key !== 'Escape') e.stopPropagation();
          }}
        >
          <TextField
            size="small"
            placeholder={t('creators:star.newListName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 100, 'aria-label': t('creators:star.newListName'), 'data-testid': 'star-new-list' } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="outlined" disabled={!name.trim() || create.isPending}>
            {t('creators:star.create')}
          </Button>
        </Stack>
      </Menu>
    </>
  );
}
