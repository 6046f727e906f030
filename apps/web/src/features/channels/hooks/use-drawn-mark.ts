// Performance marks a page leaves when it has drawn (read by scripts/bench/web-perf.ts and
// scripts/bench/lighthouse.ts): their startTime is milliseconds since the navigation began.
import { useCallback, useEffect, useRef } from 'react';

const markOnce = (mark: string) => {
  if (performance.getEntriesByName(mark).length === 0) performance.mark(mark);
};

/** Leaves the mark when all of a page's charts have drawn: call the returned function from each chart's onDrawn. */
export function useDrawnMark(mark: string, charts: number): () => void {
  const drawn = useRef(0);
  return useCallback(() => {
    drawn.current += 1;
    if (drawn.current === charts) markOnce(mark);
  }, [mark, charts]);
}

/** Leaves the mark once, when the component calling it is first on screen (after the commit that put it there). */
export function useShownMark(mark: string): void {
  useEffect(() => markOnce(mark), [mark]);
}
