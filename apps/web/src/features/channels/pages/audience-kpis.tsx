// The audience page's figures: the "too few views" notice, the four KPI cards (subscribers per 1000
// non-subscriber views, subscribed share, top country, top age and gender) and the recent month.
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { Audience } from '../api.ts';
import { SectionHeading } from '../components/channel-page-frame.tsx';
import { KpiCard, KpiGrid } from '../components/kpi-card.tsx';
import { changePercent, versus } from '../hooks/change-percent.ts';
import { useFormatters } from '../hooks/use-formatters.ts';
import '../i18n.ts';
import { ageLabel, subscribedShareOf, topShare } from './audience-model.ts';

export function AudienceKpis({ data, previous }: { data: Audience; previous: Audience | null }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const subscribedShare = subscribedShareOf(data.subscribed);
  const previousShare = previous ? subscribedShareOf(previous.subscribed) : undefined;
  const rate = data.subscribers_per_1000_non_subscriber_views;
  const previousRate = previous?.subscribers_per_1000_non_subscriber_views;
  const topCountry = topShare(data.countries, data.insufficient);
  const topGroup = topShare(data.age_gender, data.insufficient);
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
          value={topGroup ? `${ageLabel(topGroup.age, t)} ${t(`analytics:audience.genders.${topGroup.gender}`, { defaultValue: topGroup.gender })}` : '—'}
          hint={topGroup ? t('analytics:audience.ofViews', { share: f.percent(topGroup.percent) }) : undefined}
        />
      </KpiGrid>
    </>
  );
}

export function AudienceRecent({ recent }: { recent: Audience['recent_month'] }) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <>
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
    </>
  );
}
