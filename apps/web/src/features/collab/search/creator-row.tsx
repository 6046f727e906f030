// One creator of the search: the selection box, the channel's figures (and prices for those who see
// them), the star for those who keep favourites, and the price edit for those who set prices.
import type { CreatorItem, FavouriteLists } from '@chorus/contract';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { icon } from '../../../components/icons.tsx';
import { CreatorCells } from './creator-cells.tsx';
import { FavouriteStar } from './favourite-star.tsx';

const EditIcon = icon(
  'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04a.996.996 0 0 0 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z',
);

type Props = {
  creator: CreatorItem;
  selected: boolean;
  onSelect: () => void;
  viewPrices: boolean;
  /** The caller's favourites lists, when they keep any (else no star). */
  lists: FavouriteLists | undefined | false;
  onEditPrices: (() => void) | null;
};

export function CreatorRow({ creator, selected, onSelect, viewPrices, lists, onEditPrices }: Props) {
  const { t } = useTranslation();
  return (
    <TableRow hover selected={selected} data-testid={`creator-${creator.channel_id}`}>
      <TableCell padding="checkbox">
        <Checkbox
          size="small"
          checked={selected}
          onChange={onSelect}
          slotProps={{
            input: {
              'aria-label': t('creators:search.selectOne', { name: creator.channel_title }),
              'data-testid': `select-${creator.channel_id}`,
            } as object,
          }}
        />
      </TableCell>
      <CreatorCells creator={creator} prices={viewPrices} />
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {lists !== false && <FavouriteStar channelId={creator.channel_id} channelTitle={creator.channel_title} lists={lists} />}
        {onEditPrices && (
          <Tooltip title={t('creators:search.editPrices')}>
            <IconButton
              size="small"
              aria-label={`${t('creators:search.editPrices')}: ${creator.channel_title}`}
              onClick={onEditPrices}
              data-testid={`edit-prices-${creator.channel_id}`}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </TableCell>
    </TableRow>
  );
}
