// @vitest-environment jsdom
// The revenue page's parts in English with a hand-written answer: the caption names both windows,
// the KPI cards read revenue, views and RPM against the year before, the rates show; a channel
// without revenue data says why and shows no revenue change.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import { usd } from './money-fixture.ts';
import { revenue } from './revenue-fixture.ts';
import { RevenueView, RevenueWindows } from './revenue-view.tsx';

describe('RevenueView', () => {
  it('names the windows and reads the figures', async () => {
    await renderView(
      <>
        <RevenueWindows data={revenue()} money={usd} />
        <RevenueView data={revenue()} channelId="UC1" money={usd} />
      </>,
      { language: 'en' },
    );
    expect(screen.getByTestId('revenue-windows').textContent).toContain('The past 365 days (Nov 30, 2025 – Nov 29, 2026) compared with the 365 days before');
    expect(screen.getByTestId('kpi-grossRevenue').textContent).toContain('$4,800.00');
    expect(screen.getByTestId('kpi-grossRevenue').textContent).toContain('+60%');
    expect(screen.getByTestId('kpi-views').textContent).toContain('1.2M');
    expect(screen.getByTestId('kpi-rpmChange').textContent).toContain('+33.3%');
    expect(screen.getByTestId('price-midroll').textContent).toContain('$1,500');
    expect(screen.queryByTestId('revenue-no-data')).toBeNull();
  });

  it('without revenue data says why', async () => {
    await renderView(
      <RevenueView data={revenue({ has_revenue: false, no_revenue_reason: 'notInCms', rpm_change_percent: null })} channelId="UC1" money={usd} />,
      {
        language: 'en',
      },
    );
    expect(screen.getByTestId('revenue-no-data')).toBeTruthy();
    expect(screen.getByTestId('kpi-grossRevenue').textContent).not.toContain('+60%');
    expect(screen.getByTestId('kpi-rpmChange').textContent).toContain('—');
  });
});
