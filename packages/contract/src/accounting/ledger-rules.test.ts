// The ledger's rules: literal figures for the formulas, then properties over seeded random months
// (shares plus the network's part equal gross exactly; TWD lines add up to the total rounded once;
// balances equal the sum of the months; the 2999/3000 TWD boundary; carry-forward across months).
import { describe, expect, it } from 'vitest';
import { add, compareAmounts, multiply, roundTo, subtract, sum } from '../core/money.ts';
import { seededRandom } from '../core/random.ts';
import { addMonths, type RevenueItem } from './items.ts';
import {
  allocateLargestRemainder,
  computeStatement,
  paymentMonthOf,
  payoutDateOf,
  payoutProgress,
  payoutDue,
  payoutSchedule,
  reachesPayoutMinimum,
  ratioItemOf,
  ratioItems,
  ratioOfCommerceLine,
  type PaymentMonthInput,
} from './ledger-rules.ts';

const seeded = (seed: number) => seededRandom(seed).next;
const int = (next: () => number, below: number) => Math.floor(next() * below);
/** An amount of up to 12 places, as YouTube writes them; negative now and then (refunds). */
function amount(next: () => number, negative = true): string {
  const whole = int(next, 5000);
  const fraction = String(int(next, 1e6)).padStart(6, '0') + String(int(next, 1e6)).padStart(6, '0');
  const sign = negative && next() < 0.1 ? '-' : '';
  return roundTo(`${sign}${whole}.${fraction}`, 12);
}
const ratio = (next: () => number) => roundTo(String(int(next, 10001) / 10000), 4);

describe('the ratio items (spec 3 list)', () => {
  it('are the ten of the spec, in its order, and the creator’s own store (issue 28)', () => {
    expect(ratioItems).toEqual([
      'estimated_ad',
      'premium',
      'membership',
      'super_chat',
      'super_thanks',
      'super_stickers',
      'membership_gifts',
      'paid_course',
      'asset',
      'adjustment',
      'own_store',
    ]);
  });

  it('share every revenue item but the withheld ones, and every ratio item shares something', () => {
    expect(Object.keys(ratioItemOf)).not.toContain('us_withholding_tax');
    // Every ratio item shares a revenue item, but own_store, which shares the store_revenue line (issue 28).
    expect(new Set(Object.values(ratioItemOf))).toEqual(new Set(ratioItems.filter((i) => i !== 'own_store')));
    expect(ratioOfCommerceLine.store_revenue).toBe('own_store');
    expect(ratioItemOf.shorts_feed_ads).toBe('estimated_ad');
    expect(ratioItemOf.premium_music).toBe('premium');
    expect(ratioItemOf.transaction_other).toBe('paid_course');
  });
});

describe('payout dates (spec 9)', () => {
  it('pays on the 20th, two months after the revenue month, across years', () => {
    expect(paymentMonthOf('202601')).toBe('202603');
    expect(paymentMonthOf('202611')).toBe('202701');
    expect(payoutDateOf(paymentMonthOf('202612'))).toBe('2027-02-20');
  });
});

describe('largest remainder', () => {
  it('splits a total that rounding each part would miss', () => {
    // 0.333 × 3: rounded each 0.33 × 3 = 0.99, but the total rounds to 1.00.
    expect(allocateLargestRemainder(['0.333', '0.333', '0.334'], 2)).toEqual(['0.33', '0.33', '0.34']);
    // 1.005 rounds half up to 1.01: two cents over the floors, to the earlier of equal remainders.
    expect(allocateLargestRemainder(['0.335', '0.335', '0.335'], 2)).toEqual(['0.34', '0.34', '0.33']);
  });

  it('handles negative parts (floor toward minus infinity)', () => {
    expect(allocateLargestRemainder(['10.005', '-3.001'], 2)).toEqual(['10.00', '-3.00']);
    expect(sum(allocateLargestRemainder(['10.005', '-3.001'], 2))).toBe('7');
  });
});

