// Audience (spec 2 channel page): age and gender, countries (the eight of spec 9, then the rest as
// one), subscribed or not, traffic sources and devices, subscribers gained per 1000 views from
// non-subscribers, the recent month, and the twelve audience-interest videos. With too few views the
// API says "insufficient" and the page shows the spec 8 message instead of the shares.
import { ageGroups, audienceGenders } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useAudience, type Audience } from '../api.ts';
import { ChannelPageFrame, SectionHeading, useChannelId } from '../components/channel-page-frame.tsx';
import { ChartGrid } from '../components/chart-card.tsx';
import { bars, comparisonColor } from '../components/chart-options.ts';
import { DonutChart } from '../components/donut-chart.tsx';
import type { TableData } from '../components/data-table.tsx';
import { InterestVideos } from '../components/interest-videos.tsx';
import { KpiCard, KpiGrid, KpiGridSkeleton } from '../components/kpi-card.tsx';
import { foldCountries, subscribedKey } from '../hooks/audience-shares.ts';
import { changePercent, versus } from '../hooks/change-percent.ts';
import { useFormatters } from '../hooks/use-formatters.ts';
import { usePeriod } from '../hooks/use-period.ts';
import '../i18n.ts';

type Share = Audience['countries'][number];

export function AudiencePage() {
  const channelId = useChannelId();
  const { period } = usePeriod();
  const audience = useAudience(channelId, period.params);
  const comparison = useAudience(channelId, period.comparisonParams, audience.isSuccess);
  return (
    <ChannelPageFrame page="audience" period query={audience}>
      {audience.data ? <AudienceBody data={audience.data} previous={comparison.data ?? null} channelId={channelId} /> : <AudienceSkeleton />}
    </ChannelPageFrame>
  );
}

