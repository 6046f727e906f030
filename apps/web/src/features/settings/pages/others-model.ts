// The others page's logic, pure (issue 24: page = model + view): the report status colours, what the
// report list asks of the server, an answer's body as saved, and an estimated completion day as read.
import type { ProblemReportStatus } from '@chorus/contract';
import type { StatusColors } from '../../../components/status-chip.tsx';

export const reportStatusColor: StatusColors<ProblemReportStatus> = { open: 'info', in_progress: 'warning', resolved: 'success', rejected: 'default' };

/** The report list's query: no status filter when none is chosen; the page counted from 1. */
export const reportListQuery = (status: ProblemReportStatus | '', page: number, pageSize: number) => ({
  status: status || undefined,
  page: page + 1,
  page_size: pageSize,
});

/** An answer as saved: an empty day is none, a blank response (spaces only) is none, else trimmed. */
export const answerBody = (status: ProblemReportStatus, eta: string, response: string) => ({
  status,
  estimated_completion_date: eta || null,
  response: response.trim() || null,
});

/** A calendar day (YYYY-MM-DD) in the reader's language, the day itself whatever the time zone; none is "—". */
export const formatDay = (day: string | null, language: string) =>
  day ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)) : '—';