describe('a statement (literal)', () => {
  it('shares each item by its ratio, withholds tax and deductions whole, and rounds TWD once', () => {
    const lines = computeStatement({
      revenue: { ad_revenue: '100.123456789012', shorts_feed_ads: '20', premium_music: '5.5', us_withholding_tax: '3.2', memberships: '10' },
      ratios: { estimated_ad: '0.7', premium: '0.55' },
      deductions: '1.5',
      rate: '32.5',
    });
    expect(lines).toEqual([
      // 120.123456789012 × 0.7 = 84.0864197523084; × 32.5 = 2732.80864195002…
      {
        line: 'estimated_ad',
        gross_usd: '120.123456789012',
        ratio: '0.7000',
        share_usd: '84.0864197523084',
        network_usd: '36.0370370367036',
        amount_twd: '2732.81',
      },
      { line: 'premium', gross_usd: '5.5', ratio: '0.5500', share_usd: '3.025', network_usd: '2.475', amount_twd: '98.31' },
      // No membership ratio set: the creator's part is 0.
      { line: 'membership', gross_usd: '10', ratio: '0.0000', share_usd: '0', network_usd: '10', amount_twd: '0.00' },
      { line: 'us_withholding_tax', gross_usd: '-3.2', ratio: '1.0000', share_usd: '-3.2', network_usd: '0', amount_twd: '-104.00' },
      { line: 'deduction', gross_usd: '-1.5', ratio: '1.0000', share_usd: '-1.5', network_usd: '0', amount_twd: '-48.75' },
    ]);
    // Σ share × rate = 2678.371419 → 2678.37 once.
    expect(sum(lines.map((l) => l.amount_twd))).toBe('2678.37');
  });
});

describe('a statement with a resale commission (issue 12)', () => {
  it('credits the commission whole, after the ratio items and before what is withheld', () => {
    const lines = computeStatement({
      revenue: { ad_revenue: '10', us_withholding_tax: '1' },
      ratios: { estimated_ad: '0.5' },
      commissions: '31.63',
      rate: '32.5',
    });
    expect(lines.map((l) => [l.line, l.gross_usd, l.ratio, l.share_usd, l.network_usd, l.amount_twd])).toEqual([
      ['estimated_ad', '10', '0.5000', '5', '5', '162.50'],
      // 31.63 × 32.5 = 1027.975; the total 1157.975 rounds to 1157.98, the extra cent to the largest remainder.
      ['resale_commission', '31.63', '1.0000', '31.63', '0', '1027.98'],
      ['us_withholding_tax', '-1', '1.0000', '-1', '0', '-32.50'],
    ]);
  });
});

describe('a statement with studio lines (issue 28)', () => {
  it('takes each order whole in TWD exactly, outside the split, after the commission and before what is withheld', () => {
    const lines = computeStatement({
      revenue: { ad_revenue: '10', us_withholding_tax: '1' },
      ratios: { estimated_ad: '0.5' },
      studio: [
        { line: 'studio_correction', order_id: 3, total_twd: '1000' },
        { line: 'studio_charge', order_id: 7, total_twd: '2398.50' },
      ],
      rate: '31.5',
    });
    expect(lines.map((l) => [l.line, l.studio_order_id, l.gross_usd, l.ratio, l.share_usd, l.network_usd, l.amount_twd])).toEqual([
      ['estimated_ad', undefined, '10', '0.5000', '5', '5', '157.50'],
      // 2,398.50 ÷ 31.5 = 76.142857142857|1…; 1,000 ÷ 31.5 = 31.746031746031|7… (rounded up at 12 places).
      ['studio_charge', 7, '-76.142857142857', '1.0000', '-76.142857142857', '0', '-2398.50'],
      ['studio_correction', 3, '31.746031746032', '1.0000', '31.746031746032', '0', '1000.00'],
      ['us_withholding_tax', undefined, '-1', '1.0000', '-1', '0', '-31.50'],
    ]);
  });
});

describe('payout schedule (spec 3 formulas, spec 9 minimum)', () => {
  it('carries 2999 forward and pays from 3000, then restarts from zero', () => {
    const figures = payoutSchedule([
      { revenue_month: '202601', revenue_twd: '2000.00', paid_twd: null },
      { revenue_month: '202602', revenue_twd: '999.00', paid_twd: null },
      { revenue_month: '202603', revenue_twd: '1.00', paid_twd: '3000.00' },
      { revenue_month: '202604', revenue_twd: '500.00', paid_twd: null },
    ]);
    expect(figures.map((f) => [f.revenue_month, f.payment_month, f.due_twd, f.unpaid_twd, f.paid_cumulative_twd])).toEqual([
      ['202601', '202603', '0.00', '2000.00', '0.00'],
      ['202602', '202604', '0.00', '2999.00', '0.00'],
      ['202603', '202605', '3000.00', '0.00', '3000.00'],
      ['202604', '202606', '0.00', '500.00', '3000.00'],
    ]);
  });

  it('pays from exactly 3,000 TWD: 2,999.99 carried, 3,000 and 3,000.01 due (the rule every side asks)', () => {
    expect(['2999.99', '3000', '3000.00', '3000.01'].map(reachesPayoutMinimum)).toEqual([false, true, true, true]);
    expect(['2999.99', '3000', '3000.01'].map(payoutDue)).toEqual(['0.00', '3000.00', '3000.01']);
    const schedule = (revenue_twd: string) => payoutSchedule([{ revenue_month: '202601', revenue_twd, paid_twd: null }])[0]!.due_twd;
    expect(['2999.99', '3000.00', '3000.01'].map(schedule)).toEqual(['0.00', '3000.00', '3000.01']);
    expect(payoutProgress('3000.01')).toBe('1.0000');
  });

  it('shows progress to 3000 cut, never rounded up to 100 %', () => {
    expect(payoutProgress('2999.99')).toBe('0.9999');
    expect(payoutProgress('3000')).toBe('1.0000');
    expect(payoutProgress('1500')).toBe('0.5000');
    expect(payoutProgress('-20')).toBe('0.0000');
  });
});

