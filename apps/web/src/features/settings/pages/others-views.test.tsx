// @vitest-environment jsdom
// The others page's plain views in English with hand-written reports: the form hands typed fields and
// the send to the page and shows a refusal; the report table reads status, day and
// response, shows the reporter only to staff; the answer dialog saves a trimmed answer.
import type { ProblemReport } from '@chorus/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import { AnswerDialog } from './answer-dialog.tsx';
import { ReportFormView } from './report-form.tsx';
import { ReportsView, type ReportsViewProps } from './reports-table.tsx';

const report = (id: number, over: Partial<ProblemReport> = {}): ProblemReport => ({
  id,
  line_number: null,
  submitter: 'Ann Lee',
  explanation: 'The chart is empty',
  status: 'open',
  estimated_completion_date: null,
  response: null,
  created_at: '2026-11-30T02:15:00.000Z',
  updated_at: '2026-11-30T02:15:00.000Z',
  reporter: { user_id: 3, email: 'ann@example.com', name: 'Ann Lee' },
  ...over,
});
const rows = [report(7, { status: 'in_progress', estimated_completion_date: '2026-12-04', response: 'Looking into it', line_number: 'ann.l' }), report(8)];
const paging = { page: 0, pageSize: 10, setPage: vi.fn(), setPageSize: vi.fn(), filter: () => vi.fn() };

function showReports(over: Partial<ReportsViewProps> = {}) {
  const props: ReportsViewProps = {
    staff: false,
    status: '',
    onStatus: vi.fn(),
    reports: { rows, total: 2, loading: false, error: null },
    paging,
    onAnswer: vi.fn(),
    ...over,
  };
  return renderView(<ReportsView {...props} />, { language: 'en' }).then((r) => ({ props, ...r }));
}

describe('ReportFormView', () => {
  it('hands each typed field and the send to the page, and shows a refusal', async () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    const form = { line_number: '', submitter: 'Ann Lee', explanation: '' };
    const { user } = await renderView(
      <ReportFormView
        form={form}
        onChange={onChange}
        errors={{ explanation: 'errors.required' }}
        failure="Too many reports"
        busy={false}
        onSubmit={onSubmit}
      />,
      { language: 'en' },
    );
    expect(screen.getByText('Too many reports')).toBeTruthy();
    expect(screen.getByLabelText('Your name')).toHaveProperty('value', 'Ann Lee');
    await user.type(screen.getByTestId('report-line'), 'x');
    expect(onChange).toHaveBeenLastCalledWith('line_number', 'x');
    await user.click(screen.getByTestId('report-submit'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('cannot send twice while sending', async () => {
    await renderView(
      <ReportFormView form={{ line_number: '', submitter: '', explanation: '' }} onChange={vi.fn()} errors={{}} failure={null} busy onSubmit={vi.fn()} />,
      {
        language: 'en',
      },
    );
    expect(screen.getByTestId('report-submit')).toHaveProperty('disabled', true);
  });
});

describe('ReportsView', () => {
  it('reads one’s own reports by status, day and response, without reporter or answer', async () => {
    await showReports();
    expect(screen.getByText('My reports')).toBeTruthy();
    const [first, second] = screen.getAllByTestId('report-row');
    expect(within(first!).getByTestId('report-status').textContent).toBe('In progress');
    expect(within(first!).getByText('Dec 4, 2026')).toBeTruthy();
    expect(within(first!).getByTestId('report-response').textContent).toBe('Looking into it');
    expect(within(second!).getByTestId('report-response').textContent).toBe('No response yet');
    expect(screen.queryByText('Reported by')).toBeNull();
    expect(screen.queryByTestId('report-answer')).toBeNull();
  });

  it('shows staff the reporter and hands the report to answer', async () => {
    const { props, user } = await showReports({ staff: true });
    expect(screen.getByText('All reports')).toBeTruthy();
    expect(screen.getByText('LINE: ann.l')).toBeTruthy();
    await user.click(screen.getAllByTestId('report-answer')[1]!);
    expect(props.onAnswer).toHaveBeenCalledWith(rows[1]);
  });

  it('says when there are none', async () => {
    await showReports({ reports: { rows: [], total: 0, loading: false, error: null } });
    expect(screen.getByTestId('reports-empty').textContent).toContain('No reports yet.');
  });
});

describe('AnswerDialog', () => {
  it('saves the response trimmed, with no day when none is set', async () => {
    const onSave = vi.fn(async () => {});
    const onClose = vi.fn();
    const { user } = await renderView(<AnswerDialog report={report(8)} onSave={onSave} onClose={onClose} />, { language: 'en' });
    expect(screen.getByText('Respond to report #8')).toBeTruthy();
    await user.type(screen.getByTestId('answer-response'), '  Fixed now  ');
    await user.click(screen.getByTestId('answer-save'));
    expect(onSave).toHaveBeenCalledWith({ status: 'open', estimated_completion_date: null, response: 'Fixed now' });
    expect(onClose).toHaveBeenCalled();
  });
});
