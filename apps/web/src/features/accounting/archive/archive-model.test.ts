import type { ArchiveItem } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import { archiveRows, expiryWarning, periodText, reportTypeLabel, sizeText } from './archive-model.ts';

const item = (over: Partial<ArchiveItem>): ArchiveItem => ({
  file_id: 'f1',
  report_type: 'video_summary',
  version: 'v1-1',
  period_start: '2026-03-01',
  period_end: '2026-03-31',
  source: 'upload',
  sha256: 'ab'.repeat(32),
  received_at: '2026-04-03T02:10:00.000Z',
  file_name: 'YouTube_Chorus_M_20260301_video_summary_v1-1.csv',
  bytes: 2048,
  youtube_create_time: null,
  import_status: null,
  import_error: null,
  ...over,
});

describe('periodText', () => {
  it('reads a whole month as the month, one day as the day, anything else as a range', () => {
    expect(periodText('2026-02-01', '2026-02-28')).toBe('2026-02');
    expect(periodText('2024-02-01', '2024-02-29')).toBe('2024-02');
    expect(periodText('2026-02-01', '2026-02-27')).toBe('2026-02-01 – 2026-02-27');
    expect(periodText('2026-03-14', '2026-03-14')).toBe('2026-03-14');
  });
});

describe('reportTypeLabel', () => {
  it('names CMS and Reporting API types, and any other as "other report" (never its code)', () => {
    expect(reportTypeLabel('red_music_asset')).toBe('accounting:archive.types.red_music_asset');
    expect(reportTypeLabel('content_owner_tax_withholding_a1')).toBe('accounting:archive.types.content_owner_tax_withholding_a1');
    expect(reportTypeLabel('content_owner_basic_a4')).toBe('accounting:archive.types.other');
  });
});

describe('archiveRows', () => {
  it('orders by period, type and delivery; shortens the hash; marks a backfilled delivery as superseded', () => {
    const rows = archiveRows([
      item({
        file_id: 'day2-late',
        source: 'reporting_api',
        report_type: 'content_owner_estimated_revenue_a1',
        version: 'a1',
        period_start: '2026-03-02',
        period_end: '2026-03-02',
        youtube_create_time: '2026-03-20T10:00:00.000Z',
        sha256: `c${'0'.repeat(63)}`,
      }),
      item({
        file_id: 'day2-early',
        source: 'reporting_api',
        report_type: 'content_owner_estimated_revenue_a1',
        version: 'a1',
        period_start: '2026-03-02',
        period_end: '2026-03-02',
        youtube_create_time: '2026-03-04T10:00:00.000Z',
      }),
      item({ file_id: 'month' }),
    ]);
    expect(rows.map((r) => [r.id, r.period, r.superseded])).toEqual([
      ['month', '2026-03', false],
      ['day2-early', '2026-03-02', true],
      ['day2-late', '2026-03-02', false],
    ]);
    expect(rows[2]).toMatchObject({
      shaShort: 'c00000000000',
      typeLabel: 'accounting:archive.types.content_owner_estimated_revenue_a1',
      version: 'a1',
      source: 'reporting_api',
    });
    expect(rows[0]).toMatchObject({ fileName: 'YouTube_Chorus_M_20260301_video_summary_v1-1.csv', bytes: 2048 });
  });

  it('keeps two uploads of one month as they came, the later one current', () => {
    const rows = archiveRows([item({ file_id: 'b', received_at: '2026-04-05T00:00:00.000Z' }), item({ file_id: 'a' })]);
    expect(rows.map((r) => [r.id, r.superseded])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });
});

describe('archiveRows import state', () => {
  it('says whether a downloaded file was imported, or why its month refused it; uploads say nothing', () => {
    const rows = archiveRows([
      item({ file_id: 'ok', source: 'reporting_api', report_type: 'content_owner_ad_revenue_raw_a1', import_status: 'done' }),
      item({
        file_id: 'no',
        source: 'reporting_api',
        report_type: 'content_owner_tax_withholding_a1',
        import_status: 'failed',
        import_error: { code: 'errors.accountingMonthClosed', params: { month: '2026-03' } },
      }),
      item({ file_id: 'up' }),
    ]);
    expect(rows.map((r) => r.id)).toEqual(['up', 'ok', 'no']);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.imported]))).toEqual({
      up: null,
      ok: { ok: true },
      no: { ok: false, reason: 'messages:errors.accountingMonthClosed', params: { month: '2026-03' } },
    });
  });
});

describe('expiryWarning', () => {
  const now = new Date('2026-11-29T03:00:00Z');
  it('is nothing when no report is at risk', () => {
    expect(expiryWarning([], now)).toBeNull();
  });

  it('counts the reports at risk, the days to the first deletion ahead, and those already deleted', () => {
    const warning = expiryWarning(
      [
        {
          report_id: 'r2',
          report_type: 'content_owner_payments_summary_a1',
          period_start: '2026-09-01',
          period_end: '2026-09-30',
          expires_at: '2026-12-03T02:00:00Z',
        },
        {
          report_id: 'r1',
          report_type: 'content_owner_tax_withholding_a1',
          period_start: '2026-08-01',
          period_end: '2026-08-31',
          expires_at: '2026-11-28T00:00:00Z',
        },
      ],
      now,
    );
    expect(warning).toMatchObject({ count: 2, deleted: 1, daysLeft: 3 });
    expect(warning!.reports.map((r) => [r.id, r.period, r.deleted])).toEqual([
      ['r1', '2026-08', true],
      ['r2', '2026-09', false],
    ]);
    expect(
      expiryWarning([{ report_id: 'r1', report_type: 'x', period_start: '2026-08-01', period_end: '2026-08-01', expires_at: '2026-11-01T00:00:00Z' }], now),
    ).toMatchObject({
      daysLeft: null,
      deleted: 1,
    });
  });
});

describe('sizeText', () => {
  it('says bytes, KB, MB and GB', () => {
    expect(sizeText(512)).toEqual({ key: 'B', value: 512 });
    expect(sizeText(2048)).toEqual({ key: 'KB', value: 2 });
    expect(sizeText(734 * 1024 * 1024 + 52 * 1024 * 1024)).toEqual({ key: 'MB', value: 786 });
    expect(sizeText(2 * 1024 ** 3)).toEqual({ key: 'GB', value: 2 });
  });
});