function AudienceSkeleton() {
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

function AudienceBody({ data, previous, channelId }: { data: Audience; previous: Audience | null; channelId: string }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const { can } = useAccess();
  const fileParts = [channelId, data.period.start, data.period.end];
  const names = { period: t('analytics:chart.period'), comparison: t('analytics:chart.comparison') };
  const percentOf = (value: number) => f.percent(value, 1);

  const ageLabel = (age: string) => {
    const [from, to] = age.split('-');
    return to ? t('analytics:audience.ageRange', { from, to }) : t('analytics:audience.ageFrom', { from });
  };

  const ageGender = useMemo(() => {
    const ages = [
      ...ageGroups.filter((a) => data.age_gender.some((r) => r.age === a)),
      ...new Set(data.age_gender.map((r) => r.age).filter((a) => !(ageGroups as readonly string[]).includes(a))),
    ];
    const genders = [...audienceGenders.filter((g) => data.age_gender.some((r) => r.gender === g))];
    const percent = (age: string, gender: string) => data.age_gender.find((r) => r.age === age && r.gender === gender)?.percent ?? 0;
    const option = bars({
      categories: ages.map(ageLabel),
      series: genders.map((g, i) => ({
        name: t(`analytics:audience.genders.${g}`),
        values: ages.map((a) => percent(a, g)),
        color: ['#e11d48', '#4338ca', '#0f766e'][i],
      })),
      formatValue: percentOf,
    });
    const table: TableData = {
      columns: [
        { key: 'age', label: t('analytics:audience.age'), kind: 'text' },
        ...genders.map((g) => ({ key: g, label: `${t(`analytics:audience.genders.${g}`)} (%)`, kind: 'percent' as const })),
      ],
      rows: ages.map((a) => ({ age: ageLabel(a), ...Object.fromEntries(genders.map((g) => [g, percent(a, g)])) })),
    };
    return { option, table };
  }, [data, f, t]);

  const countries = useMemo(() => {
    const rows = foldCountries(data.countries);
    const before = previous && !previous.insufficient ? foldCountries(previous.countries) : null;
    const label = (key: string) => (key === 'others' ? t('analytics:audience.otherCountries') : f.country(key));
    const option = bars({
      categories: rows.map((r) => label(r.key)),
      series: [
        { name: names.period, values: rows.map((r) => r.percent) },
        ...(before ? [{ name: names.comparison, values: before.map((r) => r.percent), color: comparisonColor }] : []),
      ],
      formatValue: percentOf,
      horizontal: true,
      labelWidth: 110,
    });
    const table: TableData = {
      columns: [
        { key: 'country', label: t('analytics:audience.country'), kind: 'text' },
        { key: 'code', label: t('analytics:audience.countryCode'), kind: 'text' },
        { key: 'views', label: t('analytics:metrics.views'), kind: 'number' },
        { key: 'percent', label: `${names.period} (%)`, kind: 'percent' },
        ...(before ? [{ key: 'previous', label: `${names.comparison} (%)`, kind: 'percent' as const }] : []),
      ],
      rows: rows.map((r, i) => ({
        country: label(r.key),
        code: r.key === 'others' ? '' : r.key,
        views: r.views,
        percent: r.percent,
        previous: before?.[i]?.percent ?? null,
      })),
    };
    return { option, table };
  }, [data, previous, f, t]);

  const shareChart = (items: readonly Share[], labelOf: (key: string) => string) => {
    const ring = items.map((s) => ({ name: labelOf(s.key), value: s.percent, text: percentOf(s.percent) }));
    const table: TableData = {
      columns: [
        { key: 'name', label: t('analytics:audience.item'), kind: 'text' },
        { key: 'views', label: t('analytics:metrics.views'), kind: 'number' },
        { key: 'percent', label: '%', kind: 'percent' },
      ],
      rows: items.map((s) => ({ name: labelOf(s.key), views: s.views, percent: s.percent })),
    };
    return { ring, table };
  };
  const subscribed = useMemo(() => shareChart(data.subscribed, (k) => t(`analytics:audience.${subscribedKey(k)}`)), [data, f, t]);
  const devices = useMemo(() => shareChart(data.devices, (k) => t(`analytics:audience.devices.${k}`, { defaultValue: k })), [data, f, t]);
  const sources = useMemo(() => {
    const items = [...data.traffic_sources].sort((a, b) => b.percent - a.percent);
    const option = bars({
      categories: items.map((s) => t(`analytics:audience.sources.${s.key}`, { defaultValue: s.key })),
      series: [{ name: t('analytics:audience.share'), values: items.map((s) => s.percent), color: '#0ea5e9' }],
      formatValue: percentOf,
      horizontal: true,
      legend: false,
      labelWidth: 130,
    });
    return { option, table: shareChart(items, (k) => t(`analytics:audience.sources.${k}`, { defaultValue: k })).table };
  }, [data, f, t]);

  const subscribedShare = data.subscribed.filter((s) => subscribedKey(s.key) === 'subscribed').reduce((sum, s) => sum + s.percent, 0);
  const previousShare = previous?.subscribed.filter((s) => subscribedKey(s.key) === 'subscribed').reduce((sum, s) => sum + s.percent, 0);
  const rate = data.subscribers_per_1000_non_subscriber_views;
  const previousRate = previous?.subscribers_per_1000_non_subscriber_views;
  const recent = data.recent_month;
  const topCountry = data.insufficient ? undefined : [...data.countries].sort((a, b) => b.percent - a.percent)[0];
  const topGroup = data.insufficient ? undefined : [...data.age_gender].sort((a, b) => b.percent - a.percent)[0];

  return (
    <>
      {data.insufficient && (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="audience-insufficient">
          <strong>{t('messages:errors.insufficientAudience')}</strong> {t('analytics:audience.insufficientHelp')}
        </Alert>
      )}
      <KpiGrid min={200}>
        <KpiCard
          testId="kpi-subscribersPer1000"
          label={t('analytics:audience.per1000')}
          value={f.decimal(rate)}
          {...versus(previous !== null, rate, previousRate, f.decimal)}
          hint={t('analytics:audience.per1000Help')}
        />
        <KpiCard
          testId="kpi-subscribedShare"
          label={t('analytics:audience.subscribedShare')}
          value={data.insufficient ? '—' : f.percent(subscribedShare)}
          change={data.insufficient || previous === null ? undefined : changePercent(subscribedShare, previous.insufficient ? null : previousShare)}
          previous={previous && !previous.insufficient ? f.percent(previousShare) : undefined}
        />
        <KpiCard
          testId="kpi-topCountry"
          label={t('analytics:audience.topCountry')}
          value={topCountry ? f.country(topCountry.key.toUpperCase()) : '—'}
          hint={topCountry ? t('analytics:audience.ofViews', { share: f.percent(topCountry.percent) }) : undefined}
        />
        <KpiCard
          testId="kpi-topGroup"
          label={t('analytics:audience.topGroup')}
          value={topGroup ? `${ageLabel(topGroup.age)} ${t(`analytics:audience.genders.${topGroup.gender}`, { defaultValue: topGroup.gender })}` : '—'}
          hint={topGroup ? t('analytics:audience.ofViews', { share: f.percent(topGroup.percent) }) : undefined}
        />
      </KpiGrid>

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
              empty: data.age_gender.length === 0 ? t('analytics:chart.noData') : null,
            },
            {
              size: { xs: 12, lg: 5 },
              name: 'audience-subscribed',
              title: t('analytics:audience.subscribedTitle'),
              subtitle: t('analytics:audience.shareOfViews'),
              custom: <DonutChart name="audience-subscribed" label={t('analytics:audience.subscribedTitle')} items={subscribed.ring} height={300} />,
              table: subscribed.table,
              height: 300,
              empty: data.subscribed.length === 0 ? t('analytics:chart.noData') : null,
            },
            {
              size: { xs: 12, lg: 7 },
              name: 'audience-countries',
              title: t('analytics:audience.countriesTitle'),
              subtitle: t('analytics:audience.countriesSubtitle'),
              ...countries,
              height: 360,
            },
            {
              size: { xs: 12, lg: 5 },
              name: 'audience-devices',
              title: t('analytics:audience.devicesTitle'),
              subtitle: t('analytics:audience.shareOfViews'),
              custom: <DonutChart name="audience-devices" label={t('analytics:audience.devicesTitle')} items={devices.ring} height={360} />,
              table: devices.table,
              height: 360,
              empty: data.devices.length === 0 ? t('analytics:chart.noData') : null,
            },
            {
              size: 12,
              name: 'audience-sources',
              title: t('analytics:audience.sourcesTitle'),
              subtitle: t('analytics:audience.shareOfViews'),
              ...sources,
              height: Math.max(200, data.traffic_sources.length * 32 + 20),
              empty: data.traffic_sources.length === 0 ? t('analytics:chart.noData') : null,
            },
          ]}
        />
      )}

      <SectionHeading title={t('analytics:audience.recentTitle')} subtitle={t('analytics:audience.recentSubtitle', { range: f.range(recent.period) })} />
      <KpiGrid>
        <KpiCard testId="recent-views" label={t('analytics:metrics.views')} value={f.count(recent.views)} exact={f.number(recent.views)} />
        <KpiCard
          testId="recent-watchHours"
          label={t('analytics:metrics.watchHours')}
          value={f.count(recent.watch_hours)}
          exact={f.number(recent.watch_hours, 1)}
        />
        <KpiCard
          testId="recent-subscribersNet"
          label={t('analytics:metrics.subscribersNet')}
          value={f.count(recent.subscribers_net)}
          exact={f.number(recent.subscribers_net)}
        />
        <KpiCard testId="recent-averageView" label={t('analytics:audience.averageView')} value={f.duration(recent.average_view_seconds)} />
      </KpiGrid>

      <SectionHeading title={t('analytics:interest.section')} />
      <InterestVideos channelId={channelId} saved={data.interest_video_ids} editable={can('editChannelSettings')} />
    </>
  );
}
