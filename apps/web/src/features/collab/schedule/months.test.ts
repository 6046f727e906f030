import { describe, expect, it } from 'vitest';
import { monthOf, shiftMonth } from './months.ts';

describe('calendar months', () => {
  it('names the UTC month of a moment', () => {
    expect(monthOf(new Date('2026-03-31T23:59:59Z'))).toBe('2026-03');
    expect(monthOf(new Date('2026-04-01T00:00:00Z'))).toBe('2026-04');
  });
  it('steps across years both ways', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-03', 12)).toBe('2027-03');
    expect(shiftMonth('2026-03', 0)).toBe('2026-03');
  });
});
