import type { CourseRevenueItem, CourseUploadResult } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import { initialUpload, monthSeries, revenueTotals, uploadReducer, type UploadState } from './courses-model.ts';

const file = new File(['x'], 'teachable.csv');
const result = (over: Partial<CourseUploadResult>): CourseUploadResult => ({
  file_name: 'teachable.csv',
  platform: 'teachable',
  year_month: '202610',
  records_created: 2,
  records_replaced: 0,
  rows_outside_month: 0,
  status: 'done',
  reason: null,
  code: null,
  line: null,
  ...over,
});
const run = (...events: Parameters<typeof uploadReducer>[1][]): UploadState => events.reduce(uploadReducer, initialUpload);

describe('the course upload steps', () => {
  it('counts the bytes sent in whole percent, then shows the result of a 200', () => {
    expect(run({ type: 'send', file }, { type: 'progress', sent: 1, total: 3 })).toEqual({ phase: 'sending', file, percent: 33 });
    expect(run({ type: 'send', file }, { type: 'answered', answer: { results: [result({})] } })).toEqual({ phase: 'done', result: result({}) });
  });

  it('keeps the first bad row’s line and the server’s translated reason', () => {
    const bad = result({ status: 'failed', code: 'errors.courseExportAmount', reason: 'Line 7: the amount "abc" cannot be read.', line: 7 });
    expect(run({ type: 'send', file }, { type: 'answered', answer: { results: [bad] } })).toEqual({
      phase: 'failed',
      message: 'Line 7: the amount "abc" cannot be read.',
      line: 7,
    });
  });

  it('asks to confirm a month without sales, with the file to send again', () => {
    const empty = result({ status: 'failed', code: 'errors.courseExportNoSales', reason: 'No sales in 2026-10.' });
    expect(run({ type: 'send', file }, { type: 'answered', answer: { results: [empty] } })).toEqual({ phase: 'empty', file, message: 'No sales in 2026-10.' });
  });

  it('waits on a 202 for the queued upload, then takes its results', () => {
    const queued = run({ type: 'send', file }, { type: 'answered', answer: { upload_id: '0b6f7a44-3c2e-4e0f-9d7e-5c1a2b3c4d5e' } });
    expect(queued).toEqual({ phase: 'processing', file, uploadId: '0b6f7a44-3c2e-4e0f-9d7e-5c1a2b3c4d5e' });
    expect(uploadReducer(queued, { type: 'finished', results: [result({ records_created: 5 })] })).toEqual({
      phase: 'done',
      result: result({ records_created: 5 }),
    });
  });
});

describe('course revenue sums', () => {
  const item = (over: Partial<CourseRevenueItem>): CourseRevenueItem => ({
    channel_id: 'UC1',
    course_id: 1,
    title: 'A',
    enrolments: 1,
    gross: '0',
    refunds: '0',
    net: '0',
    currency: 'TWD',
    ...over,
  });

  it('sums each currency apart and exactly (never TWD and USD together, never a float)', () => {
    const totals = revenueTotals([
      item({ enrolments: 3, gross: '4800', refunds: '1600', net: '3200' }),
      item({ course_id: 2, enrolments: 2, gross: '0.10', refunds: '0', net: '0.10', currency: 'USD' }),
      item({ course_id: 3, enrolments: 1, gross: '0.20', refunds: '0', net: '0.20', currency: 'USD' }),
      item({ course_id: 4, enrolments: 5, gross: '1624.5', refunds: '0', net: '1624.5' }),
    ]);
    expect(totals).toEqual([
      { currency: 'TWD', enrolments: 8, gross: '6424.5', refunds: '1600', net: '4824.5' },
      { currency: 'USD', enrolments: 3, gross: '0.3', refunds: '0', net: '0.3' },
    ]);
  });

  it('leaves a month without sales empty in the chart, not zero', () => {
    const months = [
      { month: '202609', enrolments: 2, refunded_enrolments: 0, gross: '100', refunds: '0', net: '100', currency: 'USD' as const },
      { month: '202611', enrolments: 1, refunded_enrolments: 1, gross: '50', refunds: '50', net: '0', currency: 'USD' as const },
    ];
    expect(monthSeries(months, ['202609', '202610', '202611'], 'USD')).toEqual({ net: ['100', null, '0'], refunds: ['0', null, '50'] });
  });
});
