// The row reader of revenue reports: the same stored rows, sums and refusals however the bytes are
// split into chunks (records, quotes, CRLF and UTF-8 characters straddling them); sums exact to the
// last of 12 places over many rows; the first bad row's line and reason.
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../errors/domain-error.ts';
import { mapColumns, numericColumns, reportLayouts, type ReportLayout } from './report-layouts.ts';
import { decimalOf, MAX_CHANNELS, MAX_RECORD_BYTES, ReportRows, scaledAmount } from './report-rows.ts';

const header = ['Adjustment Type', 'Video ID', 'Video Title', 'Channel ID', 'Views', 'Partner Revenue'];

async function read(body: string | Buffer, size: number, layout: ReportLayout = reportLayouts.video_summary, cells = header) {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
  const found = mapColumns(layout, cells)!;
  const out: Buffer[] = [];
  const rows = new ReportRows(
    {
      layout,
      found,
      numeric: numericColumns(cells, [found.amount!]),
      width: cells.length,
      headerLine: 2,
      assignments: new Map([['UCassignedSource', 'UCnetworkB']]),
      network: new Set(['UCnetworkA', 'UCnetworkB']),
    },
    (bytes) => out.push(bytes),
  );
  for (const chunk of chunks) rows.write(chunk);
  rows.end();
  const sums = Object.fromEntries([...rows.sums].map(([key, value]) => [key.replace('\u0000', ' '), decimalOf(value)]));
  return { text: Buffer.concat(out).toString('utf8'), rows: rows.rows, unmatched: rows.unmatched, sums };
}

async function refusal(body: string | Buffer, size = 7): Promise<[string, unknown]> {
  try {
    await read(body, size);
  } catch (error) {
    if (error instanceof DomainError) return [error.code, error.params?.line];
    throw error;
  }
  throw new Error('not refused');
}

const quirky = [
  ',--DBLqSHUj4,"遊戲實況,第一集 ""精華""",networkA,1,1.000000000001',
  'None,dQ_x1Y2z3A4,"日本語のタイトル、テスト, 2",UCnetworkA,2,0.000021676471',
  'Backpay,dQ_x1Y2z3A4, Plain ,UCnetworkA,3,-0.500000000000',
  'None,-abc,"multi\r\nline title",assignedSource,4,10',
  ',zzz,Stranger video,UCstranger,5,.25',
  ',,,,,',
  'NONE,"a""b"c,"  padded  ",UCnetworkB,6,',
].join('\r\n');

