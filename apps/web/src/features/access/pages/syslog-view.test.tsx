// @vitest-environment jsdom
// The system log's body with hand-written entries in English: the action reads by name (an alarm as
// such, a retired one as "other"), the person really acting beside a switched account, the target
// by kind, details unfold; the action filter applies at once, typed ones on search, clear empties.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import type { SyslogEntry } from '../api/access-queries.ts';
import { emptySyslogFilters } from './syslog-model.ts';
import { SyslogView, type SyslogViewProps } from './syslog-view.tsx';

const entry = (id: number, over: Partial<SyslogEntry>): SyslogEntry => ({
  id,
  created_at: '2026-11-30T02:15:00.000Z',
  action: 'auth.login',
  actor: { id: 1, name: 'Ann Lee', email: 'ann@example.com' },
  real_actor: null,
  target_user: null,
  target_type: null,
  target_id: null,
  details: {},
  ip: '203.0.113.9',
  ...over,
});
const rows = [
  entry(1, { action: 'auth.login_failed', actor: null, details: { reason: 'wrong password' } }),
  entry(2, {
    action: 'permission.change',
    real_actor: { id: 9, name: 'Admin Wu', email: null },
    target_user: { id: 4, name: null, email: 'gone@example.com' },
  }),
  entry(3, { action: 'accounting.month_close_retired', target_type: 'accounting_month', target_id: '202610', ip: null }),
];
const paging = { page: 0, pageSize: 50, setPage: vi.fn(), setPageSize: vi.fn(), filter: () => vi.fn() };

async function show(over: Partial<SyslogViewProps> = {}) {
  const props: SyslogViewProps = {
    draft: emptySyslogFilters,
    onDraftChange: vi.fn(),
    onApply: vi.fn(),
    log: { rows, total: 3, loading: false, error: null },
    paging,
    ...over,
  };
  return { props, ...(await renderView(<SyslogView {...props} />, { language: 'en' })) };
}

describe('SyslogView', () => {
  it('draws each entry by name, person and target', async () => {
    await show();
    const [failed, changed, retired] = screen.getAllByTestId('syslog-row');
    expect(failed?.getAttribute('data-action')).toBe('auth.login_failed');
    expect(within(failed!).getByText('Sign-in failed')).toBeTruthy();
    expect(within(failed!).getByText('(not signed in)')).toBeTruthy();
    expect(within(changed!).getByText('Permissions changed')).toBeTruthy();
    expect(within(changed!).getByTestId('syslog-real-actor').textContent).toBe('Really by Admin Wu');
    expect(within(changed!).getByText('Deleted account #4')).toBeTruthy();
    expect(within(retired!).getByText('Other action')).toBeTruthy();
    expect(within(retired!).getByText('Accounting month 2026-10')).toBeTruthy();
    expect(within(retired!).getByText('—', { selector: 'td' })).toBeTruthy();
    expect(screen.getAllByTestId('syslog-real-actor')).toHaveLength(1);
  });

  it('unfolds the details of an entry that has some', async () => {
    const { user } = await show();
    const buttons = screen.getAllByRole('button', { name: 'Details' });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    expect(buttons[0]?.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/"reason": "wrong password"/)).toBeTruthy();
  });

  it('says when nothing matches', async () => {
    await show({ log: { rows: [], total: 0, loading: false, error: null } });
    expect(screen.getByText('No entries match.')).toBeTruthy();
    expect(screen.queryByTestId('syslog-row')).toBeNull();
  });

  it('keeps typing as a draft, applies it on search and empties it on clear', async () => {
    const draft = { ...emptySyslogFilters, actor: 'ann' };
    const { props, user } = await show({ draft });
    await user.type(screen.getByTestId('syslog-target'), '4');
    expect(props.onDraftChange).toHaveBeenLastCalledWith({ ...draft, target: '4' });
    expect(props.onApply).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('syslog-search'));
    expect(props.onApply).toHaveBeenLastCalledWith(draft);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(props.onApply).toHaveBeenLastCalledWith(emptySyslogFilters);
  });

  it('applies a chosen action family at once', async () => {
    const { props, user } = await show();
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Sign-in and password: all actions' }));
    expect(props.onApply).toHaveBeenCalledWith({ ...emptySyslogFilters, action: 'auth.' });
  });
});
