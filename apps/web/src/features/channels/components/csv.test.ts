import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, csvHeaders, toCsv } from './csv.ts';

describe('CSV of charts and tables', () => {
  it('starts with a byte-order mark and ends lines with CRLF', () => {
    const csv = toCsv(['影片', '觀看次數'], [['開箱', 1200]]);
    expect(csv.startsWith('\uFEFF影片,觀看次數\r\n')).toBe(true);
    expect(csv.endsWith('開箱,1200\r\n')).toBe(true);
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
  });

  it('keeps numbers and decimal amounts as numbers, negatives included', () => {
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('1234.56')).toBe('1234.56');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('names files safely in any script', () => {
    expect(csvFileName('UC1', '觀看次數', '2026-01-01', '2026-01-30')).toBe('UC1_觀看次數_2026-01-01_2026-01-30.csv');
    expect(csvFileName('a/b', 'c d')).toBe('a-b_c-d.csv');
  });

  it('names the unit of durations and percentages in the headings, once', () => {
    const texts: Record<string, string> = { 'analytics:csv.units.seconds': '秒', 'analytics:csv.units.percent': '%' };
    const t = (key: string, options?: Record<string, string>) =>
      key === 'analytics:csv.withUnit' ? `${options?.label}（${options?.unit}）` : (texts[key] ?? key);
    const headers = csvHeaders(
      [
        { label: '影片', kind: 'text' },
        { label: '長度', kind: 'duration' },
        { label: '觀看占比', kind: 'percent' },
        { label: '觀看次數變化', kind: 'change' },
        { label: '男性 (%)', kind: 'percent' },
        { label: '收益 (TWD)', kind: 'money' },
        { label: '觀看次數', kind: 'number' },
        { label: '頻道 ID' },
      ],
      t,
    );
    expect(headers).toEqual(['影片', '長度（秒）', '觀看占比（%）', '觀看次數變化（%）', '男性 (%)', '收益 (TWD)', '觀看次數', '頻道 ID']);
  });
});
