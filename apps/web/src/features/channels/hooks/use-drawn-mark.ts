// Leaves one performance mark when all of a page's charts have drawn (read by scripts/bench/web-perf.ts).
import { useCallback, useRef } from 'react';

export function useDrawnMark(mark: string, charts: number): () => void {
  const drawn = useRef(0);
  return useCallback(() => {
    drawn.current += 1;
    if (drawn.current === charts && performance.getEntriesByName(mark).length === 0) performance.mark(mark);
  }, [mark, charts]);
}
