// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RadioField } from './radio-field.tsx';

describe('RadioField', () => {
  it('names the group by its label, checks the value, hands back the option picked and shows the error', () => {
    const onChange = vi.fn();
    const modes = ['keep', 'leave'] as const;
    const labels = { keep: 'Stay as staff', leave: 'Leave the channel' };
    render(
      <RadioField
        label="After the transfer"
        value="keep"
        onChange={onChange}
        options={modes.map((m) => ({ value: m, label: labels[m], testId: `mode-${m}` }))}
        error="Choose one"
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'After the transfer' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Stay as staff' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('mode-leave').textContent).toBe('Leave the channel');
    fireEvent.click(screen.getByRole('radio', { name: 'Leave the channel' }));
    expect(onChange).toHaveBeenCalledWith('leave');
    expect(screen.getByText('Choose one')).toBeTruthy();
  });
});
