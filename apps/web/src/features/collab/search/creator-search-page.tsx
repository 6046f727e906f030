// Creator search (spec 2 collabSearch, issue 11): the network's creators filtered on every channel
// search field of spec 3, sorted on a figure, paged; prices for those who view them; a star per
// creator; the selected creators go on to the collaboration wizard (deals part).
import {
  ageGroups,
  keepsFavouriteLists,
  avgViewKinds,
  avgViewPeriods,
  channelLanguages,
  channelSourceTypes,
  type CreatorItem,
  type CreatorSort,
} from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { icon } from '../../../components/icons.tsx';
import { PagedTable, SearchFilter, usePaging, type Column } from '../../../components/paged-table.tsx';
import { DashboardPage } from '../../../components/page-header.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useMarketplacePaths } from '../marketplace-paths.tsx';
import { useCreatorSearch, useFavouriteLists } from './api.ts';
import { CreatorCells, creatorColumns } from './creator-cells.tsx';
import { FavouriteStar } from './favourite-star.tsx';
import { PricesDialog } from './prices-dialog.tsx';
import {
  averageSort,
  creatorQuery,
  creatorSorts,
  pageSelection,
  rangeInput,
  toggleCreator,
  togglePage,
  type Filters,
  type SortOrder,
} from './creator-search-model.ts';
import '../i18n.ts';

const EditIcon = icon(
  'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04a.996.996 0 0 0 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z',
);

const ranges = ['subscribers', 'views', 'engagements', 'update_frequency'] as const;

