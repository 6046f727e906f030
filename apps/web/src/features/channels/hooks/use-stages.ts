// A page drawn in steps (issue 24): the first commit holds what the reader came for, each section
// after it comes in a render and commit of its own, one task apart, so that no single task holds the
// main thread for all of them (a phone's long tasks, and Lighthouse's total blocking time).
import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `count` steps are shown: 0 on the first render, then one more after each commit, in a
 * task of its own (a transition: React may pause it for the reader's input).
 */
export function useStages(count: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= count) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => Math.min(count, n + 1))), 0);
    return () => clearTimeout(timer);
  }, [shown, count]);
  return shown;
}
