// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useStages } from './use-stages.ts';

function Steps({ count, seen }: { count: number; seen: number[] }) {
  const shown = useStages(count);
  seen.push(shown);
  return <p data-testid="shown">{shown}</p>;
}

describe('useStages', () => {
  it('shows nothing more at first, then one step per task up to the count', async () => {
    vi.useFakeTimers();
    try {
      const seen: number[] = [];
      render(<Steps count={3} seen={seen} />);
      expect(screen.getByTestId('shown').textContent).toBe('0');
      for (const next of ['1', '2', '3']) {
        await act(async () => void vi.advanceTimersToNextTimer());
        expect(screen.getByTestId('shown').textContent).toBe(next);
      }
      // Every step was its own render, in order, and none went past the count.
      expect([...new Set(seen)]).toEqual([0, 1, 2, 3]);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
