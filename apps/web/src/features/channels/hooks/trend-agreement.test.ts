import { describe, expect, it } from 'vitest';
import { trendDisagrees } from './trend-agreement.ts';

describe('trend against change', () => {
  it('flags a rising trend with a lower total, and a falling trend with a higher one', () => {
    expect(trendDisagrees(-12.5, 'slowRise')).toBe(true);
    expect(trendDisagrees(-0.1, 'noticeableRise')).toBe(true);
    expect(trendDisagrees(8, 'slowDecline')).toBe(true);
    expect(trendDisagrees(30, 'noticeableDecline')).toBe(true);
  });

  it('leaves agreeing, flat, unknown or uncompared figures alone', () => {
    expect(trendDisagrees(5, 'slowRise')).toBe(false);
    expect(trendDisagrees(-5, 'noticeableDecline')).toBe(false);
    expect(trendDisagrees(0, 'slowRise')).toBe(false);
    expect(trendDisagrees(-40, 'steady')).toBe(false);
    expect(trendDisagrees(-40, 'indeterminate')).toBe(false);
    expect(trendDisagrees(12, 'unknown')).toBe(false);
    expect(trendDisagrees(null, 'slowDecline')).toBe(false);
    expect(trendDisagrees(12, undefined)).toBe(false);
  });
});
