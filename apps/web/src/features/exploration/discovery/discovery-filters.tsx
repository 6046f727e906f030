// The discovery's filters above the table: the keywords, where to search (and how many YouTube
// pages), then a filter on every figure, in or out of the network, a contact e-mail, the sort and
// its order, clearing; the summary and the export buttons on the last line.
import { DISCOVERY_MAX_SEARCH_PAGES, discoverySorts, insightLanguages, type DiscoverySort } from '@chorus/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shownError } from '../../../components/field-errors.ts';
import { FoldingFilters, type FilterBarProps } from '../../../components/folding-filters.tsx';
import { SearchFilter } from '../../../components/paged-table.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { filterCount, hasFilters, type DiscoveryFilters as Filters } from './discovery-model.ts';
import { ChoiceToggle } from '../../../components/choice-toggle.tsx';

type Props = FilterBarProps<Filters, DiscoverySort> & { actions?: ReactNode };

const fieldWidth = { xs: '100%', sm: 180 };
/** The typed figures: the filter and its label's key. */
const figures = [
  ['min_subscribers', 'minSubscribers'],
  ['max_subscribers', 'maxSubscribers'],
  ['max_shorts_share_percent', 'maxShortsShare'],
  ['min_median_views', 'minMedianViews'],
  ['min_uploads_per_week', 'minUploadsPerWeek'],
  ['min_avg_minutes', 'minAvgMinutes'],
  ['max_avg_minutes', 'maxAvgMinutes'],
  ['max_days_since_upload', 'maxDaysSinceUpload'],
] as const;
const pageChoices = Array.from({ length: DISCOVERY_MAX_SEARCH_PAGES }, (_, i) => String(i + 1));

export function DiscoveryFilters({ filters, set, fieldErrors, sort, onSort, order, onOrder, onClear, summary, actions }: Props) {
  const { t } = useTranslation();
  const source = filters.source ?? 'all';
  const yesNo = (key: 'in_network' | 'has_email', any: string, options: string) => (
    <SelectField
      label={t(`exploration:filters.${key === 'in_network' ? 'inNetwork' : 'hasEmail'}`)}
      value={filters[key] ?? ''}
      onChange={(value: string) => set(key, value)}
      any={t(`exploration:filters.${any}`)}
      options={(['true', 'false'] as const).map((value) => ({ value, label: t(`exploration:filters.${options}.${value}`) }))}
      testId={`filter-${key}`}
    />
  );
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <SearchFilter label={t('exploration:query')} value={filters.q ?? ''} onChange={(v) => set('q', v)} testId="discovery-query" icon />
        <ChoiceToggle
          value={source}
          choices={['all', 'youtube', 'network']}
          onChange={(value) => set('source', value)}
          label={(value) => t(`exploration:source.${value}`)}
          testId={(value) => `source-${value}`}
          ariaLabel={t('exploration:source.label')}
        />
        {source !== 'network' && (
          <SelectField
            label={t('exploration:pages.label')}
            value={filters.pages ?? '1'}
            onChange={(value: string) => set('pages', value)}
            options={pageChoices.map((value) => ({
              value,
              label: t('exploration:pages.option', { count: Number(value), channels: Number(value) * 50 }),
            }))}
            error={fieldErrors.pages}
            sx={{ width: { xs: '100%', md: 220 } }}
            testId="discovery-pages"
          />
        )}
      </Stack>
      <FoldingFilters active={filterCount(filters)}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap', '& > *': { width: fieldWidth } }}>
          <SelectField
            label={t('exploration:filters.language')}
            value={filters.language ?? ''}
            onChange={(value: string) => set('language', value)}
            any={t('exploration:filters.anyLanguage')}
            options={insightLanguages.map((value) => ({ value, label: t(`exploration:languages.${value}`) }))}
            testId="filter-language"
          />
          <TextField
            size="small"
            label={t('exploration:filters.country')}
            value={filters.country ?? ''}
            onChange={(e) => set('country', e.target.value)}
            {...shownError(fieldErrors.country)}
            slotProps={{ htmlInput: { maxLength: 2, 'data-testid': 'filter-country' } }}
          />
          {figures.map(([key, label]) => (
            <TextField
              key={key}
              size="small"
              label={t(`exploration:filters.${label}`)}
              value={filters[key] ?? ''}
              onChange={(e) => set(key, e.target.value)}
              {...shownError(fieldErrors[key])}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `filter-${key}` } }}
            />
          ))}
          {yesNo('in_network', 'anyNetwork', 'inNetworkOptions')}
          {yesNo('has_email', 'anyEmail', 'hasEmailOptions')}
          <SelectField
            label={t('exploration:filters.sort')}
            value={sort}
            onChange={onSort}
            options={discoverySorts.map((s) => ({ value: s, label: t(`exploration:sorts.${s}`) }))}
            testId="discovery-sort"
          />
          <SelectField
            label=" "
            ariaLabel={t('exploration:filters.sort')}
            value={order}
            onChange={onOrder}
            options={(['desc', 'asc'] as const).map((o) => ({ value: o, label: t(`exploration:order.${o}`) }))}
            testId="discovery-order"
          />
        </Stack>
      </FoldingFilters>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {summary && (
          <Typography variant="body2" color="text.secondary" data-testid="discovery-summary">
            {summary}
          </Typography>
        )}
        {hasFilters(filters) && <Button onClick={onClear}>{t('exploration:filters.clear')}</Button>}
        <Box sx={{ flex: 1 }} />
        {actions}
      </Stack>
    </Box>
  );
}
