import { describe, expect, it } from 'vitest';
import { parseDeductionsCsv } from './deductions-csv.ts';

const parse = (text: string) => parseDeductionsCsv(Buffer.from(text));

describe('parseDeductionsCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks, and counts lines as the file has them', () => {
    const text =
      'channel id,Adjustment Type,amount,CURRENCY\n"UCaaaaaaaaaaaaaaaaaaaaaa","手續費, ""銀行""\n第二行",1,usd\nUCbbbbbbbbbbbbbbbbbbbbbb,Fee,2,JPY\n';
    const { rows, faults } = parse(text);
    expect(rows).toEqual([{ line: 2, channel_id: 'UCaaaaaaaaaaaaaaaaaaaaaa', adjustment_type: '手續費, "銀行"\n第二行', amount: '1' }]);
    expect(faults).toEqual([{ line: 4, code: 'validation.deductionCurrency', params: { currency: 'JPY' } }]);
  });

  it('adds the UC prefix to a bare channel id and refuses amounts beyond numeric(24,12)', () => {
    const { rows, faults } = parse(
      'channel ID,adjustment type,deduction amount,currency\r\naaaaaaaaaaaaaaaaaaaaaa,Fee,0.000000000001,USD\r\nUCx,Fee,1.0000000000001,USD\r\nUCx,Fee,1e5,USD\r\n',
    );
    expect(rows.map((r) => [r.channel_id, r.amount])).toEqual([['UCaaaaaaaaaaaaaaaaaaaaaa', '0.000000000001']]);
    expect(faults.map((f) => [f.line, f.code])).toEqual([
      [3, 'validation.deductionAmount'],
      [4, 'validation.deductionAmount'],
    ]);
  });

  it("reads the template's translated headings, with or without the unit, in any language", () => {
    for (const header of [
      '頻道 ID,調整類型,扣款金額（USD）,幣別',
      'チャンネル ID,調整の種類,控除額,通貨',
      'Channel ID,Adjustment type,Deduction amount (USD),Currency',
    ]) {
      const { rows, faults } = parse(`\ufeff${header}\r\nUCaaaaaaaaaaaaaaaaaaaaaa,Fee,10.00,USD\r\n`);
      expect(faults).toEqual([]);
      expect(rows).toEqual([{ line: 2, channel_id: 'UCaaaaaaaaaaaaaaaaaaaaaa', adjustment_type: 'Fee', amount: '10' }]);
    }
  });

  it('refuses a whole file without the columns, without lines, or not in UTF-8', () => {
    expect(() => parse('channel ID,amount,currency\nUCx,1,USD\n')).toThrow('errors.deductionsHeader');
    expect(() => parse('channel ID,adjustment type,deduction amount,currency\n\n')).toThrow('errors.deductionsEmpty');
    expect(() => parseDeductionsCsv(Buffer.from([0x63, 0xff, 0xfe, 0x0a]))).toThrow('errors.deductionsFile');
  });
});
