// A hand-written revenue answer (a channel with revenue) for the revenue page's tests.
import type { Revenue } from '../api.ts';

export const revenue = (over: Partial<Revenue> = {}): Revenue => ({
  has_revenue: true,
  current: { period: { start: '2025-11-30', end: '2026-11-29' }, views: 1_200_000, gross_revenue: '4800.00', rpm: '4.0000' },
  previous: { period: { start: '2024-11-30', end: '2025-11-29' }, views: 1_000_000, gross_revenue: '3000.00', rpm: '3.0000' },
  rpm_change_percent: 33.33,
  views_change_percent: 20,
  midroll: { price: '1500.40', min: '1000.00', max: '2000.60' },
  sponsored: { price: '6000.00', min: '4500.00', max: '8000.00' },
  ...over,
});
