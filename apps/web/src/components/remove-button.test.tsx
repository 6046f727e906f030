// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RemoveButton } from './remove-button.tsx';

describe('RemoveButton', () => {
  it('names the row for screen readers, hides the × from them, and removes on click', () => {
    const onClick = vi.fn();
    render(<RemoveButton tooltip="Remove" label="Remove Video A" onClick={onClick} testId="row-remove" />);
    const button = screen.getByRole('button', { name: 'Remove Video A' });
    expect(button.getAttribute('data-testid')).toBe('row-remove');
    expect(button.querySelector('[aria-hidden]')?.textContent).toBe('×');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
