// Starts a channel page's API calls as soon as the dashboard knows the address, while the page's
// own code is still loading (app/page-guard.tsx calls it). Same query keys as the pages' hooks, so
// the page reads the answer in flight instead of asking again; ECharts starts loading too. Kept free
// of zod and MUI: it lives in the dashboard's chunk.
import type { ChannelPage } from '@chorus/contract';
import type { QueryClient } from '@tanstack/react-query';
import { loadECharts } from '../../components/charts/echarts-loader.ts';
import { analyticsQuery, audienceQuery, contentQuery, exchangeRatesQuery, overviewQuery, revenueQuery } from './api/channel-queries.ts';
import { resolvePeriod } from './hooks/use-period.ts';
import { tableParamsOf } from './hooks/table-params.ts';

export function prefetchChannelPage(queryClient: QueryClient, page: ChannelPage, channelId: string, search: URLSearchParams): void {
  const period = resolvePeriod(search);
  // Every channel page draws charts: ECharts loads alongside the page's code and data, once the API
  // call has left.
  setTimeout(() => void loadECharts(), 0);
  switch (page) {
    case 'overview':
      void queryClient.prefetchQuery(overviewQuery(channelId, period.params));
      return;
    case 'audience':
      void queryClient.prefetchQuery(audienceQuery(channelId, period.params));
      return;
    case 'content': {
      const { sort, order, page: tablePage, pageSize } = tableParamsOf(search);
      void queryClient.prefetchQuery(
        contentQuery(channelId, { start: period.range.start, end: period.range.end, sort, order, page: tablePage, page_size: pageSize }),
      );
      return;
    }
    case 'analytics':
      void queryClient.prefetchQuery(exchangeRatesQuery());
      void queryClient.prefetchQuery(analyticsQuery(channelId, period.params));
      return;
    case 'revenue':
      void queryClient.prefetchQuery(exchangeRatesQuery());
      void queryClient.prefetchQuery(revenueQuery(channelId));
      return;
    default:
      return;
  }
}
