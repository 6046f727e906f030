// The 3-minute sign-in window (spec 9): a challenge from the server, a countdown, and when it runs
// out a 3-minute pause before a new window opens.
import { LOGIN_WINDOW_BLOCK_SECONDS } from '@chorus/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError } from '../../../lib/api-client.ts';

type LoginWindowState =
  | { phase: 'opening' }
  | { phase: 'open'; challenge: string; secondsLeft: number }
  | { phase: 'paused'; secondsLeft: number }
  | { phase: 'failed'; message: string };

export function useLoginWindow() {
  const [state, setState] = useState<LoginWindowState>({ phase: 'opening' });
  const deadline = useRef(0);

  const open = useCallback(async () => {
    setState({ phase: 'opening' });
    try {
      const window = await api('loginChallenge');
      deadline.current = Date.now() + window.expires_in * 1000;
      setState({ phase: 'open', challenge: window.challenge, secondsLeft: window.expires_in });
    } catch (error) {
      if (error instanceof ApiError && error.status === 429 && error.retryAfter) {
        deadline.current = Date.now() + error.retryAfter * 1000;
        setState({ phase: 'paused', secondsLeft: error.retryAfter });
      } else {
        setState({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    }
  }, []);

  useEffect(() => {
    void open();
  }, [open]);

  useEffect(() => {
    if (state.phase !== 'open' && state.phase !== 'paused') return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000));
      if (left > 0) {
        setState((s) => (s.phase === 'open' || s.phase === 'paused' ? { ...s, secondsLeft: left } : s));
        return;
      }
      if (state.phase === 'open') {
        deadline.current = Date.now() + LOGIN_WINDOW_BLOCK_SECONDS * 1000;
        setState({ phase: 'paused', secondsLeft: LOGIN_WINDOW_BLOCK_SECONDS });
      } else {
        void open();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [state.phase, open]);

  return {
    state,
    reopen: open,
    pause: (seconds: number) => {
      deadline.current = Date.now() + seconds * 1000;
      setState({ phase: 'paused', secondsLeft: seconds });
    },
  };
}

export const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
