// @vitest-environment jsdom
// The overview page's sections in English with a hand-written answer: the trend and engagement
// charts are titled by the period, the dashboard counts each kind in its tab, lists the chosen
// kind's videos and says when there are none, and the top videos follow.
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import { overview } from './overview-fixture.ts';
import { OverviewCharts, OverviewVideos } from './overview-sections.tsx';

// The dashboard's table measures itself; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

describe('OverviewCharts', () => {
  it('titles the trend by its metric and both periods', async () => {
    await renderView(<OverviewCharts data={overview()} fileParts={['UC1']} />, { language: 'en' });
    expect(screen.getByText('Views over time')).toBeTruthy();
    expect(screen.getByText('Oct 1, 2026 – Oct 3, 2026; dashed line: comparison Sep 28, 2026 – Sep 30, 2026')).toBeTruthy();
    expect(screen.getByText('Daily engagement')).toBeTruthy();
    expect(screen.getByTestId('trend-metric')).toBeTruthy();
  });

  it('says when the period has no days', async () => {
    await renderView(<OverviewCharts data={overview({ series: [] })} fileParts={['UC1']} />, { language: 'en' });
    expect(screen.getByTestId('overview-trend-empty').textContent).toBe('No data for this period.');
    expect(screen.getByTestId('overview-engagement-empty').textContent).toBe('No data for this period.');
  });
});

describe('OverviewVideos', () => {
  it('counts each kind, lists the chosen one and says when a kind has none', async () => {
    const { user } = await renderView(<OverviewVideos data={overview()} fileParts={['UC1']} />, { language: 'en' });
    expect(screen.getByTestId('dashboard-tab-video').textContent).toBe('Videos (2)');
    expect(screen.getByTestId('dashboard-tab-short').textContent).toBe('Shorts (1)');
    expect(screen.getByTestId('dashboard-tab-live').textContent).toBe('Live streams (0)');
    expect(screen.getByText('Top videos')).toBeTruthy();
    expect(screen.getAllByText('Dumplings').length).toBeGreaterThan(0);
    await user.click(screen.getByTestId('dashboard-tab-short'));
    expect(screen.getByText('Top Shorts')).toBeTruthy();
    expect(screen.getAllByText('Knife trick').length).toBeGreaterThan(0);
    await user.click(screen.getByTestId('dashboard-tab-live'));
    expect(screen.getByText('Nothing of this kind in this period.')).toBeTruthy();
    expect(screen.getByText('Top 4 videos')).toBeTruthy();
  });
});
