// When a channel page's early start loads ECharts: with the page's code and data for the pages that
// lead with charts, not for the overview, which draws its KPI figures first (issue 24).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '../../lib/endpoint-query.ts';
import { prefetchChannelPage } from './prefetch.ts';

const loadECharts = vi.hoisted(() => vi.fn(() => new Promise(() => {})));
vi.mock('../../components/charts/echarts-loader.ts', () => ({ loadECharts }));
const prefetchEndpoint = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../lib/endpoint-key.ts', () => ({ prefetchEndpoint }));
// The calls are stubbed: no cache is reached.
const queryClient = {} as QueryClient;

describe('prefetchChannelPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    loadECharts.mockClear();
    prefetchEndpoint.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('starts the overview answer but leaves ECharts to the charts, after the KPI figures', () => {
    prefetchChannelPage(queryClient, 'overview', 'UC1', new URLSearchParams());
    vi.runAllTimers();
    expect(prefetchEndpoint).toHaveBeenCalledWith(
      expect.anything(),
      'channelOverview',
      expect.objectContaining({ params: { channelId: 'UC1' } }),
      expect.anything(),
    );
    expect(loadECharts).not.toHaveBeenCalled();
  });

  it.each(['audience', 'content', 'analytics', 'revenue'] as const)('starts ECharts with the %s page, which leads with charts', (page) => {
    prefetchChannelPage(queryClient, page, 'UC1', new URLSearchParams());
    vi.runAllTimers();
    expect(loadECharts).toHaveBeenCalledTimes(1);
  });
});
