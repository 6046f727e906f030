// Creator search (spec 2 collabSearch, issue 11): the network's creators filtered on every channel
// search field of spec 3, sorted on a figure, paged; prices for those who view them; a star per
// creator; the selected creators go on to the collaboration wizard (deals part). Rules:
// creator-search-model.ts; the filters, creator-filters.tsx; a row, creator-row.tsx.
import { keepsFavouriteLists, type CreatorItem, type CreatorSort } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DashboardPage } from '../../../components/page-header.tsx';
import { PagedTable, usePaging, type Column } from '../../../components/paged-table.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import '../i18n.ts';
import { useMarketplacePaths } from '../marketplace-paths.tsx';
import { useCreatorSearch, useFavouriteLists } from './api.ts';
import { creatorColumns } from './creator-cells.tsx';
import { CreatorFilters } from './creator-filters.tsx';
import { CreatorRow } from './creator-row.tsx';
import { creatorQuery, pageSelection, searchFailure, toggleCreator, togglePage, withoutAverage, type Filters, type SortOrder } from './creator-search-model.ts';
import { PricesDialog } from './prices-dialog.tsx';

/** The page's title and subtitle default to the advertiser side's; the reseller's page (issue 12) names its own. */
export function CreatorSearchPage({ title, subtitle }: { title?: string; subtitle?: string }) {
  const paths = useMarketplacePaths();
  const { t } = useTranslation();
  const { can, canCall, subject } = useAccess();
  // Favourites are the advertiser side's (collabFav): the star shows only to those who hold the page
  // and keep lists (not the read-only viewer).
  const favourites = canCall('favouriteLists') && keepsFavouriteLists(subject);
  const navigate = useNavigate();
  const viewPrices = can('viewPrices');
  const editPrices = can('editPrices');
  const [filters, setFilters] = useState<Filters>({});
  const [more, setMore] = useState(false);
  const [sort, setSort] = useState<CreatorSort>('subscribers');
  const [order, setOrder] = useState<SortOrder>('desc');
  const [avgKind, setAvgKind] = useState<string>('video_month');
  const [selected, setSelected] = useState<Map<string, string>>(new Map());
  const [pricing, setPricing] = useState<CreatorItem | null>(null);
  const paging = usePaging(20);
  const refilter = paging.filter(setFilters);
  const set = (key: string, value: string) => refilter({ ...filters, [key]: value });
  const settled = useDebounced(filters, 350);
  const query = useMemo(() => creatorQuery(settled, sort, order, paging.page, paging.pageSize), [settled, sort, order, paging.page, paging.pageSize]);
  const search = useCreatorSearch(query);
  const lists = useFavouriteLists(favourites);
  const failure = searchFailure(search.error);
  const items = search.data?.items;
  const onPage = pageSelection(items ?? [], selected);
  const columns: Column[] = [
    {
      padding: 'checkbox',
      label: (
        <Checkbox
          size="small"
          checked={onPage.all}
          indeterminate={onPage.some}
          onChange={() => setSelected(togglePage(selected, items ?? []))}
          slotProps={{ input: { 'aria-label': t('creators:search.selectAll') } }}
        />
      ),
    },
    ...creatorColumns(t, viewPrices),
    { label: t('creators:search.columns.actions'), align: 'right' },
  ];

  const toolbar = (
    <CreatorFilters
      filters={filters}
      set={set}
      fieldErrors={failure.fields}
      viewPrices={viewPrices}
      avgKind={avgKind}
      onAvgKind={(kind) => {
        setAvgKind(kind);
        refilter(withoutAverage(filters, avgKind));
      }}
      sort={sort}
      onSort={paging.filter(setSort)}
      order={order}
      onOrder={paging.filter(setOrder)}
      more={more}
      onMore={setMore}
      onClear={() => refilter({})}
      result={search.data && { total: search.data.total, capped: search.data.total_capped }}
    />
  );

  return (
    <DashboardPage maxWidth={1440} title={title ?? t('nav:pages.collabSearch')} subtitle={subtitle ?? t('creators:search.subtitle')}>
      {selected.size > 0 && (
        <Paper
          elevation={3}
          sx={{ position: 'sticky', top: 72, zIndex: 2, mb: 2, px: 2, py: 1.25, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
          data-testid="selection-bar"
        >
          <Typography sx={{ fontWeight: 600 }}>{t('creators:search.selected', { count: selected.size })}</Typography>
          <Box sx={{ flex: 1 }} />
          <Button color="inherit" onClick={() => setSelected(new Map())}>
            {t('creators:search.clearSelection')}
          </Button>
          <Button variant="contained" onClick={() => void navigate(paths.apply([...selected.keys()]))} data-testid="add-to-package">
            {t('creators:search.addToPackage')}
          </Button>
        </Paper>
      )}
      <Card variant="outlined">
        {failure.warning && (
          <Alert severity="warning" sx={{ m: 2, mb: 0 }}>
            {failure.warning}
          </Alert>
        )}
        <PagedTable
          columns={columns}
          rows={items}
          total={search.data?.total ?? 0}
          paging={paging}
          pageSizes={[20, 50, 100]}
          loading={search.isFetching}
          error={failure.tableError}
          empty={t('creators:search.empty')}
          emptyTestId="creators-empty"
          toolbar={toolbar}
          testId="creator-table"
        >
          {(creator) => (
            <CreatorRow
              key={creator.channel_id}
              creator={creator}
              selected={selected.has(creator.channel_id)}
              onSelect={() => setSelected(toggleCreator(selected, creator))}
              viewPrices={viewPrices}
              lists={favourites && lists.data}
              onEditPrices={editPrices ? () => setPricing(creator) : null}
            />
          )}
        </PagedTable>
      </Card>
      {pricing && <PricesDialog creator={pricing} onClose={() => setPricing(null)} />}
    </DashboardPage>
  );
}
