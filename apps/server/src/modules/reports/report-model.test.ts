// The report model from hand-made data: KPIs against the period before with hand-worked changes,
// the revenue section at the frozen rates in each currency, and the file name's parts.
import { describe, expect, it } from 'vitest';
import { contentDisposition, fileSafe, reportFileName } from './file-name.ts';
import { groupDigits, kpiTable, reportWords } from './layout-core.ts';
import type { ReportData } from './report-data.repository.ts';
import { march2026, reportData, reportDay } from '../../../test/report-fixtures.ts';
import { buildReportModel, comparedPeriods } from './report-model.ts';

const base = reportData({
  periodDays: [reportDay('2026-03-01', 300, { subscribers_gained: 2 }), reportDay('2026-03-02', 100)],
  ledger: [
    { year_month: '202601', gross_usd: '100.005', payout_twd: '2000', rate_twd: '32.5' },
    { year_month: '202602', gross_usd: '50', payout_twd: '1000', rate_twd: '32' },
  ],
  rates: [
    { year_month: '202601', currency: 'JPY', rate: '150' },
    { year_month: '202601', currency: 'TWD', rate: '32.5' },
  ],
});
const build = (data: ReportData, currency: 'TWD' | 'USD' | 'JPY') =>
  buildReportModel({
    data,
    language: 'en',
    currency,
    ...march2026,
  });

describe('report model', () => {
  it('KPIs: totals of the days, change against the period before, the days through the data only', () => {
    const m = build(base, 'USD');
    const views = m.kpis.find((k) => k.metric === 'views')!;
    expect(views).toMatchObject({ value: 400, previous: 200, change_percent: 100 });
    expect(m.kpis.find((k) => k.metric === 'subscribersNet')!.value).toBe(2);
    expect(m.series).toHaveLength(31);
    expect(m.comparisonSeries).toHaveLength(28);
    expect(m.audience.insufficient).toBe(true);
  });

  it('the trend agrees with the change beside it, and names the other way the days went (issue 23), in all three files', () => {
    // 400 views against 200 (+100 %), but 300 and 100 on the first two days and none after: the days fall.
    const views = build(base, 'USD').kpis.find((k) => k.metric === 'views')!;
    expect(views).toMatchObject({ change_percent: 100, trend: 'noticeableRise', trend_within: 'noticeableDecline' });
    // The docx, pptx and pdf draw this one table (report-layout.ts): its trend cell says both.
    const trendCell = (language: 'en' | 'ja' | 'zh-TW') => {
      const table = kpiTable([views], reportWords(language));
      return table.kind === 'table' ? table.rows[0]![4]!.text : '';
    };
    expect(trendCell('en')).toBe('Rising clearly; falling clearly within the period');
    expect(trendCell('ja')).toBe('大きく上昇（期間内は大きく下降）');
    expect(trendCell('zh-TW')).toBe('明顯上升（期間內明顯下滑）');
  });

  it('revenue and payout at the frozen rates: USD as posted, TWD at each line’s rate, JPY at the month’s rate; a month without it is named', () => {
    expect(build(base, 'USD').accounting).toMatchObject({ revenue: '150.01', payout: '92.79', missingRates: [] });
    // 100.005 × 32.5 = 3250.1625 → 3250.16; 50 × 32 = 1600; payouts as posted.
    expect(build(base, 'TWD').accounting).toMatchObject({ revenue: '4850.16', payout: '3000.00', missingRates: [] });
    // January only: 100.005 × 150 = 15000.75 → 15001; 2000 / 32.5 × 150 = 9230.769… → 9231.
    const jpy = build(base, 'JPY').accounting!;
    expect(jpy.months[0]).toEqual({ yearMonth: '202601', revenue: '15001', payout: '9231' });
    expect(jpy.months[1]).toEqual({ yearMonth: '202602', revenue: null, payout: null });
    expect(jpy).toMatchObject({ revenue: '15001', payout: '9231', missingRates: ['202602'] });
    expect(build({ ...base, ledger: null }, 'USD').accounting).toBeNull();
  });

  it('file names: channel, period, language; the header carries the UTF-8 name and an ASCII one', () => {
    expect(reportFileName('臺灣 小吃/日記: "Eats"', '季報', '2026-Q3', 'zh-TW', 'pdf')).toBe('臺灣-小吃-日記-Eats_季報_2026-Q3_zh-TW.pdf');
    expect(fileSafe('\u0000..')).toBe('channel');
    expect(contentDisposition('臺灣_季報.pdf', 'report_UC1.pdf')).toBe(
      `attachment; filename="report_UC1.pdf"; filename*=UTF-8''${encodeURIComponent('臺灣_季報.pdf')}`,
    );
    expect(groupDigits('-1234567.50')).toBe('-1,234,567.50');
  });

  it('a period in progress: the days through the data, against as many first days of the period before', () => {
    const days = [reportDay('2026-03-01', 10), reportDay('2026-03-02', 20), reportDay('2026-03-03', 30)];
    const before = [reportDay('2026-02-01', 1), reportDay('2026-02-02', 2), reportDay('2026-02-03', 3), reportDay('2026-02-04', 400)];
    // March against February, with the data through `through`.
    const march = (through: string) =>
      comparedPeriods({
        days,
        range: { start: '2026-03-01', end: '2026-03-31' },
        comparisonDays: before,
        comparison: { start: '2026-02-01', end: '2026-02-28' },
        through,
      });
    const compared = march('2026-03-03');
    expect(compared.toDate).toBe(true);
    expect(compared.range).toEqual({ start: '2026-03-01', end: '2026-03-03' });
    expect(compared.comparison).toEqual({ start: '2026-02-01', end: '2026-02-03' });
    expect(compared.previous.map((d) => d.views)).toEqual([1, 2, 3]);
    const m = build({ ...base, channel: { ...base.channel, data_through: '2026-03-03' }, periodDays: days, comparisonDays: before }, 'USD');
    // 60 views against 6 in the same three days (the fourth day's 400 is not yet comparable): +900%.
    expect(m.kpis.find((k) => k.metric === 'views')).toMatchObject({ value: 60, previous: 6, change_percent: 900 });
    expect(m.toDate).toBe(true);
    // An ended period keeps its whole range and the whole period before.
    const ended = march('2026-04-02');
    expect([ended.toDate, ended.range.end, ended.comparison.end, ended.previous.length]).toEqual([false, '2026-03-31', '2026-02-28', 28]);
  });
});
