// @vitest-environment jsdom
// The live streams page's body with hand-written answers: missing figures read as — with their
// reason (never 0), the notices say why and what to do, upcoming streams are listed apart, the
// recent ones sort by a figure with the unmeasured ones last, and a channel without streams says so.
import type { LiveAnswer, LiveStream } from '@chorus/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import { formatMoney } from '../../../lib/format.ts';
import type { Money } from '../hooks/use-money.ts';
import { LiveView } from './live-view.tsx';

/** US dollars as they come: what useMoney gives when USD is chosen. */
const money = {
  currency: 'USD',
  ready: true,
  convert: (usd: string | null | undefined) => usd ?? null,
  format: (usd: string | null | undefined) => (usd === null || usd === undefined ? '—' : formatMoney(usd, 'USD', 'en')),
  formatConverted: (amount: string | number | null | undefined) => (amount === null || amount === undefined ? '—' : formatMoney(String(amount), 'USD', 'en')),
  plot: (usd: string | null | undefined) => (usd === null || usd === undefined ? null : Number(usd)),
  formatPlotted: (amount: number) => formatMoney(amount, 'USD', 'en'),
  formatAxis: (amount: number) => formatMoney(amount, 'USD', 'en'),
} as unknown as Money;

const stream = (id: string, over: Partial<LiveStream> = {}): LiveStream => ({
  video_id: id,
  title: `Stream ${id}`,
  status: 'completed',
  scheduled_start: '2026-03-01T11:55:00.000Z',
  actual_start: '2026-03-01T12:00:00.000Z',
  actual_end: '2026-03-01T14:00:00.000Z',
  peak_concurrent_viewers: null,
  avg_concurrent_viewers: null,
  viewer_samples: 0,
  views: 1200,
  chat_messages: null,
  super_chat_revenue: null,
  super_sticker_revenue: null,
  ...over,
});
const usd = (amount: string) => ({ amount, currency: 'USD' as const });

const withStreams: LiveAnswer = {
  period: { start: '2025-03-02', end: '2026-03-01' },
  streams: [
    stream('nextweek01', { status: 'upcoming', scheduled_start: '2026-03-05T12:00:00.000Z', actual_start: null, actual_end: null, views: null }),
    stream('measured01', {
      actual_start: '2026-02-10T12:00:00.000Z',
      actual_end: '2026-02-10T13:30:00.000Z',
      peak_concurrent_viewers: 840,
      avg_concurrent_viewers: 500,
      viewer_samples: 6,
      chat_messages: 3120,
      super_chat_revenue: usd('152.25'),
      super_sticker_revenue: usd('20.5'),
    }),
    stream('unknown01', { actual_start: '2026-02-28T12:00:00.000Z', actual_end: '2026-02-28T14:00:00.000Z' }),
    stream('smaller01', {
      actual_start: '2026-01-10T12:00:00.000Z',
      actual_end: '2026-01-10T13:00:00.000Z',
      peak_concurrent_viewers: 90,
      avg_concurrent_viewers: 60,
      viewer_samples: 4,
      super_chat_revenue: usd('0'),
      super_sticker_revenue: usd('0'),
    }),
  ],
  split: { days: [], totals: null },
  super_chat_total: usd('152.25'),
  super_sticker_total: usd('20.5'),
  sources: { broadcasts: 'not_granted', cms_months: 2, cms_latest_month: '202602' },
};

const order = () =>
  within(screen.getByTestId('live-streams-table'))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('the live streams view', () => {
  it('shows missing figures as — with the reason, never 0, and says why and what to do', async () => {
    await renderView(<LiveView data={withStreams} money={money} channelId="UCx" />, { language: 'en' });
    const row = screen.getByRole('link', { name: 'Stream unknown01' }).closest('tr')!;
    expect(within(row).getAllByLabelText(/only reports concurrent viewers while a stream is live/)).toHaveLength(2);
    expect(within(row).getByLabelText(/read with the owner's own authorization/)).toBeTruthy();
    expect(within(row).getAllByLabelText(/CMS revenue reports have not been uploaded/)).toHaveLength(2);
    expect(row.textContent).not.toMatch(/\b0\b/);
    const measured = screen.getByRole('link', { name: 'Stream measured01' }).closest('tr')!;
    expect(measured.textContent).toContain('840');
    expect(measured.textContent).toContain('3,120');
    expect(measured.textContent).toContain('US$152.25');
    expect(screen.getByTestId('live-kpi-superChat-value').textContent).toBe('US$152.25');
    expect(screen.getByTestId('live-notice-noBroadcasts').textContent).toContain('linked through a content manager');
    expect(screen.getByTestId('live-notice-cmsPending').textContent).toContain('2026-02');
    // No internal code reaches the reader.
    expect(document.body.textContent).not.toMatch(/not_granted|completed|upcoming/);
  });

  it('lists upcoming streams apart, with their scheduled time, and the others as streams', async () => {
    await renderView(<LiveView data={withStreams} money={money} channelId="UCx" />, { language: 'en' });
    const upcoming = screen.getAllByTestId('live-upcoming-item');
    expect(upcoming).toHaveLength(1);
    expect(upcoming[0]!.textContent).toContain('Stream nextweek01');
    expect(upcoming[0]!.textContent).toContain('Scheduled');
    expect(order()).toEqual(['Stream unknown01', 'Stream measured01', 'Stream smaller01']);
    expect(screen.getByTestId('live-kpi-streams-value').textContent).toBe('3');
  });

  it('sorts by peak viewers, the unmeasured stream last both ways', async () => {
    const { user } = await renderView(<LiveView data={withStreams} money={money} channelId="UCx" />, { language: 'en' });
    await user.click(screen.getByTestId('live-sort-peak'));
    expect(order()).toEqual(['Stream measured01', 'Stream smaller01', 'Stream unknown01']);
    await user.click(screen.getByTestId('live-sort-peak'));
    expect(order()).toEqual(['Stream smaller01', 'Stream measured01', 'Stream unknown01']);
  });

  it('says a channel has no streams, and what will bring them, instead of empty tables and zeros', async () => {
    const none: LiveAnswer = {
      ...withStreams,
      streams: [],
      super_chat_total: null,
      super_sticker_total: null,
      sources: { broadcasts: 'never', cms_months: 0, cms_latest_month: null },
    };
    await renderView(<LiveView data={none} money={money} channelId="UCx" />, { language: 'en' });
    expect(screen.getByTestId('live-notice-noStreams').textContent).toContain('no live streams in this period');
    expect(screen.queryByTestId('live-notice-noBroadcasts')).toBeNull();
    expect(screen.getByTestId('live-upcoming-empty')).toBeTruthy();
    expect(screen.getByTestId('live-recent-empty')).toBeTruthy();
    expect(screen.getByTestId('live-split-empty').textContent).toContain('next refresh');
    expect(screen.getByTestId('live-kpi-superChat-value').textContent).toBe('—');
  });
});
