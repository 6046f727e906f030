// The progress reporter's throttle: at most one write per interval, the latest values in each, and
// the last values always handed over at the end.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThrottledProgress, type ProgressValues } from './progress-reporter.ts';

let writes: { at: number; values: ProgressValues }[];
const write = async (values: ProgressValues) => {
  writes.push({ at: Date.now(), values });
};

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  writes = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the progress reporter', () => {
  it('writes at most once a second, with the latest values', async () => {
    const progress = new ThrottledProgress(write);
    for (let i = 1; i <= 3000; i++) {
      progress.set(i, 3000);
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(writes.map((w) => w.at)).toEqual([1000, 2000, 3000]);
    expect(writes.map((w) => w.values.done)).toEqual([1000, 2000, 3000]);
    expect(writes.every((w, i) => i === 0 || w.at - writes[i - 1]!.at >= 1000)).toBe(true);
  });

  it('writes nothing before the first second (the registry has just written the row)', async () => {
    const progress = new ThrottledProgress(write);
    progress.set(1, 10);
    await vi.advanceTimersByTimeAsync(999);
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toEqual([{ at: 1000, values: { done: 1, total: 10, message: null } }]);
  });

  it('keeps the message until another is set, with its parameters', async () => {
    const progress = new ThrottledProgress(write);
    progress.set(1, null, 'jobs.reading', { file: 'a.csv' });
    await vi.advanceTimersByTimeAsync(1000);
    progress.set(2, 5);
    await vi.advanceTimersByTimeAsync(1000);
    expect(writes.map((w) => w.values)).toEqual([
      { done: 1, total: null, message: { key: 'jobs.reading', params: { file: 'a.csv' } } },
      { done: 2, total: 5, message: { key: 'jobs.reading', params: { file: 'a.csv' } } },
    ]);
  });

  it('hands over the last values at the end, written or not, and writes nothing after', async () => {
    const progress = new ThrottledProgress(write);
    progress.set(5, 10);
    await vi.advanceTimersByTimeAsync(1000);
    progress.set(9, 10);
    expect(await progress.finish()).toEqual({ done: 9, total: 10, message: null });
    progress.set(10, 10);
    await vi.advanceTimersByTimeAsync(5000);
    expect(writes.map((w) => w.values.done)).toEqual([5]);
  });

  it('waits for a write under way before handing over, and never writes two at once', async () => {
    let release: () => void = () => {};
    let running = 0;
    let most = 0;
    const slow = async (values: ProgressValues) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => (release = resolve));
      running -= 1;
      writes.push({ at: Date.now(), values });
    };
    const progress = new ThrottledProgress(slow);
    progress.set(1, 3);
    await vi.advanceTimersByTimeAsync(1000);
    progress.set(2, 3);
    await vi.advanceTimersByTimeAsync(3000);
    const finished = progress.finish();
    release();
    expect(await finished).toEqual({ done: 2, total: 3, message: null });
    expect(most).toBe(1);
    expect(writes.map((w) => w.values.done)).toEqual([1]);
  });

  it('hands over null when nothing was reported', async () => {
    expect(await new ThrottledProgress(write).finish()).toBeNull();
    expect(writes).toEqual([]);
  });
});
