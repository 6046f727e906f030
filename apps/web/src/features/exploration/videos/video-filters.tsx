// Video search's filters above the table: the words, where to search, language, length, the
// published window, the figures' minimums, in or out of the network, the sort and order, clearing.
import { videoDurations, videoNetworkFilters, videoSearchLanguages, videoSearchSorts, type VideoSearchSort } from '@chorus/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field.tsx';
import { FoldingFilters, type FilterBarProps } from '../../../components/folding-filters.tsx';
import { SearchFilter } from '../../../components/paged-table.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { filterCount, hasFilters, type VideoFilters } from './video-search-model.ts';
import { ChoiceToggle } from '../../../components/choice-toggle.tsx';

const fieldWidth = { xs: '100%', sm: 170 };
/** The choices among fixed values: the filter, its "any" text and its values. */
const choices = [
  { key: 'language', any: 'anyLanguage', options: videoSearchLanguages },
  { key: 'duration', any: 'anyDuration', options: videoDurations },
  { key: 'network', any: 'anyChannel', options: videoNetworkFilters },
] as const;

export function VideoFilters({ filters, set, fieldErrors, sort, onSort, order, onOrder, onClear, summary }: FilterBarProps<VideoFilters, VideoSearchSort>) {
  const { t } = useTranslation();
  // The props every typed filter shares: its value, its change, its error from the server's answer.
  const fieldProps = (key: 'min_views' | 'min_views_per_day' | 'min_engagement_rate' | 'published_after' | 'published_before', label: string) => ({
    size: 'small' as const,
    label,
    value: filters[key] ?? '',
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    error: Boolean(fieldErrors[key]),
    helperText: fieldErrors[key],
    sx: { width: fieldWidth },
  });
  const number = (key: 'min_views' | 'min_views_per_day' | 'min_engagement_rate', label: string) => (
    <TextField {...fieldProps(key, label)} slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `filter-${key}` } }} />
  );
  const date = (key: 'published_after' | 'published_before', label: string) => <DateField {...fieldProps(key, label)} />;
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <SearchFilter label={t('videos:query')} value={filters.q ?? ''} onChange={(v) => set('q', v)} testId="video-query" icon />
        <ChoiceToggle
          value={filters.source ?? 'network'}
          choices={['network', 'youtube']}
          onChange={(value) => set('source', value)}
          label={(value) => t(`videos:source.${value}`)}
          testId={(value) => `source-${value}`}
          ariaLabel={t('videos:source.label')}
        />
      </Stack>
      <FoldingFilters active={filterCount(filters)}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap', '& > *': { width: fieldWidth } }}>
          {choices.map(({ key, any, options }) => (
            <SelectField
              key={key}
              label={t(`videos:filters.${key}`)}
              value={filters[key] ?? ''}
              onChange={(value: string) => set(key, value)}
              any={t(`videos:filters.${any}`)}
              options={options.map((value) => ({
                value,
                label: t(`videos:${key === 'language' ? 'languages' : key === 'duration' ? 'durations' : 'network'}.${value}`),
              }))}
              testId={`filter-${key}`}
            />
          ))}
          {date('published_after', t('videos:filters.publishedAfter'))}
          {date('published_before', t('videos:filters.publishedBefore'))}
          {number('min_views', t('videos:filters.minViews'))}
          {number('min_views_per_day', t('videos:filters.minViewsPerDay'))}
          {number('min_engagement_rate', t('videos:filters.minEngagementRate'))}
          <SelectField
            label={t('videos:sort')}
            value={sort}
            onChange={onSort}
            options={videoSearchSorts.map((s) => ({ value: s, label: t(`videos:sorts.${s}`) }))}
            sx={{ width: 170 }}
            testId="video-sort"
          />
          <SelectField
            label={t('videos:orderLabel')}
            value={order}
            onChange={onOrder}
            options={(['desc', 'asc'] as const).map((o) => ({ value: o, label: t(`videos:order.${o}`) }))}
            sx={{ width: 170 }}
            testId="video-order"
          />
        </Stack>
      </FoldingFilters>
      <Stack direction="row" spacing={2} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {summary && (
          <Typography variant="body2" color="text.secondary" data-testid="video-summary">
            {summary}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        {hasFilters(filters) && <Button onClick={onClear}>{t('videos:filters.clear')}</Button>}
      </Stack>
    </Box>
  );
}
