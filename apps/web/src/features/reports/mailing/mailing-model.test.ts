// @vitest-environment jsdom
// The mailing screens' rules: the default quarter (spec 9), the quarters offered, a run's progress
// and state, when polling stops, the months without a rate, and recipients typed as chips.
import { latestEndedSelection, type ReportRun } from '@chorus/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryWrapper } from '../../../../test/query-wrapper.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import {
  addRecipients,
  canResendFailed,
  canResume,
  fieldsByTop,
  missingRates,
  monthText,
  quarterChoices,
  rateText,
  runPercent,
  runPollDelay,
  runSignature,
  runStarter,
  runState,
  splitAddresses,
} from './mailing-model.ts';
import { useRun } from './api.ts';

const run = (over: Partial<ReportRun> & { ch?: Partial<ReportRun['channels']>; msg?: Partial<ReportRun['messages']> } = {}): ReportRun => {
  const { ch, msg, ...rest } = over;
  return {
    id: '7',
    kind: 'manual',
    period: 'quarterly',
    period_code: '2026-Q3',
    created_at: '2026-10-01T00:00:00.000Z',
    created_by: '3',
    created_by_name: 'Demo Staff',
    finished_at: null,
    channels: { total: 4, done: 0, failed: 0, ...ch },
    messages: { total: 8, sent: 0, failed: 0, pending: 8, resendable: 0, ...msg },
    ...rest,
  };
};

describe('the quarter a send covers', () => {
  it('offers only ended quarters, newest first, the default first', () => {
    const choices = quarterChoices({ year: 2026, quarter: 3 }, 2);
    expect(choices[0]).toEqual({ year: 2026, quarter: 3 });
    expect(choices.map((q) => `${q.year}-${q.quarter}`)).toEqual(['2026-3', '2026-2', '2026-1', '2025-4', '2025-3', '2025-2', '2025-1']);
  });
});

describe("the choices follow the server's quarter (Taiwan's calendar), not the browser's UTC day", () => {
  it('offers 2026-Q4 from 00:00 on 1 January 2027 in Taiwan, while it is still 31 December in UTC', () => {
    // The server answers 2026-Q4 then (quarters.ts); the browser's UTC day would say 2026-Q3.
    expect(latestEndedSelection('quarterly', '2026-12-31')).toMatchObject({ year: 2026, index: 3 });
    expect(quarterChoices({ year: 2026, quarter: 4 }, 1)[0]).toEqual({ year: 2026, quarter: 4 });
  });
});

describe('a run', () => {
  it('counts done channels (those with failed mails among them) towards its progress', () => {
    expect(runPercent(run())).toBe(0);
    expect(runPercent(run({ ch: { done: 2, failed: 1 } }))).toBe(50);
    expect(runPercent(run({ ch: { done: 4, failed: 4 } }))).toBe(100);
    expect(runPercent(run({ ch: { total: 0 } }))).toBe(0);
    expect(runPercent(run({ ch: { total: 0 }, finished_at: '2026-10-01T00:01:00.000Z' }))).toBe(100);
  });

  it('says running until it has finished, then all sent, some failed or failed', () => {
    const end = '2026-10-01T00:01:00.000Z';
    expect(runState(run({ ch: { done: 4 }, msg: { sent: 8, pending: 0 } }))).toBe('running');
    expect(runState(run({ finished_at: end, ch: { done: 4 }, msg: { sent: 8, pending: 0 } }))).toBe('done');
    expect(runState(run({ finished_at: end, ch: { done: 4, failed: 1 }, msg: { sent: 7, failed: 1, pending: 0 } }))).toBe('partial');
    expect(runState(run({ finished_at: end, ch: { done: 4, failed: 4 }, msg: { failed: 8, pending: 0 } }))).toBe('failed');
    // Every recipient had the quarter's report already: a run with nothing in it.
    expect(runState(run({ finished_at: end, ch: { total: 0 }, msg: { total: 0, pending: 0 } }))).toBe('empty');
  });

  it('may be resumed when unfinished and stalled, and its failed mails resent once finished', () => {
    const end = '2026-10-01T00:01:00.000Z';
    expect(canResume(run(), true)).toBe(true);
    expect(canResume(run(), false)).toBe(false);
    expect(canResume(run({ finished_at: end, ch: { done: 4 }, msg: { sent: 8, pending: 0 } }), true)).toBe(false);
    expect(canResume(run({ finished_at: end, ch: { done: 4, failed: 1 }, msg: { sent: 6, failed: 2, pending: 0 } }), true)).toBe(false);
    expect(runSignature(run({ ch: { done: 1 } }))).not.toBe(runSignature(run({ ch: { done: 2 } })));
    expect(runSignature(run({ msg: { sent: 1, pending: 7 } }))).not.toBe(runSignature(run()));
    expect(runSignature(run({ created_at: '2026-11-01T00:00:00.000Z' }))).toBe(runSignature(run()));
    expect(canResendFailed(run({ finished_at: end, msg: { sent: 6, failed: 2, pending: 0, resendable: 2 } }))).toBe(true);
    // Issue 23: failed mails sent since (or waiting in another run) are nothing to resend: not offered.
    expect(canResendFailed(run({ finished_at: end, msg: { sent: 6, failed: 2, pending: 0, resendable: 0 } }))).toBe(false);
    expect(canResendFailed(run({ finished_at: end, msg: { sent: 8, pending: 0 } }))).toBe(false);
  });

  it('names its starter: you, another person by name, or the schedule; nobody for a removed starter', () => {
    expect(runStarter(run({ created_by: '3', created_by_name: 'Demo Staff' }), 3)).toEqual({ you: true });
    expect(runStarter(run({ created_by: '12', created_by_name: 'Demo Finance' }), 3)).toEqual({ name: 'Demo Finance' });
    expect(runStarter(run({ kind: 'scheduled', created_by: null, created_by_name: null }), 3)).toEqual({ scheduled: true });
    // A manual run whose starter was removed (created_by set to null by the database): nobody to name.
    expect(runStarter(run({ kind: 'manual', created_by: null, created_by_name: null }), 3)).toBeNull();
    // An id without a name is never shown as such.
    expect(runStarter(run({ created_by: '12', created_by_name: null }), 3)).toBeNull();
  });

  it('is asked about again while unfinished, and no more once finished or refused', () => {
    expect(runPollDelay(undefined, null)).toBe(1500);
    expect(runPollDelay(run(), null)).toBe(1500);
    expect(runPollDelay(run({ finished_at: '2026-10-01T00:01:00.000Z' }), null)).toBe(false);
    expect(runPollDelay(run(), new ApiError(404, 'errors.notFound', 'not found'))).toBe(false);
    expect(runPollDelay(run(), new ApiError(503, 'errors.unavailable', 'busy'))).toBe(1500);
  });
});

