// @vitest-environment jsdom
// The progress bar's polling, run through the app's read hook with fake timers: about once a
// second while the job is queued or running, and no more once it has ended or is not found.
import type { JobProgress } from '@chorus/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryWrapper } from '../../test/query-wrapper.tsx';
import { ApiError } from '../lib/api-client.ts';
import { pollDelay, progressCount, progressPercent, useJobProgress } from './job-progress-query.ts';

const progress = (state: JobProgress['state'], done = 0, total: number | null = null): JobProgress => ({
  id: 'job-1',
  name: 'test',
  label: null,
  state,
  done,
  total,
  message: null,
  started_at: null,
  updated_at: '2026-01-01T00:00:00.000Z',
  finished_at: null,
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const json = (body: object, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Observes the job as the component does; answers the times (ms from the start) the server was asked. */
async function pollFor(answers: (JobProgress | Error)[], ms: number): Promise<number[]> {
  const asked: number[] = [];
  const start = Date.now();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url).toBe('/api/v1/jobs/job-1');
      asked.push(Date.now() - start);
      const answer = answers[Math.min(asked.length - 1, answers.length - 1)]!;
      if (answer instanceof ApiError) return json({ error: { code: answer.code, message: answer.message } }, answer.status);
      if (answer instanceof Error) throw answer;
      return json(answer);
    }),
  );
  const { unmount } = renderHook(() => useJobProgress('job-1'), queryWrapper());
  await act(() => vi.advanceTimersByTimeAsync(ms));
  unmount();
  return asked;
}

describe('the job progress polling', () => {
  it('asks about once a second while the job is queued or running, and stops when it is done', async () => {
    const asked = await pollFor([progress('queued'), progress('running', 1, 3), progress('running', 2, 3), progress('done', 3, 3)], 10_000);
    expect(asked).toEqual([0, 1000, 2000, 3000]);
  });

  it('stops when the job has failed', async () => {
    expect(await pollFor([progress('running', 1, 3), progress('failed', 1, 3)], 10_000)).toEqual([0, 1000]);
  });

  it('stops when the server has no such job for this person', async () => {
    expect(await pollFor([new ApiError(404, 'errors.notFound', 'Not found')], 10_000)).toEqual([0]);
  });

  it('keeps asking through a network failure', async () => {
    expect(await pollFor([new TypeError('Failed to fetch'), progress('done', 1, 1)], 10_000)).toEqual([0, 1000]);
  });
});

describe('pollDelay and progressPercent', () => {
  it('poll before the first answer and while the job goes on', () => {
    expect(pollDelay(undefined, null)).toBe(1000);
    expect(pollDelay(progress('running'), null)).toBe(1000);
    expect(pollDelay(progress('done'), null)).toBe(false);
  });

  it('give the share done, or null while the size is unknown', () => {
    expect(progressPercent(progress('running', 1, 4))).toBe(25);
    expect(progressPercent(progress('running', 5, null))).toBeNull();
    expect(progressPercent(progress('running', 0, 0))).toBe(0);
    expect(progressPercent(progress('running', 7, 5))).toBe(100);
    expect(progressPercent(progress('done', 2, null))).toBe(100);
  });
});

describe('progressCount', () => {
  it('says done of total, done alone without a total, and nothing for a job with nothing to do', () => {
    expect(progressCount(progress('running', 3, 10))).toEqual({ done: 3, total: 10 });
    expect(progressCount(progress('running', 7))).toEqual({ done: 7, total: null });
    expect(progressCount(progress('done', 0, 0))).toBeNull();
    expect(progressCount(progress('done', 10, 10))).toEqual({ done: 10, total: 10 });
  });
});
