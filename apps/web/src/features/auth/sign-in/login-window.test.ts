import { LOGIN_WINDOW_BLOCK_SECONDS } from '@chorus/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { createLoginWindow, mmss, type LoginWindowState } from './login-window.ts';

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

function watched(requestChallenge: () => Promise<{ challenge: string; expires_in: number }>) {
  const states: LoginWindowState[] = [];
  const window = createLoginWindow({ requestChallenge, onChange: (state) => states.push(state) });
  return { window, states };
}

describe('the sign-in window', () => {
  it('opens with the challenge and counts down each second', async () => {
    const { window, states } = watched(async () => ({ challenge: 'c1', expires_in: 180 }));
    await window.open();
    expect(states[0]).toEqual({ phase: 'opening' });
    expect(window.state).toEqual({ phase: 'open', challenge: 'c1', secondsLeft: 180 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(window.state).toEqual({ phase: 'open', challenge: 'c1', secondsLeft: 179 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(window.state).toEqual({ phase: 'open', challenge: 'c1', secondsLeft: 119 });
  });

  it('pauses for 3 minutes when the window runs out, then opens a new one', async () => {
    let asked = 0;
    const { window } = watched(async () => ({ challenge: `c${++asked}`, expires_in: 180 }));
    await window.open();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(window.state).toEqual({ phase: 'paused', secondsLeft: LOGIN_WINDOW_BLOCK_SECONDS });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(window.state).toEqual({ phase: 'paused', secondsLeft: LOGIN_WINDOW_BLOCK_SECONDS - 60 });
    expect(asked).toBe(1);
    await vi.advanceTimersByTimeAsync(LOGIN_WINDOW_BLOCK_SECONDS * 1000);
    expect(asked).toBe(2);
    expect(window.state).toMatchObject({ phase: 'open', challenge: 'c2' });
  });

  it('waits as long as the server says when it refuses a new window (429)', async () => {
    const { window } = watched(async () => {
      throw new ApiError(429, 'errors.tooManyRequests', 'Too many', {}, 42);
    });
    await window.open();
    expect(window.state).toEqual({ phase: 'paused', secondsLeft: 42 });
  });

  it('shows why when the window cannot be opened', async () => {
    const { window } = watched(async () => {
      throw new ApiError(500, 'errors.generic', '發生錯誤，請稍後再試');
    });
    await window.open();
    expect(window.state).toEqual({ phase: 'failed', message: '發生錯誤，請稍後再試' });
    // Nothing counts while it failed.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(window.state).toEqual({ phase: 'failed', message: '發生錯誤，請稍後再試' });
  });

  it('pauses when told to (the server said the window ran out) and counts that pause down', async () => {
    const { window } = watched(async () => ({ challenge: 'c1', expires_in: 180 }));
    await window.open();
    window.pause(90);
    expect(window.state).toEqual({ phase: 'paused', secondsLeft: 90 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(window.state).toEqual({ phase: 'paused', secondsLeft: 60 });
  });

  it('keeps only the answer of the latest request when a window is asked for twice', async () => {
    const answers: ((value: { challenge: string; expires_in: number }) => void)[] = [];
    const { window } = watched(() => new Promise((resolve) => answers.push(resolve)));
    const first = window.open();
    const second = window.open();
    answers[1]!({ challenge: 'new', expires_in: 180 });
    await second;
    answers[0]!({ challenge: 'old', expires_in: 180 });
    await first;
    expect(window.state).toMatchObject({ phase: 'open', challenge: 'new' });
  });
});

describe('mmss', () => {
  it('writes seconds as minutes and two-digit seconds', () => {
    expect(mmss(180)).toBe('3:00');
    expect(mmss(65)).toBe('1:05');
    expect(mmss(9)).toBe('0:09');
  });
});
