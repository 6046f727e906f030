import { describe, expect, it } from 'vitest';
import { answerBody, formatDay, reportListQuery, reportStatusColor } from './others-model.ts';

describe('reportListQuery', () => {
  it.each([
    ['', 0, 10, { status: undefined, page: 1, page_size: 10 }],
    ['open', 2, 25, { status: 'open', page: 3, page_size: 25 }],
    ['rejected', 0, 50, { status: 'rejected', page: 1, page_size: 50 }],
  ] as const)('%j page %j of %j', (status, page, size, expected) => {
    expect(reportListQuery(status, page, size)).toEqual(expected);
  });
});

describe('answerBody', () => {
  it.each([
    ['resolved', '2026-12-01', ' Fixed. ', { status: 'resolved', estimated_completion_date: '2026-12-01', response: 'Fixed.' }],
    ['in_progress', '', '   ', { status: 'in_progress', estimated_completion_date: null, response: null }],
    ['open', '', '', { status: 'open', estimated_completion_date: null, response: null }],
  ] as const)('%j %j %j', (status, eta, response, expected) => {
    expect(answerBody(status, eta, response)).toEqual(expected);
  });
});

describe('formatDay', () => {
  it.each([
    ['2026-12-01', 'en', 'Dec 1, 2026'],
    ['2026-01-31', 'ja', '2026/01/31'],
    ['2026-01-31', 'zh-TW', '2026年1月31日'],
    [null, 'en', '—'],
  ])('%j in %j', (day, language, expected) => {
    expect(formatDay(day, language)).toBe(expected);
  });
});

it('colours every status', () => {
  expect(reportStatusColor).toEqual({ open: 'info', in_progress: 'warning', resolved: 'success', rejected: 'default' });
});
