// What the courses page shows and does, as plain functions: the upload's steps (sending with its
// progress, a queued upload being processed, its result or the first bad row's line, a month with no
// sales that asks to be confirmed), the revenue totals per currency and the months' chart.
import { sum, type CourseRevenueItem, type CourseUploadResult, type Currency, type EndpointOutput } from '@chorus/contract';
import type { CourseUploadAnswer } from './api.ts';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'sending'; file: File; percent: number }
  | { phase: 'processing'; file: File; uploadId: string }
  | { phase: 'done'; result: CourseUploadResult }
  | { phase: 'failed'; message: string; line: number | null }
  /** The file has no sale in the month: sent again with confirm_empty when the person says so. */
  | { phase: 'empty'; file: File; message: string };

export type UploadEvent =
  | { type: 'send'; file: File }
  | { type: 'progress'; sent: number; total: number }
  | { type: 'answered'; answer: CourseUploadAnswer }
  | { type: 'finished'; results: CourseUploadResult[] }
  | { type: 'refused'; message: string }
  | { type: 'reset' };

export const initialUpload: UploadState = { phase: 'idle' };

function settled(file: File | null, result: CourseUploadResult | undefined, fallback: string): UploadState {
  if (!result) return { phase: 'failed', message: fallback, line: null };
  if (result.status === 'done') return { phase: 'done', result };
  if (result.code === 'errors.courseExportNoSales' && file) return { phase: 'empty', file, message: result.reason ?? fallback };
  return { phase: 'failed', message: result.reason ?? fallback, line: result.line };
}

const fileOf = (state: UploadState) => ('file' in state ? state.file : null);

export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'send':
      return { phase: 'sending', file: event.file, percent: 0 };
    case 'progress':
      return state.phase === 'sending' ? { ...state, percent: event.total > 0 ? Math.floor((event.sent / event.total) * 100) : 0 } : state;
    case 'answered':
      if ('upload_id' in event.answer) return state.phase === 'sending' ? { phase: 'processing', file: state.file, uploadId: event.answer.upload_id } : state;
      return settled(fileOf(state), event.answer.results[0], '');
    case 'finished':
      return settled(fileOf(state), event.results[0], '');
    case 'refused':
      return { phase: 'failed', message: event.message, line: null };
    case 'reset':
      return initialUpload;
  }
}

export type RevenueTotal = { currency: Currency; enrolments: number; gross: string; refunds: string; net: string };

/** A month's courses summed per currency (a channel may sell in TWD and USD: never added together). */
export function revenueTotals(items: readonly CourseRevenueItem[]): RevenueTotal[] {
  const currencies = [...new Set(items.map((i) => i.currency))].sort();
  return currencies.map((currency) => {
    const rows = items.filter((i) => i.currency === currency);
    return {
      currency,
      enrolments: rows.reduce((n, r) => n + r.enrolments, 0),
      gross: sum(rows.map((r) => r.gross)),
      refunds: sum(rows.map((r) => r.refunds)),
      net: sum(rows.map((r) => r.net)),
    };
  });
}

export type CourseMonth = EndpointOutput<'coursesRevenueMonths'>['items'][number];

/** The currencies a channel's months are in (each drawn on its own chart: amounts in two currencies are never added). */
export const monthCurrencies = (items: readonly CourseMonth[]): Currency[] => [...new Set(items.map((i) => i.currency))].sort();

/** One currency's net revenue and refunds for each month of the range; a month without sales has no figure. */
export function monthSeries(items: readonly CourseMonth[], months: readonly string[], currency: Currency) {
  const of = (month: string) => items.find((i) => i.month === month && i.currency === currency);
  return { net: months.map((m) => of(m)?.net ?? null), refunds: months.map((m) => of(m)?.refunds ?? null) };
}
