// @vitest-environment jsdom
// The audience page's body in English with hand-written answers: the KPI cards read the figures
// (subscribed share, top country, top group, the recent month), the charts are drawn with enough
// views, and with too few the spec 8 notice stands in their place; the interest videos are the
// container's element.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import type { Audience } from '../api.ts';
import { AudienceView } from './audience-view.tsx';

const data: Audience = {
  period: { start: '2026-10-01', end: '2026-10-31' },
  insufficient: false,
  age_gender: [
    { age: '18-24', gender: 'female', percent: 32.5 },
    { age: '25-34', gender: 'male', percent: 20 },
  ],
  countries: [
    { key: 'TW', views: 6000, percent: 60 },
    { key: 'JP', views: 4000, percent: 40 },
  ],
  subscribed: [
    { key: 'subscribed', views: 3000, percent: 30 },
    { key: 'not_subscribed', views: 7000, percent: 70 },
  ],
  traffic_sources: [{ key: 'search', views: 10000, percent: 100 }],
  devices: [{ key: 'mobile', views: 10000, percent: 100 }],
  subscribers_per_1000_non_subscriber_views: 2.5,
  recent_month: { period: { start: '2026-10-01', end: '2026-10-31' }, views: 12345, watch_hours: 800, subscribers_net: 42, average_view_seconds: 185 },
  interest_video_ids: [],
};
const show = (over: Partial<Audience> = {}) =>
  renderView(<AudienceView data={{ ...data, ...over }} previous={null} channelId="UC1" interest={<div data-testid="interest">videos</div>} />, {
    language: 'en',
  });

describe('AudienceView', () => {
  it('reads the figures and draws the charts', async () => {
    await show();
    expect(screen.getByTestId('kpi-subscribedShare').textContent).toContain('30%');
    expect(screen.getByTestId('kpi-topCountry').textContent).toContain('Taiwan');
    expect(screen.getByTestId('kpi-topCountry').textContent).toContain('60% of views');
    expect(screen.getByTestId('kpi-topGroup').textContent).toContain('18–24 Female');
    expect(screen.getByTestId('recent-views').textContent).toContain('12.3K');
    expect(screen.getByTestId('recent-averageView').textContent).toContain('3:05');
    expect(screen.getByText('Age and gender')).toBeTruthy();
    expect(screen.getByText('Top countries and regions')).toBeTruthy();
    expect(screen.getByTestId('audience-subscribed-card').textContent).toContain('Subscribed or not');
    expect(screen.getByTestId('audience-devices-card').textContent).toContain('Device type');
    expect(screen.getByTestId('audience-devices-card').textContent).toContain('Share of views');
    expect(screen.queryByTestId('audience-devices-empty')).toBeNull();
    expect(screen.queryByTestId('audience-insufficient')).toBeNull();
    expect(screen.getByTestId('interest').textContent).toBe('videos');
  });

  it('with too few views says so instead of the shares', async () => {
    await show({ insufficient: true });
    expect(screen.getByTestId('audience-insufficient').textContent).toContain('Insufficient audience data.');
    expect(screen.getByTestId('kpi-subscribedShare').textContent).toContain('—');
    expect(screen.getByTestId('kpi-topCountry').textContent).toContain('—');
    expect(screen.queryByText('Age and gender')).toBeNull();
    expect(screen.getByTestId('recent-views')).toBeTruthy();
  });

  it('says a share card has no data when its rows are empty', async () => {
    await show({ devices: [] });
    expect(screen.getByTestId('audience-devices-empty').textContent).toContain('No data for this period.');
    expect(screen.queryByTestId('audience-subscribed-empty')).toBeNull();
  });
});
