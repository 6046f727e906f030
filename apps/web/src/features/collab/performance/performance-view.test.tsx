// @vitest-environment jsdom
import type { PerformanceReport } from '@chorus/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import { PerformanceView, type PerformanceViewProps } from './performance-view.tsx';

const zero = { views: 0, likes: 0, comments: 0, shares: 0, watch_minutes: 0, subscribers_gained: 0 };
const report: PerformanceReport = {
  package: { id: 7, name: 'Spring launch', status: 'completed' },
  data_through: '2026-05-10',
  totals: { ...zero, views: 12500, likes: 300, engagement_rate: 2.4 },
  videos: [
    {
      case_id: 1,
      channel_id: 'UC1',
      channel_title: 'Cooking Studio',
      video_id: 'vid1',
      title: 'Spring recipes',
      published_at: null,
      duration_seconds: 600,
      length_class: null,
      days: 9,
      metrics: { ...zero, views: 12500, likes: 300, engagement_rate: 2.4 },
      benchmark: { ...zero, views: 10000, likes: 300, engagement_rate: null, videos: 5 },
      daily: [{ day: '2026-05-02', ...zero, views: 12500 }],
    },
  ],
  daily: [{ day: '2026-05-02', ...zero, views: 12500 }],
  resale_products: [],
};
const packages = [
  { id: 7, name: 'Spring launch', advertiser_name: 'Acme', videos: 1, videos_with_figures: 1 },
  { id: 8, name: 'Summer', advertiser_name: null, videos: 0, videos_with_figures: 0 },
];

function props(over: Partial<PerformanceViewProps> = {}): PerformanceViewProps {
  return { packages, packageId: 7, report, reportError: null, exporting: false, exportError: null, onPackage: vi.fn(), onExport: vi.fn(), ...over };
}

describe('PerformanceView', () => {
  it('shows the totals and a row per case video against its channel average (zh-TW)', async () => {
    await renderView(<PerformanceView {...props()} />);
    expect(screen.getByRole('heading', { name: '成效報告' })).toBeTruthy();
    expect(screen.getByTestId('performance-data-through').textContent).toBe('資料更新至 2026-05-10（YouTube 數據約有 2–4 天延遲）');
    expect(screen.getByTestId('performance-total-views').textContent).toBe('觀看次數12,500');
    const row = screen.getByTestId('performance-row');
    expect(within(row).getByRole('link', { name: 'Spring recipes' })).toBeTruthy();
    expect(within(row).getByText('Cooking Studio · — 上線 · 長度尚未取得')).toBeTruthy();
    expect(within(row).getByText('5 支影片的平均')).toBeTruthy();
    expect(within(row).getByTestId('performance-cell-days').textContent).toBe('9');
    expect(within(row).getByTestId('performance-cell-views').textContent).toBe('12,500平均 10,000+25%');
    expect(within(row).getByTestId('performance-cell-likes').textContent).toBe('300平均 3000%');
    expect(screen.queryByTestId('performance-no-figures')).toBeNull();
  });

  it('asks for the export in the format clicked, and not while one runs', async () => {
    const onExport = vi.fn();
    const { user } = await renderView(<PerformanceView {...props({ onExport })} />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Download Excel (xlsx)' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(onExport.mock.calls).toEqual([['xlsx'], ['csv']]);
  });

  it('disables the downloads while one runs and tells a failed one', async () => {
    await renderView(<PerformanceView {...props({ exporting: true, exportError: 'The download failed.' })} />, { language: 'en' });
    expect(screen.getByRole('button', { name: 'Download CSV' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('The download failed.')).toBeTruthy();
  });

  it('opens the package chosen in the picker', async () => {
    const onPackage = vi.fn();
    const { user } = await renderView(<PerformanceView {...props({ onPackage })} />, { language: 'en' });
    await user.click(screen.getByRole('combobox', { name: 'Case package' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Spring launch · Acme', 'Summer']);
    await user.click(screen.getByRole('option', { name: 'Summer' }));
    expect(onPackage).toHaveBeenCalledWith(8);
  });

  it('says there is no package, and offers no download, when there is none', async () => {
    await renderView(<PerformanceView {...props({ packages: [], packageId: undefined, report: undefined })} />, { language: 'en' });
    expect(screen.getByTestId('performance-empty').textContent).toBe(
      'No case package has videos yet. Once a video is added to an agreed case, its report appears here.',
    );
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('tells a package without figures, and shows the report error', async () => {
    const noFigures = { ...report, videos: report.videos.map((v) => ({ ...v, daily: [] })) };
    await renderView(<PerformanceView {...props({ report: noFigures, reportError: 'Not found.' })} />, { language: 'en' });
    expect(screen.getByTestId('performance-no-figures')).toBeTruthy();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Not found.');
  });
});
