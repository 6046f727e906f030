// The busy flag and translated failure of one action the user starts (a save, a send, a download):
// `run(work)` marks it busy, clears the last failure, and on a refusal keeps its message (or shows
// it as a toast); `reset()` forgets it. The message is the server's (already in the user's
// language) or the fallback given, else the generic one.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/toasts.tsx';

/** The text a person reads for a failure: the error's own message, else the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export type ActionOptions = {
  /** Where a failure is told: kept in `failure` for the form to show (default), or as a toast. */
  report?: 'inline' | 'toast';
  /** The message when the error carries none (default: the generic one). */
  fallback?: string;
  /** Also hands the error over (field errors, a status that means something). */
  onError?: (error: unknown) => void;
};

export type Action = {
  busy: boolean;
  failure: string | null;
  setFailure: (failure: string | null) => void;
  reset: () => void;
  /** Runs the work; its answer, or undefined when it failed (the failure is then told). */
  run: <T>(work: () => Promise<T>, options?: ActionOptions) => Promise<T | undefined>;
};

export function useAction(defaults: ActionOptions = {}): Action {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { report: defaultReport, fallback: defaultFallback, onError: defaultOnError } = defaults;

  const run = useCallback(
    async <T>(work: () => Promise<T>, options: ActionOptions = {}): Promise<T | undefined> => {
      setBusy(true);
      setFailure(null);
      try {
        return await work();
      } catch (error) {
        const message = failureMessage(error, options.fallback ?? defaultFallback ?? t('messages:errors.generic'));
        (options.onError ?? defaultOnError)?.(error);
        if ((options.report ?? defaultReport) === 'toast') toast(message, 'error');
        else setFailure(message);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [t, toast, defaultReport, defaultFallback, defaultOnError],
  );
  const reset = useCallback(() => setFailure(null), []);
  return useMemo(() => ({ busy, failure, setFailure, reset, run }), [busy, failure, reset, run]);
}
