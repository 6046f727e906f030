// @vitest-environment jsdom
// The revenue alerts page's body with hand-written alerts: each row shows its translated figure,
// signed change, driver and explanation; acknowledging asks for a note and shows the server's
// refusal beside it; an owner reads the threshold, staff and finance edit it.
import type { RevenueAlertRow } from './api.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import { formatChange, RevenueHealthView, type RevenueHealthViewProps } from './revenue-health-view.tsx';

const alert = (over: Partial<RevenueAlertRow> = {}): RevenueAlertRow => ({
  alert_id: 7,
  channel_id: 'UCdemo',
  date: '2026-11-27',
  metric: 'revenue',
  change_percent: -49.4,
  driver: 'country_mix',
  explanation: '收益比平常的星期五 −49%：觀看次數 持平，RPM −49%：低 CPM 國家的觀眾從 12% 增加到 60%。',
  channel_title: '大雄的廚房',
  status: 'open',
  note: null,
  acknowledged_at: null,
  acknowledged_by: null,
  ...over,
});

const props = (over: Partial<RevenueHealthViewProps> = {}): RevenueHealthViewProps => ({
  status: 'open',
  onStatus: vi.fn(),
  alerts: [alert()],
  failed: false,
  settings: { threshold_percent: '30', digest_mail: true, can_set_threshold: false },
  onDigest: vi.fn(),
  onThreshold: vi.fn(async () => null),
  onAcknowledge: vi.fn(async () => null),
  ...over,
});

describe('RevenueHealthView', () => {
  it('shows each alert with its translated figure, signed change and driver', () => {
    renderView(<RevenueHealthView {...props()} />);
    const row = screen.getByTestId('alert-country_mix');
    expect(within(row).getByText('大雄的廚房')).toBeTruthy();
    expect(within(row).getByText('−49%')).toBeTruthy();
    expect(within(row).getByText('國家組成')).toBeTruthy();
    expect(within(row).getByText(/低 CPM 國家的觀眾從 12% 增加到 60%/)).toBeTruthy();
    // An owner reads the threshold; the field is for those who set it.
    expect(screen.getByText('變動達到 30% 時產生警示。')).toBeTruthy();
    expect(screen.queryByLabelText('門檻（%）')).toBeNull();
  });

  it("acknowledges with a note, and shows the server's refusal beside the field", async () => {
    const onAcknowledge = vi.fn(async (_id: number, note: string) => (note.trim() ? null : '請寫下查到的原因或處理方式。'));
    renderView(<RevenueHealthView {...props({ onAcknowledge })} />);
    fireEvent.click(within(screen.getByTestId('alert-country_mix')).getByRole('button', { name: '標為已確認' }));
    fireEvent.click(screen.getByTestId('ack-save'));
    expect(await screen.findByText('請寫下查到的原因或處理方式。')).toBeTruthy();
    fireEvent.change(screen.getByTestId('ack-note'), { target: { value: '已請創作者改投台灣觀眾。' } });
    fireEvent.click(screen.getByTestId('ack-save'));
    await waitFor(() => expect(onAcknowledge).toHaveBeenLastCalledWith(7, '已請創作者改投台灣觀眾。'));
    await waitFor(() => expect(screen.queryByTestId('ack-save')).toBeNull());
  });

  it('shows who acknowledged and their note, and says when there is nothing', () => {
    const done = alert({
      status: 'acknowledged',
      note: '已申訴',
      acknowledged_by: '王怡君',
      acknowledged_at: '2026-11-20T06:25:00.000Z',
      driver: 'monetisation',
    });
    renderView(<RevenueHealthView {...props({ status: 'acknowledged', alerts: [done] })} />);
    expect(within(screen.getByTestId('alert-monetisation')).getByText('已申訴')).toBeTruthy();
    expect(within(screen.getByTestId('alert-monetisation')).getByText(/王怡君/)).toBeTruthy();
    cleanup();
    renderView(<RevenueHealthView {...props({ alerts: [] })} />);
    expect(screen.getByText('沒有未處理的警示：您關注的頻道都在門檻內。')).toBeTruthy();
  });

  it('writes changes with a true minus sign and a plus for rises', () => {
    expect([formatChange(-42.4), formatChange(35.6), formatChange(0.2)]).toEqual(['\u221242%', '+36%', '0%']);
  });
});