describe('ReportRows', () => {
  it('writes the stored rows and exact sums, whatever the chunks', async () => {
    const whole = await read(`${quirky}\r\n\r\n`, 1 << 20);
    expect(whole.text).toBe(
      [
        'UCnetworkA,"--DBLqSHUj4","","None",ad_revenue,"遊戲實況,第一集 ""精華""",1.000000000001',
        'UCnetworkA,"dQ_x1Y2z3A4","","None",ad_revenue,"日本語のタイトル、テスト, 2",0.000021676471',
        'UCnetworkA,"dQ_x1Y2z3A4","","Backpay",adjustments,"Plain",-0.500000000000',
        'UCnetworkB,"-abc","","None",ad_revenue,"multi\r\nline title",10',
        'UCstranger,"zzz","","None",ad_revenue,"Stranger video",.25',
        'UCnetworkB,"a""bc","","NONE",ad_revenue,"padded",0',
        '',
      ].join('\n'),
    );
    expect(whole).toMatchObject({ rows: 6, unmatched: 1 });
    expect(whole.sums).toEqual({
      'UCnetworkA ad_revenue': '1.000021676472',
      'UCnetworkA adjustments': '-0.500000000000',
      'UCnetworkB ad_revenue': '10.000000000000',
      'UCstranger ad_revenue': '0.250000000000',
    });
    for (const size of [1, 2, 3, 5, 13, 64]) expect(await read(`${quirky}\r\n\r\n`, size)).toEqual(whole);
    // Without the final line break, and with LF only.
    expect(await read(quirky, 3)).toEqual(whole);
    expect((await read(quirky.replaceAll('\r\n', '\n'), 4)).sums).toEqual(whole.sums);
  });

  it('sums exactly over many rows of 12 places, negatives and large amounts', async () => {
    const amounts = Array.from({ length: 5000 }, (_, i) => {
      const whole = i % 7 === 0 ? '999999999999' : String(i);
      const value = `${whole}.${String((i * 7919) % 1e12).padStart(12, '0')}`;
      return i % 3 === 0 ? `-${value}` : value;
    });
    const body = amounts.map((a, i) => `None,v${i},t,UCnetworkA,1,${a}`).join('\n');
    const expected = amounts.reduce((sum, a) => sum + scaledAmount(a), 0n);
    expect((await read(body, 4096)).sums['UCnetworkA ad_revenue']).toBe(decimalOf(expected));
  });

  it('keeps no sums past MAX_CHANNELS channels (the importer then sums in SQL), and still counts unmatched rows', async () => {
    const body = Array.from({ length: MAX_CHANNELS + 10 }, (_, i) => `None,v${i},t,UCc${i},1,1`).join('\n');
    const many = await read(body, 1 << 16);
    expect(many).toMatchObject({ rows: MAX_CHANNELS + 10, unmatched: MAX_CHANNELS + 10, sums: {} });
  });

  it('refuses the first bad row with its line (header on line 2)', async () => {
    const good = 'None,v1,t,UCnetworkA,1,1\n';
    expect(await refusal(`${good}None,v2,t,UCnetworkA,1,1.0000000000001\n`)).toEqual(['errors.revenueRowAmountInvalid', 4]);
    expect(await refusal(`${good}None,v2,t,UCnetworkA,1,1e5\n`)).toEqual(['errors.revenueRowAmountInvalid', 4]);
    expect(await refusal(`${good}None,v2,t,UCnetworkA,1,-\n`)).toEqual(['errors.revenueRowAmountInvalid', 4]);
    expect(await refusal(`${good}None,v2,t,UC bad,1,1\n`)).toEqual(['errors.revenueRowChannelInvalid', 4]);
    expect(await refusal(`${good}None,v2,t,,1,1\n`)).toEqual(['errors.revenueRowChannelMissing', 4]);
    expect(await refusal(`${good}None,v2,t,UCnetworkA,1\n`)).toEqual(['errors.revenueRowShape', 4]);
    expect(await refusal(`${good}None,v2,t,UCnetworkA,1,1,x\n`)).toEqual(['errors.revenueRowShape', 4]);
    expect(await refusal(`${good}\nNone,v2,t,UCnetworkA,1,1\n`)).toEqual(['errors.revenueRowShape', 4]);
    expect(await refusal(`${good}None,v2,"open,UCnetworkA,1,1\n`)).toEqual(['errors.revenueRowShape', 4]);
    expect(await refusal(Buffer.concat([Buffer.from(`${good}None,v2,`), Buffer.from([0xff, 0xfe]), Buffer.from(',UCnetworkA,1,1\n')]))).toEqual([
      'errors.revenueRowEncoding',
      4,
    ]);
    expect(await refusal(`${good}None,v2,a\u0000b,UCnetworkA,1,1\n`)).toEqual(['errors.revenueRowEncoding', 4]);
    // Every numeric column, not only the amount: the views here (plain, quoted, padded; empty is none).
    expect(await refusal(`${good}None,v2,t,UCnetworkA,1x,1\n`)).toEqual(['errors.revenueRowNumberInvalid', 4]);
    expect(await refusal(`${good}None,v2,t,UCnetworkA,"1,000",1\n`)).toEqual(['errors.revenueRowNumberInvalid', 4]);
    expect(await refusal(`${good}None,v2,t,UCnetworkA,.,1\n`)).toEqual(['errors.revenueRowNumberInvalid', 4]);
    expect(await refusal(`${good}None,v2,t,UCnetworkA,--1,1\n`)).toEqual(['errors.revenueRowNumberInvalid', 4]);
    for (const size of [1, 4, 64])
      expect((await read(`${good}None,v2,t,UCnetworkA," 12 ",1\nNone,v3,t,UCnetworkA,,1\nNone,v4,t,UCnetworkA,-3.5,1\n`, size)).rows).toBe(4);
    // A record with a line break inside quotes is one record.
    expect(await refusal(`None,v1,"a\nb",UCnetworkA,1,1\nNone,v2,t,UCnetworkA,1,x\n`)).toEqual(['errors.revenueRowAmountInvalid', 4]);
  });

  it('refuses a line longer than MAX_RECORD_BYTES with its line number, in small chunks or whole; one just under it passes', async () => {
    const good = 'None,v1,Title,UCnetworkA,1,0.5';
    const title = (bytes: number) => `None,v2,"${'x'.repeat(bytes)}",UCnetworkA,1,0.5`;
    const over = [good, title(MAX_RECORD_BYTES), good].join('\n');
    // Header on line 2: the long record is line 4.
    expect(await refusal(over, 64 * 1024)).toEqual(['errors.revenueRowTooLong', 4]);
    expect(await refusal(over, over.length)).toEqual(['errors.revenueRowTooLong', 4]);
    const under = [good, title(MAX_RECORD_BYTES - 40), good].join('\n');
    expect((await read(under, 64 * 1024)).rows).toBe(3);
  });

  it('stops reading a 50 MB line once it passes the limit (the bytes held stay bounded)', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let pulled = 0;
    async function* file() {
      yield Buffer.from('None,v1,Title,UCnetworkA,1,0.5\nNone,v2,"');
      for (let sent = 0; sent < 50 * 1024 * 1024; sent += chunk.length) {
        pulled += chunk.length;
        yield chunk;
      }
      yield Buffer.from('",UCnetworkA,1,0.5\n');
    }
    const found = mapColumns(reportLayouts.video_summary, header)!;
    const rows = new ReportRows(
      { layout: reportLayouts.video_summary, found, width: header.length, headerLine: 1, assignments: new Map(), network: new Set() },
      () => {},
    );
    const started = performance.now();
    let failure: unknown = null;
    try {
      for await (const chunk of file()) rows.write(chunk);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(DomainError);
    expect((failure as DomainError).params).toMatchObject({ line: 3 });
    // Refused within a chunk or two past the limit.
    expect(pulled).toBeLessThanOrEqual(MAX_RECORD_BYTES + 4 * chunk.length);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('chooses items and signs by layout: purchase types, tax refunds, YPP credits', async () => {
    const paid = ['Channel ID', 'Video ID', 'Adjustment Type', 'Purchase Type', 'Earnings (USD)'];
    const paidRows = await read(
      'UCnetworkA,v,None,Super Chat Event,1.5\nUCnetworkA,v,None,GIFTED_MEMBERSHIP,2\nUCnetworkA,v,None,,3\n',
      5,
      reportLayouts.paid_features,
      paid,
    );
    expect(paidRows.sums).toEqual({
      'UCnetworkA super_chat': '1.500000000000',
      'UCnetworkA membership_gifts': '2.000000000000',
      'UCnetworkA transaction_other': '3.000000000000',
    });
    const refund = await read('UCnetworkA,1.25\n', 3, reportLayouts.tax_refund_summary, ['Channel ID', 'Tax Refund Amount']);
    expect(refund.sums).toEqual({ 'UCnetworkA us_withholding_tax': '-1.250000000000' });
    const ypp = await read('UCnetworkA,YPP CREDIT,2\nUCnetworkA,YPP,-0.5\n', 3, reportLayouts.channel_adjustments, [
      'Channel ID',
      'Adjustment Type',
      'Deduction Amount',
    ]);
    expect(ypp.sums).toEqual({ 'UCnetworkA ypp_deduction': '-2.500000000000' });
  });

  it('finds the numeric columns of every layout by name: money, counts and rates; never ids, titles or text', () => {
    const kinds = (header: string) => numericColumns(header.split(',')).map((c) => `${c.name}=${c.kind}`);
    expect(
      kinds(
        'Adjustment Type,Day,Country,Video ID,Video Title,Video Duration (sec),Channel ID,Owned Views,YouTube Revenue Split : Auction,YouTube Revenue Split,Partner Revenue : Partner Sold YouTube Served,Partner Revenue',
      ),
    ).toEqual([
      'Video Duration (sec)=count',
      'Owned Views=count',
      'YouTube Revenue Split : Auction=money',
      'YouTube Revenue Split=money',
      'Partner Revenue : Partner Sold YouTube Served=money',
      'Partner Revenue=money',
    ]);
    expect(kinds('Adjustment Type,Video ID,Channel ID,Engaged Views,Net Partner Revenue (Post revshare)')).toEqual([
      'Engaged Views=count',
      'Net Partner Revenue (Post revshare)=money',
    ]);
    expect(kinds('Asset ID,Asset Channel ID,Owned Watchtime,Monetized Views : Audio,Partner Revenue : Pro Rata')).toEqual([
      'Owned Watchtime=count',
      'Monetized Views : Audio=count',
      'Partner Revenue : Pro Rata=money',
    ]);
    expect(kinds('Date,Purchase Type,Channel ID,Retail Price (USD),Total Tax,Earnings (USD)')).toEqual([
      'Retail Price (USD)=money',
      'Total Tax=money',
      'Earnings (USD)=money',
    ]);
    expect(kinds('AdSense Earnings Month,Channel ID,Local Currency,Total Revenue,US Sourced Revenue,Tax Withholding Rate,Tax Withheld Amount')).toEqual([
      'Total Revenue=money',
      'US Sourced Revenue=money',
      'Tax Withholding Rate=rate',
      'Tax Withheld Amount=money',
    ]);
    expect(kinds('Channel ID,Adjustment Type,Deduction Amount')).toEqual(['Deduction Amount=money']);
  });
});
