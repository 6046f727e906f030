// The 3-minute sign-in window (spec 9): a challenge from the server, a countdown, and when it runs
// out a 3-minute pause before a new window opens. A 429 on the challenge (too many windows asked
// for) pauses for as long as the server says.
import { LOGIN_WINDOW_BLOCK_SECONDS } from '@chorus/contract';
import { ApiError } from '../../../lib/api-error.ts';

export type LoginWindowState =
  | { phase: 'opening' }
  | { phase: 'open'; challenge: string; secondsLeft: number }
  | { phase: 'paused'; secondsLeft: number }
  | { phase: 'failed'; message: string };

type Options = {
  /** Asks the server for a new window. */
  requestChallenge: () => Promise<{ challenge: string; expires_in: number }>;
  /** Called with every new state (and once a second with the countdown). */
  onChange: (state: LoginWindowState) => void;
  now?: () => number;
};

const TICK_MS = 250;

export function createLoginWindow({ requestChallenge, onChange, now = Date.now }: Options) {
  let state: LoginWindowState = { phase: 'opening' };
  let deadline = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  // Only the latest request's answer counts (a window reopened while one was being asked for).
  let request = 0;

  const set = (next: LoginWindowState) => {
    state = next;
    const counting = next.phase === 'open' || next.phase === 'paused';
    if (counting && timer === null) timer = setInterval(tick, TICK_MS);
    if (!counting && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
    onChange(next);
  };

  const pause = (seconds: number) => {
    deadline = now() + seconds * 1000;
    set({ phase: 'paused', secondsLeft: seconds });
  };

  async function open(): Promise<void> {
    const mine = ++request;
    set({ phase: 'opening' });
    try {
      const window = await requestChallenge();
      if (mine !== request) return;
      deadline = now() + window.expires_in * 1000;
      set({ phase: 'open', challenge: window.challenge, secondsLeft: window.expires_in });
    } catch (error) {
      if (mine !== request) return;
      if (error instanceof ApiError && error.status === 429 && error.retryAfter) pause(error.retryAfter);
      else set({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  function tick(): void {
    if (state.phase !== 'open' && state.phase !== 'paused') return;
    const left = Math.max(0, Math.ceil((deadline - now()) / 1000));
    if (left > 0) {
      if (left !== state.secondsLeft) set({ ...state, secondsLeft: left });
      return;
    }
    if (state.phase === 'open') pause(LOGIN_WINDOW_BLOCK_SECONDS);
    else void open();
  }

  return {
    open,
    /** The server said the window ran out: wait as long as it says. */
    pause,
    get state() {
      return state;
    },
  };
}

/** Seconds as m:ss. */
export const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
