// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { textsIn } from '../../test/render-view.tsx';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field.tsx';

const options = [
  { value: 'desc', label: 'Most first', testId: 'order-desc' },
  { value: 'asc', label: 'Fewest first', testId: 'order-asc' },
] as const;

describe('SelectField', () => {
  it('shows the chosen option, carries its test id and name, and hands back the value picked', () => {
    const onChange = vi.fn();
    render(<SelectField label="Order" value="desc" onChange={onChange} options={options} testId="order" ariaLabel="Sort order" />);
    expect((screen.getByTestId('order') as HTMLInputElement).value).toBe('desc');
    const select = screen.getByRole('combobox');
    expect(select.getAttribute('aria-label')).toBe('Sort order');
    expect(select.textContent).toBe('Most first');
    fireEvent.mouseDown(select);
    const list = within(screen.getByRole('listbox'));
    expect(list.getAllByRole('option').map((o) => o.textContent)).toEqual(['Most first', 'Fewest first']);
    fireEvent.click(list.getByTestId('order-asc'));
    expect(onChange).toHaveBeenCalledWith('asc');
  });

  it('offers the empty value first when it has an "any" choice, and shows an error under the field', () => {
    render(<SelectField label="Order" value="" onChange={() => {}} options={options} any="Any order" error="Pick one" />);
    expect(screen.getByText('Pick one')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(textsIn(screen.getByRole('listbox'), 'option')).toEqual(['Any order', 'Most first', 'Fewest first']);
  });
});
