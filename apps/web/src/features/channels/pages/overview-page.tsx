// Overview (spec 2 channel page, creator data): KPI cards against the comparison period with the
// spec 4 trend label, daily trend charts with the comparison drawn over them, the channel dashboard
// of top videos, shorts and live streams, the top 4 videos, and what other areas add below (the
// linked Instagram and TikTok accounts' headline figures, issue 27).
import type { TrendLabel } from '@chorus/contract';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { NearView } from '../../../components/near-view.tsx';
import { ChannelHeaderExtras, ChannelOverviewExtras } from '../../../lib/channel-header-slot.tsx';
import { useOverview, type Overview } from '../api.ts';
import { ChannelPageFrame, useChannelId } from '../components/channel-page-frame.tsx';
import { ChannelSummary } from '../components/channel-summary.tsx';
import { KpiCard, KpiGrid, KpiGridSkeleton } from '../components/kpi-card.tsx';
import { useShownMark } from '../hooks/use-drawn-mark.ts';
import { useFormatters } from '../hooks/use-formatters.ts';
import { usePeriod } from '../hooks/use-period.ts';
import { useStages } from '../hooks/use-stages.ts';
import '../i18n.ts';
import { kpiExact, kpiText } from './overview-model.ts';
import { ChartsSkeleton, OverviewCharts, OverviewVideos, videosSkeleton } from './overview-sections.tsx';

export function OverviewPage() {
  const channelId = useChannelId();
  const { period } = usePeriod();
  const overview = useOverview(channelId, period.params);
  // The answer arrives through the query cache's store, whose updates React draws in one task; as a
  // deferred value the page is drawn in slices that leave the phone's main thread free between them.
  const data = useDeferredValue(overview.data);

  return (
    <ChannelPageFrame page="overview" period query={overview} actions={<ChannelHeaderExtras channelId={channelId} />}>
      {data ? <OverviewBody data={data} channelId={channelId} /> : <OverviewSkeleton />}
    </ChannelPageFrame>
  );
}

function OverviewSkeleton() {
  return (
    <>
      <Skeleton variant="rounded" height={104} sx={{ mb: 3 }} />
      <KpiGridSkeleton count={7} />
      <ChartsSkeleton />
    </>
  );
}

function OverviewBody({ data, channelId }: { data: Overview; channelId: string }) {
  const { t } = useTranslation();
  const f = useFormatters();
  // The KPI figures are on screen (scripts/bench/lighthouse.ts: "overview drawn").
  useShownMark('chorus:overview-drawn');
  // The KPI figures are drawn first; then the charts (and ECharts with them, channels/prefetch.ts),
  // the video sections and what other areas add, each in a render and commit of its own, so the
  // figures are not kept waiting behind them and no one task draws them all; and each only once the
  // reader comes near it (below the fold on a phone, the videos on a wide screen too: issue 24).
  const stage = useStages(3);
  const fileParts = [channelId, data.period.start, data.period.end];

  return (
    <>
      <ChannelSummary channel={data.channel} />
      <KpiGrid>
        {data.kpis.map((kpi) => (
          <KpiCard
            key={kpi.metric}
            testId={`kpi-${kpi.metric}`}
            label={t(`analytics:metrics.${kpi.metric}`)}
            value={kpiText(kpi.metric, kpi.value, f)}
            exact={kpiExact(kpi.metric, kpi.value, f)}
            change={kpi.change_percent}
            previous={kpiText(kpi.metric, kpi.previous, f)}
            trend={kpi.trend as TrendLabel}
            trendWithin={kpi.trend_within as TrendLabel | null}
          />
        ))}
      </KpiGrid>
      <NearView ready={stage >= 1} placeholder={<ChartsSkeleton />}>
        <OverviewCharts data={data} fileParts={fileParts} />
      </NearView>
      <NearView ready={stage >= 2} placeholder={videosSkeleton}>
        <OverviewVideos data={data} fileParts={fileParts} />
      </NearView>
      <NearView ready={stage >= 3} placeholder={<Box sx={{ height: 8 }} />}>
        <ChannelOverviewExtras channelId={channelId} />
      </NearView>
    </>
  );
}
