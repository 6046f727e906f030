// The content page's body, plain: the KPI cards, the length, strategy and old-against-new charts,
// and the top videos (an element from the container: the table reads the server itself).
import Skeleton from '@mui/material/Skeleton';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Content } from '../api.ts';
import { SectionHeading } from '../components/channel-page-frame.tsx';
import { ChartGrid } from '../components/chart-card.tsx';
import { RateNote } from '../components/currency-select.tsx';
import { KpiCard, KpiGrid, KpiGridSkeleton } from '../components/kpi-card.tsx';
import { versus } from '../hooks/change-percent.ts';
import { useFormatters } from '../hooks/use-formatters.ts';
import type { Money } from '../hooks/use-money.ts';
import '../i18n.ts';
import { contentTotals, lengthChart, oldNewChart, strategyChart } from './content-model.ts';

export function ContentSkeleton() {
  return (
    <>
      <KpiGridSkeleton count={4} />
      <Skeleton variant="rounded" height={340} />
    </>
  );
}

export type ContentViewProps = { data: Content; previous: Content | null; channelId: string; money: Money; hasRevenue: boolean; top: ReactNode };

export function ContentView({ data, previous, channelId, money, hasRevenue, top }: ContentViewProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  const fileParts = [channelId, data.period.start, data.period.end];
  const lengthClasses = useMemo(() => lengthChart(data, previous, t, f, money), [data, previous, money, f, t]);
  const strategy = useMemo(() => strategyChart(data, hasRevenue, t, f, money), [data, hasRevenue, money, f, t]);
  const oldNew = useMemo(() => oldNewChart(data, t, f, money), [data, money, f, t]);
  const { published, previousPublished, average, previousAverage } = contentTotals(data, previous);

  return (
    <>
      <KpiGrid>
        <KpiCard
          testId="kpi-videosPerWeek"
          label={t('analytics:content.videosPerWeek')}
          value={f.decimal(data.videos_per_week)}
          {...versus(previous !== null, data.videos_per_week, previous?.videos_per_week, f.decimal)}
          hint={t('analytics:content.videosPerWeekHelp')}
        />
        <KpiCard
          testId="kpi-published"
          label={t('analytics:content.videos')}
          value={f.number(published)}
          {...versus(previous !== null, published, previousPublished, f.number)}
        />
        <KpiCard
          testId="kpi-averageViews"
          label={t('analytics:content.averageViews')}
          value={f.count(average)}
          exact={f.number(average)}
          {...versus(previous !== null, average, previousAverage, f.count)}
        />
        <KpiCard
          testId="kpi-engagement90"
          label={t('analytics:content.engagement90')}
          value={f.percent(data.engagement_rate_90d, 2)}
          hint={t('analytics:content.engagement90Help')}
        />
      </KpiGrid>
      <ChartGrid
        fileParts={fileParts}
        charts={[
          {
            size: 12,
            name: 'content-length',
            title: t('analytics:content.lengthTitle'),
            subtitle: t('analytics:content.lengthSubtitle'),
            ...lengthClasses,
            height: 280,
          },
          {
            size: { xs: 12, md: 6 },
            name: 'content-strategy',
            title: t('analytics:content.strategyTitle'),
            subtitle: hasRevenue ? (
              <>
                {t('analytics:content.strategySubtitleRevenue')} · <RateNote money={money} />
              </>
            ) : (
              t('analytics:content.strategySubtitle')
            ),
            ...strategy,
            height: 300,
          },
          {
            size: { xs: 12, md: 6 },
            name: 'content-old-new',
            title: t('analytics:content.oldNewTitle'),
            subtitle: t('analytics:content.oldNewSubtitle'),
            ...oldNew,
            height: 300,
          },
        ]}
      />
      <SectionHeading title={t('analytics:content.topSection')} />
      {top}
    </>
  );
}