/** A choice of several values, sent comma-separated. */
function MultiSelect({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (v: string) => void;
  testId: string;
}) {
  const chosen = value ? value.split(',') : [];
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={chosen}
      onChange={(e) => onChange((e.target.value as unknown as string[]).join(','))}
      slotProps={{
        select: { multiple: true, renderValue: (v) => (v as string[]).map((x) => options.find((o) => o.value === x)?.label ?? x).join(', ') },
        htmlInput: { 'data-testid': testId },
      }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value} dense>
          <Checkbox size="small" checked={chosen.includes(o.value)} sx={{ py: 0 }} />
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function RangeField({
  label,
  name,
  filters,
  set,
  error,
  decimal,
}: {
  label: string;
  name: string;
  filters: Filters;
  set: (k: string, v: string) => void;
  error?: string;
  decimal?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Stack direction="row" spacing={1}>
        {(['min', 'max'] as const).map((end) => (
          <TextField
            key={end}
            size="small"
            placeholder={t(`creators:search.${end}`)}
            value={filters[`${name}_${end}`] ?? ''}
            onChange={(e) => set(`${name}_${end}`, rangeInput(e.target.value, decimal ?? false))}
            error={end === 'max' && Boolean(error)}
            slotProps={{
              htmlInput: {
                inputMode: decimal ? 'decimal' : 'numeric',
                'aria-label': `${label} ${t(`creators:search.${end}`)}`,
                'data-testid': `filter-${name}-${end}`,
              },
            }}
            sx={{ flex: 1 }}
          />
        ))}
      </Stack>
      {error && (
        <Typography variant="caption" color="error">
          {error}
        </Typography>
      )}
    </Stack>
  );
}

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
  const set = (key: string, value: string) => paging.filter(setFilters)({ ...filters, [key]: value });
  const settled = useDebounced(filters, 350);
  const query = useMemo(() => creatorQuery(settled, sort, order, paging.page, paging.pageSize), [settled, sort, order, paging.page, paging.pageSize]);
  const search = useCreatorSearch(query);
  const lists = useFavouriteLists(favourites);
  const fieldErrors = search.error instanceof ApiError ? search.error.fields : {};
  const sorts = creatorSorts(viewPrices);
  const sortLabel = (s: CreatorSort) => {
    const average = averageSort(s);
    return average
      ? t('creators:search.avgViewsOf', { kind: t(`creators:search.kind.${average.kind}`), period: t(`creators:search.period.${average.period}`) })
      : t(`creators:search.sorts.${s}`);
  };
  const items = search.data?.items;
  const onPage = pageSelection(items ?? [], selected);
  const toggle = (c: CreatorItem) => setSelected(toggleCreator(selected, c));
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
  const total = search.data?.total ?? 0;

  const toolbar = (
    <Box sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <SearchFilter label={t('creators:search.query')} value={filters.q ?? ''} onChange={(v) => set('q', v)} testId="creator-query" icon />
        <Box sx={{ minWidth: 160 }}>
          <MultiSelect
            label={t('creators:search.language')}
            value={filters.language ?? ''}
            onChange={(v) => set('language', v)}
            options={channelLanguages.map((l) => ({ value: l, label: t(`creators:languages.${l}`) }))}
            testId="filter-language"
          />
        </Box>
        <TextField
          select
          size="small"
          label={t('creators:search.sort')}
          value={sort}
          onChange={(e) => paging.filter(setSort)(e.target.value as CreatorSort)}
          sx={{ minWidth: 200 }}
          slotProps={{ htmlInput: { 'data-testid': 'creator-sort' } }}
        >
          {sorts.map((s) => (
            <MenuItem key={s} value={s}>
              {sortLabel(s)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label=" "
          value={order}
          onChange={(e) => paging.filter(setOrder)(e.target.value as SortOrder)}
          sx={{ minWidth: 130 }}
          slotProps={{ htmlInput: { 'aria-label': t('creators:search.sort'), 'data-testid': 'creator-order' } }}
        >
          <MenuItem value="desc">{t('creators:search.order.desc')}</MenuItem>
          <MenuItem value="asc">{t('creators:search.order.asc')}</MenuItem>
        </TextField>
        <Stack direction="row" spacing={1}>
          <Button onClick={() => setMore(!more)} aria-expanded={more} data-testid="more-filters" sx={{ whiteSpace: 'nowrap' }}>
            {t(more ? 'creators:search.fewerFilters' : 'creators:search.moreFilters')}
          </Button>
          <Button
            color="inherit"
            sx={{ whiteSpace: 'nowrap' }}
            onClick={() => paging.filter(setFilters)({})}
            disabled={Object.values(filters).every((v) => !v)}
          >
            {t('creators:search.clear')}
          </Button>
        </Stack>
      </Stack>
      <Collapse in={more} unmountOnExit>
        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <MultiSelect
              label={t('creators:search.sourceType')}
              value={filters.source_type ?? ''}
              onChange={(v) => set('source_type', v)}
              options={channelSourceTypes.map((s) => ({ value: s, label: t(`creators:sourceTypes.${s}`) }))}
              testId="filter-source-type"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField
              size="small"
              fullWidth
              label={t('creators:search.audienceCountry')}
              helperText={fieldErrors.audience_country ?? t('creators:search.audienceCountryHelp')}
              error={Boolean(fieldErrors.audience_country)}
              value={filters.audience_country ?? ''}
              onChange={(e) => set('audience_country', e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'filter-audience-country' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <MultiSelect
              label={t('creators:search.audienceAge')}
              value={filters.audience_age ?? ''}
              onChange={(v) => set('audience_age', v)}
              options={ageGroups.map((a) => ({ value: a, label: a === '65-' ? t('creators:search.ages.65-') : a }))}
              testId="filter-audience-age"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField
              size="small"
              fullWidth
              label={t('creators:search.tags')}
              helperText={fieldErrors.tags ?? t('creators:search.tagsHelp')}
              error={Boolean(fieldErrors.tags)}
              value={filters.tags ?? ''}
              onChange={(e) => set('tags', e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'filter-tags' } }}
            />
          </Grid>
          {ranges.map((r) => (
            <Grid key={r} size={{ xs: 12, sm: 6, md: 3 }}>
              <RangeField
                label={t(r === 'update_frequency' ? 'creators:search.updateFrequency' : `creators:search.${r}`)}
                name={r}
                filters={filters}
                set={set}
                error={fieldErrors[`${r}_max`]}
                decimal={r === 'update_frequency'}
              />
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Stack spacing={0.5}>
              <TextField
                select
                size="small"
                variant="standard"
                value={avgKind}
                onChange={(e) => {
                  const next = { ...filters };
                  delete next[`avg_views_${avgKind}_min`];
                  delete next[`avg_views_${avgKind}_max`];
                  setAvgKind(e.target.value);
                  paging.filter(setFilters)(next);
                }}
                slotProps={{ htmlInput: { 'aria-label': t('creators:search.avgViews') } }}
              >
                {avgViewKinds.flatMap((k) =>
                  avgViewPeriods.map((p) => (
                    <MenuItem key={`${k}_${p}`} value={`${k}_${p}`}>
                      {t('creators:search.avgViewsOf', { kind: t(`creators:search.kind.${k}`), period: t(`creators:search.period.${p}`) })}
                    </MenuItem>
                  )),
                )}
              </TextField>
              <RangeField label="" name={`avg_views_${avgKind}`} filters={filters} set={set} error={fieldErrors[`avg_views_${avgKind}_max`]} />
            </Stack>
          </Grid>
          {viewPrices &&
            (['midroll_price', 'sponsored_price'] as const).map((p) => (
              <Grid key={p} size={{ xs: 12, sm: 6, md: 3 }}>
                <RangeField
                  label={t(p === 'midroll_price' ? 'creators:search.midrollPrice' : 'creators:search.sponsoredPrice')}
                  name={p}
                  filters={filters}
                  set={set}
                  error={fieldErrors[`${p}_max`]}
                  decimal
                />
              </Grid>
            ))}
          <Grid size={{ xs: 12, sm: 6, md: 3 }} sx={{ display: 'flex', alignItems: 'center' }}>
            <FormControlLabel
              control={
                <Switch
                  checked={filters.is_new === 'true'}
                  onChange={(e) => set('is_new', e.target.checked ? 'true' : '')}
                  slotProps={{ input: { 'data-testid': 'filter-new' } as object }}
                />
              }
              label={t('creators:search.newOnly')}
            />
          </Grid>
        </Grid>
      </Collapse>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="creator-total" aria-live="polite">
        {search.data ? t(search.data.total_capped ? 'creators:search.resultsCapped' : 'creators:search.results', { count: total }) : ' '}
      </Typography>
    </Box>
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
        {search.error &&
          !(search.error instanceof ApiError && Object.keys(search.error.fields).length > 0) &&
          search.error instanceof ApiError &&
          search.error.status === 403 && (
            <Alert severity="warning" sx={{ m: 2, mb: 0 }}>
              {search.error.message}
            </Alert>
          )}
        <PagedTable
          columns={columns}
          rows={items}
          total={total}
          paging={paging}
          pageSizes={[20, 50, 100]}
          loading={search.isFetching}
          error={search.error instanceof ApiError && search.error.status === 403 ? null : search.error}
          empty={t('creators:search.empty')}
          emptyTestId="creators-empty"
          toolbar={toolbar}
          testId="creator-table"
        >
          {(creator) => (
            <TableRow key={creator.channel_id} hover selected={selected.has(creator.channel_id)} data-testid={`creator-${creator.channel_id}`}>
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={selected.has(creator.channel_id)}
                  onChange={() => toggle(creator)}
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
                {favourites && <FavouriteStar channelId={creator.channel_id} channelTitle={creator.channel_title} lists={lists.data} />}
                {editPrices && (
                  <Tooltip title={t('creators:search.editPrices')}>
                    <IconButton
                      size="small"
                      aria-label={`${t('creators:search.editPrices')}: ${creator.channel_title}`}
                      onClick={() => setPricing(creator)}
                      data-testid={`edit-prices-${creator.channel_id}`}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </TableCell>
            </TableRow>
          )}
        </PagedTable>
      </Card>
      {pricing && <PricesDialog creator={pricing} onClose={() => setPricing(null)} />}
    </DashboardPage>
  );
}
