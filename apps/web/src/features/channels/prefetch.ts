// Starts a channel page's API calls as soon as the dashboard knows the address, while the page's
// own code is still loading (app/page-guard.tsx calls it). Same query keys as the pages' hooks, so
// the page reads the answer in flight instead of asking again; ECharts starts loading too. Kept free
// of zod and MUI: it lives in the dashboard's chunk.
import type { ChannelPage } from '@chorus/contract';
import { loadECharts } from '../../components/charts/echarts-loader.ts';
import { prefetchEndpoint } from '../../lib/endpoint-key.ts';
import type { QueryClient } from '../../lib/endpoint-query.ts';
import { channelRead, contentCall, exchangeRatesRead, overviewCall } from './api.ts';
import { resolvePeriod } from './hooks/use-period.ts';
import { tableParamsOf } from './hooks/table-params.ts';

export function prefetchChannelPage(queryClient: QueryClient, page: ChannelPage, channelId: string, search: URLSearchParams): void {
  const period = resolvePeriod(search);
  // The other channel pages lead with charts: ECharts loads alongside the page's code and data, once
  // the API call has left. The overview leads with its KPI figures and loads ECharts with its charts,
  // after the figures are drawn: arriving earlier, its evaluation (one long task) held them up.
  if (page !== 'overview') setTimeout(() => void loadECharts(), 0);
  switch (page) {
    case 'overview':
      void prefetchEndpoint(queryClient, 'channelOverview', overviewCall(channelId, period.params), channelRead);
      return;
    case 'audience':
      void prefetchEndpoint(queryClient, 'channelAudience', overviewCall(channelId, period.params), channelRead);
      return;
    case 'content': {
      const { sort, order, page: tablePage, pageSize } = tableParamsOf(search);
      void prefetchEndpoint(
        queryClient,
        'channelContent',
        contentCall(channelId, { start: period.range.start, end: period.range.end, sort, order, page: tablePage, page_size: pageSize }),
        channelRead,
      );
      return;
    }
    case 'analytics':
      void prefetchEndpoint(queryClient, 'exchangeRates', {}, exchangeRatesRead);
      void prefetchEndpoint(queryClient, 'channelAnalytics', overviewCall(channelId, period.params), channelRead);
      return;
    case 'revenue':
      void prefetchEndpoint(queryClient, 'exchangeRates', {}, exchangeRatesRead);
      void prefetchEndpoint(queryClient, 'channelRevenue', { params: { channelId } }, channelRead);
      return;
    default:
      return;
  }
}
