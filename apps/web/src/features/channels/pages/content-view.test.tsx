// @vitest-environment jsdom
// The content page's body in English with a hand-written answer: the KPI cards read videos per
// week, videos and their average views (against the comparison period), the 90-day engagement
// rate; the three charts are titled; the top videos are the container's element.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import { content, usd } from './content-fixture.ts';
import { ContentView } from './content-view.tsx';

describe('ContentView', () => {
  it('reads the figures and titles the charts', async () => {
    await renderView(<ContentView data={content()} previous={null} channelId="UC1" money={usd} hasRevenue={false} top={<div data-testid="top">top</div>} />, {
      language: 'en',
    });
    expect(screen.getByTestId('kpi-videosPerWeek').textContent).toContain('2.5');
    expect(screen.getByTestId('kpi-published').textContent).toContain('10');
    expect(screen.getByTestId('kpi-averageViews').textContent).toContain('1.3K');
    expect(screen.getByTestId('kpi-engagement90').textContent).toContain('3.46%');
    expect(screen.getByText('Video length')).toBeTruthy();
    expect(screen.getByText('Content strategy')).toBeTruthy();
    expect(screen.getByText('Average views by length group')).toBeTruthy();
    expect(screen.getByText('New and older videos')).toBeTruthy();
    expect(screen.getByTestId('top').textContent).toBe('top');
  });

  it('compares with the previous period', async () => {
    const previous = content({ length_classes: [{ key: 'short', videos: 5, views: 5000, average_views: 1000, engagement_rate: 1 }] });
    await renderView(<ContentView data={content()} previous={previous} channelId="UC1" money={usd} hasRevenue={false} top={null} />, { language: 'en' });
    expect(screen.getByTestId('kpi-published').textContent).toContain('+100%');
    expect(screen.getByTestId('kpi-averageViews').textContent).toContain('+25%');
  });
});
