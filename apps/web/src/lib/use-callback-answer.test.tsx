// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useCallbackAnswer } from './use-callback-answer.ts';

function Probe() {
  const { params, dismiss } = useCallbackAnswer(['youtube', 'channels']);
  const location = useLocation();
  return (
    <>
      <output data-testid="answer">{params.get('youtube') ?? 'none'}</output>
      <output data-testid="search">{location.search}</output>
      <button onClick={dismiss}>dismiss</button>
    </>
  );
}

describe('useCallbackAnswer', () => {
  it('reads the answer from the address and dismissing takes only its keys out', () => {
    render(
      <MemoryRouter initialEntries={['/dashboard/info?tab=profile&youtube=linked&channels=2']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('answer').textContent).toBe('linked');
    fireEvent.click(screen.getByText('dismiss'));
    expect(screen.getByTestId('answer').textContent).toBe('none');
    expect(screen.getByTestId('search').textContent).toBe('?tab=profile');
  });
});
