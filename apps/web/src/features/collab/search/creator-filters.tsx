// Creator search's filters above the table: the text, languages, sort and order, the further
// filters behind "more", clearing, and the count of results.
import { channelLanguages, type CreatorSort } from '@chorus/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SearchFilter } from '../../../components/paged-table.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { MultiSelect } from './creator-filter-fields.tsx';
import { MoreFilters, type MoreFiltersProps } from './creator-more-filters.tsx';
import { averageSort, creatorSorts, hasFilters, type SortOrder } from './creator-search-model.ts';

type Props = MoreFiltersProps & {
  sort: CreatorSort;
  onSort: (sort: CreatorSort) => void;
  order: SortOrder;
  onOrder: (order: SortOrder) => void;
  more: boolean;
  onMore: (more: boolean) => void;
  onClear: () => void;
  /** The count of the answer on screen (none while the first one comes). */
  result: { total: number; capped: boolean } | undefined;
};

export function CreatorFilters({ sort, onSort, order, onOrder, more, onMore, onClear, result, ...fields }: Props) {
  const { t } = useTranslation();
  const { filters, set, viewPrices } = fields;
  const sortLabel = (s: CreatorSort) => {
    const average = averageSort(s);
    return average
      ? t('creators:search.avgViewsOf', { kind: t(`creators:search.kind.${average.kind}`), period: t(`creators:search.period.${average.period}`) })
      : t(`creators:search.sorts.${s}`);
  };
  return (
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
        <SelectField
          label={t('creators:search.sort')}
          value={sort}
          onChange={onSort}
          options={creatorSorts(viewPrices).map((s) => ({ value: s, label: sortLabel(s) }))}
          sx={{ minWidth: 200 }}
          testId="creator-sort"
        />
        <SelectField
          label=" "
          value={order}
          onChange={onOrder}
          options={(['desc', 'asc'] as const).map((o) => ({ value: o, label: t(`creators:search.order.${o}`) }))}
          sx={{ minWidth: 130 }}
          ariaLabel={t('creators:search.sort')}
          testId="creator-order"
        />
        <Stack direction="row" spacing={1}>
          <Button onClick={() => onMore(!more)} aria-expanded={more} data-testid="more-filters" sx={{ whiteSpace: 'nowrap' }}>
            {t(more ? 'creators:search.fewerFilters' : 'creators:search.moreFilters')}
          </Button>
          <Button color="inherit" sx={{ whiteSpace: 'nowrap' }} onClick={onClear} disabled={!hasFilters(filters)}>
            {t('creators:search.clear')}
          </Button>
        </Stack>
      </Stack>
      <Collapse in={more} unmountOnExit>
        <MoreFilters {...fields} />
      </Collapse>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="creator-total" aria-live="polite">
        {result ? t(result.capped ? 'creators:search.resultsCapped' : 'creators:search.results', { count: result.total }) : ' '}
      </Typography>
    </Box>
  );
}
