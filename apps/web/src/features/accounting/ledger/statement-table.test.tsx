// @vitest-environment jsdom
// A statement's withholding line (issue 30) as a creator reads it: its name, the rule it applied,
// the payment it was computed on and the tax in the payee's currency, beside the TWD figure.
import type { Statement } from '@chorus/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import '../i18n.ts';
import { StatementTable } from './statement-table.tsx';

const statement: Statement = {
  channel_id: 'UCwithholding0000000001',
  channel_title: 'Withholding channel',
  year_month: '202610',
  payee: { id: 7, name: 'Creator', email: 'creator@example.test' },
  lines: [
    { line: 'estimated_ad', gross_usd: '6666.6666667', ratio: '1', share_usd: '6666.6666667', network_usd: '0', rate: '30', amount_twd: '200000.00' },
    {
      line: 'withholding_tax',
      gross_usd: '-680.666666666667',
      ratio: '1',
      share_usd: '-680.666666666667',
      network_usd: '0',
      rate: '30',
      amount_twd: '-20420.00',
      tax: {
        currency: 'JPY',
        base: '1000000',
        amount: '102100',
        preset: 'jp_resident',
        country: 'JP',
        resident: true,
        rate: '10.21',
        exempt_up_to: null,
        upper_from: '1000000',
        upper_rate: '20.42',
      },
    },
  ],
  gross_usd: '5985.999999',
  share_usd: '5985.999999',
  network_usd: '0',
  amount_twd: '179580.00',
  rate: '30',
  posted_at: '2026-11-03T02:00:00.000Z',
  corrections: 0,
  out_of_date: false,
};

describe('the statement table', () => {
  it('shows the withholding line with its rule, the payment and the tax in yen', async () => {
    await renderView(<StatementTable statement={statement} />, { language: 'en' });
    const line = screen.getByTestId('statement-line-withholding_tax');
    expect(within(line).getByText('Income tax withheld')).toBeTruthy();
    const detail = within(line).getByTestId('statement-tax-detail').textContent!;
    expect(detail).toContain('Japan resident: 10.21 %, 20.42 % on the part above ¥1,000,000');
    expect(detail).toContain('Payment ¥1,000,000, withheld ¥102,100.');
    expect(line.textContent).toContain('-NT$20,420');
    // Figures sit at the right of their cells (FigureCell), the total too.
    expect(screen.getByTestId('statement-total').className).toContain('MuiTableCell-alignRight');
  });
});
