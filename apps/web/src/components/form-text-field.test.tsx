// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormTextField } from './form-text-field.tsx';

describe('FormTextField', () => {
  it('hands back the typed text and carries its test id and input mode', () => {
    const onChange = vi.fn();
    render(<FormTextField label="Price" value="" onChange={onChange} testId="price" inputMode="decimal" htmlInput={{ maxLength: 12 }} />);
    const input = screen.getByTestId('price') as HTMLInputElement;
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.maxLength).toBe(12);
    fireEvent.change(input, { target: { value: '12.50' } });
    expect(onChange).toHaveBeenCalledWith('12.50');
  });

  it('shows the help until an error stands, then the error in its place', () => {
    const { rerender } = render(<FormTextField label="Price" value="x" onChange={() => {}} help="In US dollars." testId="price" />);
    expect(screen.getByText('In US dollars.')).toBeTruthy();
    expect(screen.getByTestId('price').getAttribute('aria-invalid')).toBe('false');
    rerender(<FormTextField label="Price" value="x" onChange={() => {}} help="In US dollars." error="Not a price." testId="price" />);
    expect(screen.getByText('Not a price.')).toBeTruthy();
    expect(screen.queryByText('In US dollars.')).toBeNull();
    expect(screen.getByTestId('price').getAttribute('aria-invalid')).toBe('true');
  });
});
