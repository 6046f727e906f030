// The one export writer (issue 23): xlsx figures are number cells with a number format whose SUM is
// the exact total to the minor unit; CSV keeps the exact strings; headings are translated with units.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { acceptedHeadings, exportCsv, exportXlsx, headingKey, type ExportSheet } from './table-export.ts';

const sheet: ExportSheet = {
  name: 'figures',
  columns: [
    { key: 'id', label: 'Video', kind: 'text' },
    { key: 'usd', label: 'Revenue', kind: 'USD' },
    { key: 'jpy', label: 'Budget', kind: 'JPY' },
    { key: 'views', label: 'Views', kind: 'count' },
    { key: 'rate', label: 'Rate', kind: 'rate' },
    { key: 'share', label: 'Share', kind: 'percent' },
    { key: 'ok', label: 'Matched', kind: 'text' },
  ],
  rows: [
    { id: '-abc', usd: '1.000000000001', jpy: '1877', views: 15234, rate: '32.000000', share: '12.5', ok: true },
    { id: '=SUM(A1)', usd: '0.000021676471', jpy: '3', views: 1, rate: '31.25', share: null, ok: false },
    { id: 'x', usd: '-0.5', jpy: '0', views: 0, rate: '30.5', share: '-3', ok: null },
  ],
};

async function readBack(buffer: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!;
}

describe('table export', () => {
  it('writes xlsx figures as numbers with a number format, so that SUM is the exact total to the cent', async () => {
    const ws = await readBack(await exportXlsx([sheet], 'en'));
    expect(ws.getRow(1).values).toEqual([undefined, 'Video', 'Revenue (USD)', 'Budget (JPY)', 'Views', 'Rate', 'Share (%)', 'Matched']);
    const usd = [2, 3, 4].map((r) => ws.getCell(r, 2));
    expect(usd.map((c) => c.type)).toEqual([ExcelJS.ValueType.Number, ExcelJS.ValueType.Number, ExcelJS.ValueType.Number]);
    expect(usd.map((c) => c.numFmt)).toEqual(['#,##0.00', '#,##0.00', '#,##0.00']);
    // Exact: 1.000000000001 + 0.000021676471 − 0.5 = 0.500021676472 → 0.50 at the cent.
    const total = usd.reduce((s, c) => s + (c.value as number), 0);
    expect(total.toFixed(2)).toBe('0.50');
    expect(ws.getCell(2, 2).value).toBe(1.000000000001);
    expect(ws.getCell(2, 3)).toMatchObject({ value: 1877, numFmt: '#,##0' });
    expect(ws.getCell(2, 4)).toMatchObject({ value: 15234, numFmt: '#,##0' });
    expect(ws.getCell(2, 5)).toMatchObject({ type: ExcelJS.ValueType.Number, value: 32 });
    expect(ws.getCell(2, 5).numFmt ?? 'General').toBe('General');
    expect(ws.getCell(3, 5).value).toBe(31.25);
    expect(ws.getCell(2, 6)).toMatchObject({ value: 0.125, numFmt: '0.00%' });
    expect(ws.getCell(3, 6).value).toBeNull();
    // Text stays text, formulas defused (a video id may start with '-'), yes/no in words.
    expect(ws.getCell(2, 1).value).toBe("'-abc");
    expect(ws.getCell(3, 1).value).toBe("'=SUM(A1)");
    expect([ws.getCell(2, 7).value, ws.getCell(3, 7).value]).toEqual(['Yes', 'No']);
  });

  it('formats money in the currency its row names when a sheet mixes currencies', async () => {
    const mixed: ExportSheet = {
      name: 'sales',
      columns: [
        { key: 'currency', label: 'Currency', kind: 'text' },
        { key: 'net', label: 'Net sales', kind: 'money' },
      ],
      rows: [
        { currency: 'JPY', net: '1877' },
        { currency: 'USD', net: '13.50' },
        { currency: 'EUR', net: '2.25' },
      ],
    };
    const ws = await readBack(await exportXlsx([mixed], 'en'));
    expect(ws.getRow(1).values).toEqual([undefined, 'Currency', 'Net sales']);
    expect([2, 3, 4].map((r) => [ws.getCell(r, 2).value, ws.getCell(r, 2).numFmt])).toEqual([
      [1877, '#,##0'],
      [13.5, '#,##0.00'],
      [2.25, '#,##0.00'],
    ]);
  });

  it('writes the CSV with a BOM, CRLF, translated headings with units and the exact decimal strings', () => {
    const csv = exportCsv(sheet, 'zh-TW');
    expect(csv.startsWith('\ufeff')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Video,Revenue（USD）,Budget（JPY）,Views,Rate,Share（%）,Matched');
    expect(lines[1]).toBe("'-abc,1.000000000001,1877,15234,32.000000,12.5,是");
    expect(lines[2]).toBe("'=SUM(A1),0.000021676471,3,1,31.25,,否");
    expect(lines.at(-1)).toBe('');
  });

  it('reads a heading back in any language, with or without its unit, or by its key', () => {
    const names = acceptedHeadings('paid_twd', 'payments.paid_twd', 'TWD');
    for (const heading of ['paid_twd', 'Paid (TWD)', 'paid', '已付（TWD）', '支払済み（TWD）', ' 已付 ']) expect(names).toContain(headingKey(heading));
    expect(names).not.toContain(headingKey('Unpaid (TWD)'));
  });
});
