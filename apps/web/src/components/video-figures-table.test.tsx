// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderView, textsIn } from '../../test/render-view.tsx';
import { VideoFiguresTable, type VideoFigureRow } from './video-figures-table.tsx';

const columns = [
  { key: 'views', label: 'Views', onCard: false },
  { key: 'orders', label: 'Orders' },
  { key: 'net', label: 'Net sales', strong: true },
];
const rows: VideoFigureRow[] = [
  {
    key: 'v1-USD',
    videoId: 'v1',
    title: 'Unboxing',
    lines: ['Studio · USD'],
    cardLines: ['Studio · Views 1,200'],
    cells: { views: { text: '1,200' }, orders: { text: '3', note: <span>avg 2</span> }, net: { text: 'US$45.00' } },
    data: { currency: 'USD' },
    details: [{ key: 'p1', label: 'Mug (CODE10)', cells: { orders: '2', net: 'US$30.00' }, cardText: 'Mug (CODE10): US$30.00' }],
  },
];

describe('VideoFiguresTable', () => {
  it('draws a row per video with its link, lines, figures by column and its detail rows', async () => {
    await renderView(<VideoFiguresTable testId="sales" label="Videos" videoLabel="Video" columns={columns} rows={rows} />);
    const row = screen.getByTestId('sales-row');
    expect(row.getAttribute('data-video')).toBe('v1');
    expect(row.getAttribute('data-currency')).toBe('USD');
    expect(within(row).getByRole('link', { name: 'Unboxing' }).getAttribute('href')).toBe('https://www.youtube.com/watch?v=v1');
    expect(within(row).getByText('Studio · USD')).toBeTruthy();
    expect(within(row).getByTestId('sales-cell-views').textContent).toBe('1,200');
    expect(within(row).getByTestId('sales-cell-orders').textContent).toBe('3avg 2');
    expect(within(row).getByTestId('sales-cell-net').textContent).toBe('US$45.00');
    const detail = screen.getByTestId('sales-detail-row');
    expect([...detail.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['Mug (CODE10)', '', '2', 'US$30.00']);
    expect(textsIn(screen.getByTestId('sales-table'), 'columnheader')).toEqual(['Video', 'Views', 'Orders', 'Net sales']);
  });

  it('puts on the card only the columns meant for it, with the card lines and detail texts', async () => {
    await renderView(<VideoFiguresTable testId="sales" label="Videos" videoLabel="Video" columns={columns} rows={rows} />);
    const card = screen.getByTestId('sales-card');
    expect(within(card).getByText('Studio · Views 1,200')).toBeTruthy();
    expect(within(card).queryByText('Views')).toBeNull();
    expect(within(card).getByText('Orders')).toBeTruthy();
    expect(within(card).getByText('Net sales')).toBeTruthy();
    expect(within(card).getByText('Mug (CODE10): US$30.00')).toBeTruthy();
  });
});
