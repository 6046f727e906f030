// @vitest-environment jsdom
// The mail outbox in English with a hand-written answer: the page's title (heading and tab), its
// help, each message with its subject, recipient and text; an empty outbox says so.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../test/render-view.tsx';
import { OutboxPage } from './outbox-page.tsx';

type Message = { id: string; to: string; subject: string; text: string; created_at: string };
let messages: Message[] = [];
vi.mock('../../lib/endpoint-query.ts', () => ({ useEndpointQuery: () => ({ isLoading: false, isError: false, data: { messages } }) }));

beforeEach(() => {
  messages = [
    { id: 'm1', to: 'amy@example.com', subject: 'Welcome to Chorus', text: 'Open https://chorus.example/accept', created_at: '2026-11-30T02:15:00.000Z' },
  ];
});

describe('OutboxPage', () => {
  it('is titled, explains itself and lists the messages', async () => {
    await renderView(<OutboxPage />, { language: 'en' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mail outbox');
    expect(document.title).toBe('Chorus · Mail outbox');
    expect(screen.getByText(/writes every e-mail here instead of sending it/)).toBeTruthy();
    const message = screen.getByTestId('outbox-message');
    expect(message.textContent).toContain('Welcome to Chorus');
    expect(message.textContent).toContain('To amy@example.com');
    expect(screen.getByTestId('outbox-text').textContent).toBe('Open https://chorus.example/accept');
  });

  it('says so when no mail was written', async () => {
    messages = [];
    await renderView(<OutboxPage />, { language: 'en' });
    expect(screen.getByText('No e-mail yet.')).toBeTruthy();
    expect(screen.queryByTestId('outbox-message')).toBeNull();
  });
});