describe('the run read', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** Reads run 7 as the run card does, from the list's row; answers the times (ms from the start) the server was asked. */
  async function pollFor(answers: ReportRun[], initial: ReportRun, ms: number) {
    const asked: number[] = [];
    const start = Date.now();
    const answer = (body: ReportRun) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        expect(url).toBe('/api/v1/reports/mailing/runs/7');
        asked.push(Date.now() - start);
        return answer(answers[Math.min(asked.length - 1, answers.length - 1)]!);
      }),
    );
    const { result, unmount } = renderHook(() => useRun('7', initial), queryWrapper());
    await act(() => vi.advanceTimersByTimeAsync(ms));
    const last = result.current.data;
    unmount();
    return { asked, last };
  }

  it('polls an unfinished run every 1.5 s until it finishes, starting at once from the list row', async () => {
    const answers = [run({ ch: { done: 1 } }), run({ ch: { done: 3 } }), run({ ch: { done: 4 }, finished_at: '2026-10-01T00:01:00.000Z' })];
    const { asked, last } = await pollFor(answers, run(), 10_000);
    expect(asked).toEqual([0, 1500, 3000]);
    expect(last?.channels.done).toBe(4);
  });

  it('does not ask about a run the list already shows finished', async () => {
    const { asked, last } = await pollFor([run()], run({ finished_at: '2026-10-01T00:01:00.000Z' }), 5000);
    expect(asked).toEqual([]);
    expect(last?.finished_at).toBe('2026-10-01T00:01:00.000Z');
  });
});

describe('the accounting rates', () => {
  it('names the months without a rate, in month order', () => {
    const missing = missingRates([
      { month: '202609', currency: 'TWD', rate: null },
      { month: '202607', currency: 'TWD', rate: '32.1' },
      { month: '202608', currency: 'JPY', rate: null },
    ]);
    expect(missing.map((r) => `${monthText(r.month)} ${r.currency}`)).toEqual(['2026-08 JPY', '2026-09 TWD']);
    expect(monthText('2026-07')).toBe('2026-07');
  });

  it('shows a rate without trailing zeros, as text', () => {
    expect(rateText('32.300000')).toBe('32.3');
    expect(rateText('150.000000')).toBe('150');
    expect(rateText('0.006700')).toBe('0.0067');
    expect(rateText('100')).toBe('100');
  });
});

describe('recipients typed as chips', () => {
  it('splits on commas, semicolons, spaces, new lines and full-width separators', () => {
    expect(splitAddresses(' a@x.tw, b@x.tw;c@x.tw\nd@x.tw，e@x.tw、f@x.tw ')).toEqual(['a@x.tw', 'b@x.tw', 'c@x.tw', 'd@x.tw', 'e@x.tw', 'f@x.tw']);
  });

  it('keeps valid new addresses in lower case once, and reports the rest', () => {
    const check = addRecipients(['a@x.tw'], 'A@X.tw, B@x.tw nope b@x.tw');
    expect(check).toEqual({ list: ['a@x.tw', 'b@x.tw'], invalid: ['nope'], over: 0 });
  });

  it('stops at the limit', () => {
    const current = Array.from({ length: 19 }, (_, i) => `r${i}@x.tw`);
    const check = addRecipients(current, 'new1@x.tw new2@x.tw new3@x.tw');
    expect(check.list).toHaveLength(20);
    expect(check.list.at(-1)).toBe('new1@x.tw');
    expect(check.over).toBe(2);
  });
});

describe("the server's field messages", () => {
  it('belong to the top field, the first message winning', () => {
    expect(fieldsByTop({ 'recipients.2': 'bad address', recipients: 'too many', formats: 'choose one' })).toEqual({
      recipients: 'bad address',
      formats: 'choose one',
    });
  });
});
