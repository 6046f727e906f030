// The audience page's body, plain: the figures, the charts of age × gender, subscribed or not,
// countries, devices and traffic sources (none with too few views), the recent month, and the
// audience-interest videos (an element from the container: they read the server themselves).
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Audience } from '../api.ts';
import { SectionHeading } from '../components/channel-page-frame.tsx';
import { ChartGrid, type GridChart } from '../components/chart-card.tsx';
import { DonutChart } from '../components/donut-chart.tsx';
import { KpiGridSkeleton } from '../components/kpi-card.tsx';
import { subscribedKey } from '../hooks/audience-shares.ts';
import { useFormatters } from '../hooks/use-formatters.ts';
import '../i18n.ts';
import { AudienceKpis, AudienceRecent } from './audience-kpis.tsx';
import { ageGenderChart, countriesChart, shareChart, sourcesChart } from './audience-model.ts';

export function AudienceSkeleton() {
  return (
    <>
      <KpiGridSkeleton count={4} />
      <Grid container spacing={2}>
        {[7, 5, 7, 5].map((size, i) => (
          <Grid key={i} size={{ xs: 12, lg: size }}>
            <Skeleton variant="rounded" height={340} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}

export type AudienceViewProps = { data: Audience; previous: Audience | null; channelId: string; interest: ReactNode };

export function AudienceView({ data, previous, channelId, interest }: AudienceViewProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  const fileParts = [channelId, data.period.start, data.period.end];
  const ageGender = useMemo(() => ageGenderChart(data.age_gender, t, f), [data, f, t]);
  const countries = useMemo(() => countriesChart(data, previous, t, f), [data, previous, f, t]);
  const subscribed = useMemo(() => shareChart(data.subscribed, (k) => t(`analytics:audience.${subscribedKey(k)}`), t, f), [data, f, t]);
  const devices = useMemo(() => shareChart(data.devices, (k) => t(`analytics:audience.devices.${k}`, { defaultValue: k }), t, f), [data, f, t]);
  const sources = useMemo(() => sourcesChart(data.traffic_sources, t, f), [data, f, t]);
  const noData = (rows: readonly unknown[]) => (rows.length === 0 ? t('analytics:chart.noData') : null);
  /** A narrow card of shares of views drawn as a donut (the table beside it), named as its card. */
  const shareCard = (name: string, title: string, share: ReturnType<typeof shareChart>, rows: readonly unknown[], height: number): GridChart => ({
    size: { xs: 12, lg: 5 },
    name,
    title,
    subtitle: t('analytics:audience.shareOfViews'),
    custom: <DonutChart name={name} label={title} items={share.ring} height={height} />,
    table: share.table,
    height,
    empty: noData(rows),
  });

  return (
    <>
      <AudienceKpis data={data} previous={previous} />
      {!data.insufficient && (
        <ChartGrid
          fileParts={fileParts}
          charts={[
            {
              size: { xs: 12, lg: 7 },
              name: 'audience-age-gender',
              title: t('analytics:audience.ageGenderTitle'),
              subtitle: t('analytics:audience.shareOfViews'),
              ...ageGender,
              height: 300,
              empty: noData(data.age_gender),
            },
            shareCard('audience-subscribed', t('analytics:audience.subscribedTitle'), subscribed, data.subscribed, 300),
            {
              size: { xs: 12, lg: 7 },
              name: 'audience-countries',
              title: t('analytics:audience.countriesTitle'),
              subtitle: t('analytics:audience.countriesSubtitle'),
              ...countries,
              height: 360,
            },
            shareCard('audience-devices', t('analytics:audience.devicesTitle'), devices, data.devices, 360),
            {
              size: 12,
              name: 'audience-sources',
              title: t('analytics:audience.sourcesTitle'),
              subtitle: t('analytics:audience.shareOfViews'),
              ...sources,
              height: Math.max(200, data.traffic_sources.length * 32 + 20),
              empty: noData(data.traffic_sources),
            },
          ]}
        />
      )}
      <AudienceRecent recent={data.recent_month} />
      <SectionHeading title={t('analytics:interest.section')} />
      {interest}
    </>
  );
}
