// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failureMessage, useAction } from './use-action.ts';

describe('failureMessage', () => {
  it("is the error's own message, else the fallback", () => {
    expect(failureMessage(new Error('Refused'), 'Failed')).toBe('Refused');
    expect(failureMessage('thrown text', 'Failed')).toBe('Failed');
    expect(failureMessage(new Error(''), 'Failed')).toBe('Failed');
  });
});

describe('useAction', () => {
  it('is busy while the work runs and answers what it answered', async () => {
    const { result } = renderHook(() => useAction());
    let finish: (value: number) => void = () => {};
    let answer: Promise<number | undefined> = Promise.resolve(undefined);
    act(() => {
      answer = result.current.run(() => new Promise<number>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish(7);
      expect(await answer).toBe(7);
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.failure).toBeNull();
  });

  it('keeps the failure (with the fallback for an error without text), hands the error over, and forgets it on reset', async () => {
    const onError = vi.fn();
    const { result } = renderHook(() => useAction({ onError }));
    await act(() => result.current.run(() => Promise.reject(new Error('The month is closed'))));
    expect(result.current.failure).toBe('The month is closed');
    expect(onError).toHaveBeenCalledWith(new Error('The month is closed'));
    await act(() => result.current.run(() => Promise.reject(42), { fallback: 'Could not save' }));
    expect(result.current.failure).toBe('Could not save');
    expect(result.current.busy).toBe(false);
    act(() => result.current.reset());
    expect(result.current.failure).toBeNull();
  });
});
