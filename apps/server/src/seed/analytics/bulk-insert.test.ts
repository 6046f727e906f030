import { describe, expect, it } from 'vitest';
import { decimalOfUnits, optionalDecimalOfUnits, SeedTable } from './bulk-insert.ts';

describe('seed tables', () => {
  it('writes money units as exact decimals and negatives as NULL when asked', () => {
    expect([0, 1, 12_345, 99_999_999_999, 3].map((u) => decimalOfUnits(u, 4))).toEqual(['0', '0.0001', '1.2345', '9999999.9999', '0.0003']);
    expect(optionalDecimalOfUnits(52_310, 4)).toBe('5.231');
    expect(optionalDecimalOfUnits(-1, 4)).toBeNull();
    // Every value comes back as its exact decimal.
    for (let u = 0; u < 200_000; u += 7) expect(Number(decimalOfUnits(u, 4)) * 10_000).toBeCloseTo(u, 6);
  });

  it('merges by insert, or by update keyed on the first column', () => {
    expect(new SeedTable('t', ['id', 'n', 'tags']).mergeStatement('s')).toBe('INSERT INTO t (id, n, tags) SELECT id, n, tags FROM s');
    expect(new SeedTable('t', ['id', 'n', 'tags'], 'update').mergeStatement('s')).toBe(
      'UPDATE t AS t SET n = s.n, tags = s.tags FROM s AS s WHERE t.id = s.id',
    );
  });

  it('refuses a row of the wrong width and starts a new batch when one is taken', () => {
    const table = new SeedTable('t', ['id', 'n']);
    expect(() => table.push(['a'])).toThrow(/1 values for 2 columns/);
    table.push(['a', 1]);
    expect(table.size).toBe(1);
    table.take();
    expect(table.size).toBe(0);
  });
});
