// @vitest-environment jsdom
import { render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDrawnMark, useShownMark } from './use-drawn-mark.ts';

const marks = (name: string) => performance.getEntriesByName(name, 'mark');

afterEach(() => performance.clearMarks());

describe('useShownMark', () => {
  function Figures() {
    useShownMark('test:shown');
    return <p>1,234</p>;
  }

  it('leaves the mark once the component is on screen, and only once', () => {
    expect(marks('test:shown')).toHaveLength(0);
    const { rerender, unmount, getByText } = render(<Figures />);
    expect(getByText('1,234')).toBeTruthy();
    expect(marks('test:shown')).toHaveLength(1);
    rerender(<Figures />);
    unmount();
    render(<Figures />);
    expect(marks('test:shown')).toHaveLength(1);
  });
});

describe('useDrawnMark', () => {
  it('leaves the mark when the last of the charts has drawn, not before', () => {
    const { result } = renderHook(() => useDrawnMark('test:charts', 2));
    result.current();
    expect(marks('test:charts')).toHaveLength(0);
    result.current();
    expect(marks('test:charts')).toHaveLength(1);
  });
});