describe('properties over seeded random months', () => {
  const shared = Object.keys(ratioItemOf) as RevenueItem[];

  it('shares plus the network part equal gross exactly, and TWD lines add up to Σ share × rate rounded once', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const next = seeded(seed);
      const revenue: Partial<Record<RevenueItem, string>> = {};
      for (const item of shared) if (next() < 0.6) revenue[item] = amount(next);
      if (next() < 0.5) revenue.us_withholding_tax = amount(next, false);
      if (next() < 0.3) revenue.ypp_deduction = amount(next, false);
      const ratios = Object.fromEntries(ratioItems.filter(() => next() < 0.8).map((r) => [r, ratio(next)]));
      const rate = roundTo(String(25 + next() * 10), 6);
      const deductions = next() < 0.3 ? amount(next, false) : undefined;
      const lines = computeStatement({ revenue, ratios, rate, deductions });

      const grossIn = sum([
        ...shared.map((i) => revenue[i] ?? '0'),
        subtract('0', revenue.us_withholding_tax ?? '0'),
        subtract('0', revenue.ypp_deduction ?? '0'),
        subtract('0', deductions ?? '0'),
      ]);
      expect(sum(lines.map((l) => l.gross_usd)), `seed ${seed}`).toBe(grossIn);
      for (const l of lines) expect(add(l.share_usd, l.network_usd), `seed ${seed} ${l.line}`).toBe(l.gross_usd);
      const exactTwd = sum(lines.map((l) => multiply(l.share_usd, rate)));
      expect(roundTo(sum(lines.map((l) => l.amount_twd)), 2), `seed ${seed}`).toBe(roundTo(exactTwd, 2));
      // Each line is within one cent of its exact amount.
      for (const l of lines) expect(compareAmounts(subtract(l.amount_twd, multiply(l.share_usd, rate)).replace('-', ''), '0.01')).toBeLessThan(1);
    }
  });

  it('balances equal the sum of the months; carry-forward and the 3000 boundary hold across months', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const next = seeded(seed * 7919);
      const months: PaymentMonthInput[] = [];
      let month = '202401';
      for (let i = 0; i < 1 + int(next, 24); i++) {
        const revenue = roundTo(String(int(next, 250000) / 100), 2);
        months.push({ revenue_month: month, revenue_twd: revenue, paid_twd: null });
        month = addMonths(month, 1);
      }
      // Finance pays exactly what is due, when it is due, now and then late (not at all).
      let unpaidBefore = '0';
      for (const m of months) {
        const available = add(unpaidBefore, m.revenue_twd);
        if (compareAmounts(available, '3000') >= 0 && next() < 0.8) m.paid_twd = roundTo(available, 2);
        unpaidBefore = subtract(available, m.paid_twd ?? '0');
      }
      const figures = payoutSchedule(months);
      const earned = sum(months.map((m) => m.revenue_twd));
      const paid = sum(months.map((m) => m.paid_twd ?? '0'));
      const last = figures.at(-1)!;
      expect(roundTo(add(last.unpaid_twd, last.paid_cumulative_twd), 2), `seed ${seed}`).toBe(roundTo(earned, 2));
      expect(roundTo(last.paid_cumulative_twd, 2)).toBe(roundTo(paid, 2));
      let prior = '0';
      for (const f of figures) {
        const available = add(prior, f.revenue_twd);
        // Below 3000 nothing is due and all of it is carried; from 3000 all of it is due.
        expect(f.due_twd, `seed ${seed} ${f.revenue_month}`).toBe(compareAmounts(available, '3000') >= 0 ? roundTo(available, 2) : '0.00');
        expect(f.unpaid_twd).toBe(roundTo(subtract(available, f.paid_twd ?? '0'), 2));
        prior = f.unpaid_twd;
      }
    }
  });
});
