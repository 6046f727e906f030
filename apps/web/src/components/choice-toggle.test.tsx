// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceToggle } from './choice-toggle.tsx';

describe('ChoiceToggle', () => {
  const names = { range: 'By range', keyword: 'By keyword' };
  const show = (onChange: (value: 'range' | 'keyword') => void) =>
    render(
      <ChoiceToggle value="range" choices={['range', 'keyword']} onChange={onChange} label={(m) => names[m]} testId={(m) => `mode-${m}`} ariaLabel="Compare" />,
    );

  it('shows one button a choice, named and pressed as chosen, in a group named for screen readers', () => {
    show(vi.fn());
    expect(screen.getByRole('group', { name: 'Compare' })).toBeTruthy();
    expect(screen.getByTestId('mode-range').textContent).toBe('By range');
    expect(screen.getByTestId('mode-range').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('mode-keyword').getAttribute('aria-pressed')).toBe('false');
  });

  it('hands back another choice, and keeps the chosen one when it is pressed again', () => {
    const onChange = vi.fn();
    show(onChange);
    fireEvent.click(screen.getByRole('button', { name: 'By range' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'By keyword' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('keyword');
  });
});
