import { describe, expect, it } from 'vitest';
import { arrayElement, BulkRows, encodeRepeated, encodeUnits, quoteText } from './bulk-insert.ts';

describe('array literal encoding', () => {
  it('quotes text so commas, braces, quotes, backslashes, spaces and the word NULL stay text', () => {
    expect(quoteText('plain')).toBe('"plain"');
    expect(quoteText('a,b {c}')).toBe('"a,b {c}"');
    expect(quoteText('say "hi" \\ bye')).toBe('"say \\"hi\\" \\\\ bye"');
    expect(quoteText('NULL')).toBe('"NULL"');
    expect(quoteText('太好看了吧！')).toBe('"太好看了吧！"');
  });

  it('encodes each kind of column', () => {
    expect(arrayElement(null, 'text')).toBe('NULL');
    expect(arrayElement(42, 'int8')).toBe('42');
    expect(() => arrayElement(1.5, 'int4')).toThrow();
    expect(arrayElement(true, 'bool')).toBe('t');
    expect(arrayElement('12.3400', 'numeric')).toBe('12.3400');
    expect(() => arrayElement('1; DROP TABLE x', 'numeric')).toThrow();
    expect(arrayElement('2026-11-18', 'date')).toBe('2026-11-18');
    expect(arrayElement(['美食', 'a "b"'], 'text[]')).toBe('"{\\"美食\\",\\"a \\\\\\"b\\\\\\"\\"}"');
    expect(arrayElement([], 'text[]')).toBe('"{}"');
  });

  it('encodes money units exactly and negatives as NULL when asked', () => {
    expect(encodeUnits([0, 1, 12_345, 99_999_999_999, 3], 4)).toBe('0,0.0001,1.2345,9999999.9999,0.0003');
    expect(encodeUnits([52_310, -1], 4, true)).toBe('5.231,NULL');
    // Every value comes back as its exact decimal.
    for (let u = 0; u < 200_000; u += 7) expect(Number(encodeUnits([u], 4)) * 10_000).toBeCloseTo(u, 6);
    expect(encodeRepeated('NULL', 3)).toBe('NULL,NULL,NULL');
  });

  it('builds one unnest statement per table from blocks and rows', () => {
    const rows = new BulkRows('t', [
      { name: 'id', kind: 'text' },
      { name: 'n', kind: 'int8' },
      { name: 'tags', kind: 'text[]' },
    ]);
    rows.addBlock(2, ['"a","b"', '1,2', '"{}","{x}"']);
    rows.push('c', 3, ['y']);
    expect(rows.size).toBe(3);
    const query = rows.insertQuery();
    expect(query.sql).toBe('INSERT INTO t (id, n, tags) SELECT u.id, u.n, u.tags::text[] FROM unnest($1::text[], $2::int8[], $3::text[]) AS u(id, n, tags)');
    expect(query.parameters).toEqual(['{"a","b","c"}', '{1,2,3}', '{"{}","{x}","{\\"y\\"}"}']);
    expect(rows.size).toBe(0);
    rows.push('a', 9, []);
    expect(rows.updateQuery().sql).toBe(
      'UPDATE t AS t SET n = u.n, tags = u.tags::text[] FROM unnest($1::text[], $2::int8[], $3::text[]) AS u(id, n, tags) WHERE t.id = u.id',
    );
  });
});
