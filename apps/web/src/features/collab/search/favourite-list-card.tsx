// The favourites page's shown list: its name and sharing, its creators with a checkbox each and a
// button taking one off; the selected ones go on to the collaboration wizard. Without a list: a
// hint to pick one, or (with no lists at all) the way to the search.
import type { FavouriteListDetail, FavouriteListSummary } from '@chorus/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CloseIcon } from '../../../components/icons.tsx';
import { RowsTable, type Column } from '../../../components/paged-table.tsx';
import '../i18n.ts';
import { CreatorCells, creatorColumns } from './creator-cells.tsx';

export type FavouriteCreator = FavouriteListDetail['items'][number];

export type FavouriteListCardProps = {
  current: FavouriteListSummary | null;
  /** The shown list's creators (undefined before the answer). */
  items: FavouriteCreator[] | undefined;
  fetching: boolean;
  /** No lists at all: offer the search instead of "pick a list". */
  none: boolean;
  searchPath: string;
  prices: boolean;
  selected: ReadonlySet<string>;
  onToggle: (channelId: string) => void;
  onAddToPackage: () => void;
  onRename: (list: FavouriteListSummary) => void;
  onDelete: (list: FavouriteListSummary) => void;
  onRemove: (list: FavouriteListSummary, creator: FavouriteCreator) => void;
};

export function FavouriteListCard(props: FavouriteListCardProps) {
  const { current, items, fetching, none, searchPath, prices, selected } = props;
  const { t } = useTranslation();
  const columns: Column[] = [{ padding: 'checkbox', label: '' }, ...creatorColumns(t, prices), { label: t('creators:search.columns.actions'), align: 'right' }];
  return (
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
            <Button variant="contained" onClick={props.onAddToPackage} data-testid="fav-add-to-package">
              {t('creators:search.addToPackage')} ({selected.size})
            </Button>
          )}
          <Button onClick={() => props.onRename(current)}>{t('creators:favourites.rename')}</Button>
          <Button color="error" onClick={() => props.onDelete(current)}>
            {t('creators:favourites.delete')}
          </Button>
        </Stack>
      ) : (
        <Typography color="text.secondary" sx={{ p: 3 }}>
          {none ? (
            <Button component={RouterLink} to={searchPath}>
              {t('creators:favourites.goSearch')}
            </Button>
          ) : (
            t('creators:favourites.pick')
          )}
        </Typography>
      )}
      {fetching && <LinearProgress />}
      {current && (
        <RowsTable columns={columns} testId="fav-table" empty={items?.length === 0 && t('creators:favourites.empty')} emptyTestId="fav-empty">
          {items?.map((creator) => (
            <TableRow key={creator.channel_id} hover data-testid={`fav-creator-${creator.channel_id}`}>
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={selected.has(creator.channel_id)}
                  onChange={() => props.onToggle(creator.channel_id)}
                  slotProps={{ input: { 'aria-label': t('creators:search.selectOne', { name: creator.channel_title }) } }}
                />
              </TableCell>
              <CreatorCells creator={creator} prices={prices} />
              <TableCell align="right">
                <Tooltip title={t('creators:favourites.remove')}>
                  <IconButton
                    size="small"
                    aria-label={`${t('creators:favourites.remove')}: ${creator.channel_title}`}
                    onClick={() => props.onRemove(current, creator)}
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
  );
}
