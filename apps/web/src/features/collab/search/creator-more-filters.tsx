// Creator search's further filters (spec 3's channel search fields): source, audience country and
// age, tags, the figure ranges, one average of views, prices for those who see them, new channels.
import { ageGroups, avgViewKinds, avgViewPeriods, channelSourceTypes } from '@chorus/contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { MultiSelect, RangeField } from './creator-filter-fields.tsx';
import type { Filters } from './creator-search-model.ts';

const ranges = ['subscribers', 'views', 'engagements', 'update_frequency'] as const;

export type MoreFiltersProps = {
  filters: Filters;
  set: (key: string, value: string) => void;
  /** The server's message per query field it refused. */
  fieldErrors: Record<string, string>;
  viewPrices: boolean;
  /** The average of views filtered on (`video_month`…). */
  avgKind: string;
  onAvgKind: (kind: string) => void;
};

export function MoreFilters({ filters, set, fieldErrors, viewPrices, avgKind, onAvgKind }: MoreFiltersProps) {
  const { t } = useTranslation();
  const cell = { xs: 12, sm: 6, md: 3 };
  /** A free-text filter with its help below, or the server's message when it refused the value. */
  const text = (key: string, label: string, help: string, testId: string) => (
    <TextField
      size="small"
      fullWidth
      label={label}
      helperText={fieldErrors[key] ?? help}
      error={Boolean(fieldErrors[key])}
      value={filters[key] ?? ''}
      onChange={(e) => set(key, e.target.value)}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    />
  );
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Grid size={cell}>
        <MultiSelect
          label={t('creators:search.sourceType')}
          value={filters.source_type ?? ''}
          onChange={(v) => set('source_type', v)}
          options={channelSourceTypes.map((s) => ({ value: s, label: t(`creators:sourceTypes.${s}`) }))}
          testId="filter-source-type"
        />
      </Grid>
      <Grid size={cell}>
        {text('audience_country', t('creators:search.audienceCountry'), t('creators:search.audienceCountryHelp'), 'filter-audience-country')}
      </Grid>
      <Grid size={cell}>
        <MultiSelect
          label={t('creators:search.audienceAge')}
          value={filters.audience_age ?? ''}
          onChange={(v) => set('audience_age', v)}
          options={ageGroups.map((a) => ({ value: a, label: a === '65-' ? t('creators:search.ages.65-') : a }))}
          testId="filter-audience-age"
        />
      </Grid>
      <Grid size={cell}>{text('tags', t('creators:search.tags'), t('creators:search.tagsHelp'), 'filter-tags')}</Grid>
      {ranges.map((r) => (
        <Grid key={r} size={cell}>
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
      <Grid size={cell}>
        <Stack spacing={0.5}>
          <TextField
            select
            size="small"
            variant="standard"
            value={avgKind}
            onChange={(e) => onAvgKind(e.target.value)}
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
          <Grid key={p} size={cell}>
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
      <Grid size={cell} sx={{ display: 'flex', alignItems: 'center' }}>
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
  );
}
