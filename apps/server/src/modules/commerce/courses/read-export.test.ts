// The course exports' quirks (issue 28): columns found by name in each platform's headings, their
// date and money formats, refunds, and the first bad row's line. Expected sums written by hand.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCourseExport, type CatalogueCourse } from './read-export.ts';

const catalogue: CatalogueCourse[] = [
  { id: 1, title: 'Video Editing 101', platform: 'teachable', platform_course_id: null, currency: 'USD' },
  { id: 2, title: 'Thumbnail Lab', platform: 'kajabi', platform_course_id: '2150001', currency: 'USD' },
  { id: 3, title: '從零開始的 YouTube 經營', platform: 'hahow', platform_course_id: null, currency: 'TWD' },
];
/** The file in small pieces, as a request delivers it (a multi-byte character may be split). */
const chunks = (text: string, size = 7) => {
  const bytes = Buffer.from(text, 'utf8');
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) parts.push(bytes.subarray(i, i + size));
  return Readable.from(parts);
};
const read = (text: string, month = '202605') => readCourseExport(chunks(text), catalogue, month);
const failure = async (text: string) => {
  try {
    await read(text);
  } catch (error) {
    return { code: (error as { code: string }).code, params: (error as { params?: Record<string, unknown> }).params };
  }
  throw new Error('read without failing');
};

describe('Teachable transactions export', () => {
  it('reads "Purchased At", "Product", "Final Price" in any order, with a BOM, $ and thousands; refunds by their own date', async () => {
    const csv = [
      '\uFEFFStudent Email,Final Price,Product,Purchased At,Amount Refunded,Refunded At,Currency',
      'a@example.com,"$1,049.50",Video Editing 101,2026-05-01 10:00:00 UTC,,,USD',
      'b@example.com,$49.00,video editing 101 ,2026-05-31T23:59:59Z,49.00,2026-06-02 08:00:00 UTC,USD',
      'c@example.com,$49.00,Video Editing 101,2026-04-30 22:00:00 UTC,$20.00,2026-05-03 09:00:00 UTC,USD',
      '',
    ].join('\r\n');
    const sums = await read(csv);
    expect(sums.platform).toBe('teachable');
    expect(sums.rows).toBe(3);
    // May: two sales (1049.50 + 49.00); the April sale's 20.00 refund given back in May; the June refund left out.
    expect(sums.byCourse.get(1)).toEqual({ enrolments: 2, refunded_enrolments: 1, gross: '1098.5', refunds: '20' });
    expect(sums.outsideMonth).toBe(1);
  });

  it('reads US month-first and long dates', async () => {
    const csv = 'Date,Course,Price\n5/15/2026,Video Editing 101,10\n"Friday, May 15, 2026 2:32 PM",Video Editing 101,0.99\n';
    expect((await read(csv)).byCourse.get(1)).toEqual({ enrolments: 2, refunded_enrolments: 0, gross: '10.99', refunds: '0' });
  });
});

describe('Kajabi transactions export', () => {
  it('refunds are rows of their own (negative or not), adjustments are left out, quantity counts enrolments, Offer ID matches first', async () => {
    const csv = [
      'Transaction Type,Offer ID,Offer Title,Amount,Currency,Created At,Quantity',
      'Sale,2150001,A renamed offer,97.00,USD,2026-05-02 12:00:00 UTC,2',
      'Refund,2150001,A renamed offer,-97.00,USD,2026-05-20 12:00:00 UTC,1',
      'Adjustment,2150001,A renamed offer,-3.00,USD,2026-05-21 12:00:00 UTC,1',
      'Sale,,Thumbnail Lab,0.01,usd,2026-05-31,1',
    ].join('\n');
    const sums = await read(csv);
    expect(sums.platform).toBe('kajabi');
    expect(sums.byCourse.get(2)).toEqual({ enrolments: 3, refunded_enrolments: 1, gross: '97.01', refunds: '97' });
  });

  it('refuses an unknown transaction type with its line', async () => {
    expect(await failure('Transaction Type,Offer Title,Amount,Created At\nSale,Thumbnail Lab,1,2026-05-01\nChargeback,Thumbnail Lab,1,2026-05-02\n')).toEqual({
      code: 'errors.courseExportType',
      params: { line: 3, value: 'Chargeback' },
    });
  });
});

describe('Hahow order list', () => {
  it('reads the Chinese headings, NT$ amounts with thousands, slashed Taiwan dates; a refunded order gives back its amount', async () => {
    const csv = [
      '訂單編號,購買時間,課程名稱,實付金額,訂單狀態',
      'H001,2026/05/01 09:30,從零開始的 YouTube 經營,"NT$2,680",已付款',
      'H002,2026/05/09 21:05,從零開始的 ＹｏｕＴｕｂｅ 經營,NT$1980,已退款',
      'H003,2026/05/10 10:00,從零開始的 YouTube 經營,NT$1980,已取消',
    ].join('\n');
    const sums = await read(csv);
    expect(sums.platform).toBe('hahow');
    // Full-width letters read as their plain form (NFKC); the cancelled order is no sale.
    expect(sums.byCourse.get(3)).toEqual({ enrolments: 2, refunded_enrolments: 1, gross: '4660', refunds: '1980' });
  });
});

describe('a bad row refuses the file with its line', () => {
  it('counts lines from the header (line 1), quoted line breaks included', async () => {
    const csv = 'Product,Purchased At,Final Price,Note\nVideo Editing 101,2026-05-01,10,"two\nlines"\nVideo Editing 101,2026-02-30,10,\n';
    expect(await failure(csv)).toEqual({ code: 'errors.courseExportDate', params: { line: 4, value: '2026-02-30' } });
  });
  it('names an amount it cannot read exactly', async () => {
    expect(await failure('Product,Purchased At,Final Price\nVideo Editing 101,2026-05-01,10.999\n')).toEqual({
      code: 'errors.courseExportAmount',
      params: { line: 2, value: '10.999' },
    });
  });
  it('names a course not in the catalogue, and a currency other than the course’s', async () => {
    expect(await failure('Product,Purchased At,Final Price\nSomeone else’s course,2026-05-01,10\n')).toEqual({
      code: 'errors.courseNotInCatalogue',
      params: { line: 2, course: 'Someone else’s course' },
    });
    expect(await failure('Product,Purchased At,Final Price,Currency\nVideo Editing 101,2026-05-01,10,EUR\n')).toEqual({
      code: 'errors.courseExportCurrency',
      params: { line: 2, currency: 'EUR', expected: 'USD' },
    });
  });
  it('refuses a file of no known platform, an empty file and one that is not UTF-8', async () => {
    expect((await failure('Name,Email\nx,y\n')).code).toBe('errors.courseExportHeader');
    expect((await failure('')).code).toBe('errors.courseExportEmpty');
    await expect(readCourseExport(Readable.from([Buffer.from([0x50, 0x72, 0xff, 0xfe, 0x0a])]), catalogue, '202605')).rejects.toMatchObject({
      code: 'errors.courseExportNotText',
    });
  });
});
