// The mailing screens' rules, kept apart from the components so they can be tested without a DOM:
// the quarter a send covers by default (spec 9: the previous one) and the quarters one may choose,
// how far a run has come and when to stop asking, which months lack an accounting rate, and the
// recipients typed into a chips field (the contract's own e-mail rule, at most 20, no repeats).
import { emailSchema, normalize, REPORT_RECIPIENTS_MAX, REPORT_YEAR_MIN, type ReportRun, type ReportSubscriptionList } from '@chorus/contract';
import { ApiError } from '../../../lib/api-error.ts';

export type Quarter = { year: number; quarter: number };

/**
 * The quarters that may be sent, newest first: from `latest` (the server's quarter, read on Taiwan's
 * calendar) back to the reports' first year (at most `years` years).
 */
export function quarterChoices(latest: Quarter, years = 6): Quarter[] {
  const out: Quarter[] = [];
  for (let year = latest.year; year >= Math.max(REPORT_YEAR_MIN, latest.year - years + 1); year -= 1) {
    for (let quarter = year === latest.year ? latest.quarter : 4; quarter >= 1; quarter -= 1) out.push({ year, quarter });
  }
  return out;
}

export const quarterCode = (q: Quarter) => `${q.year}-Q${q.quarter}`;

// ---- runs ----

export const RUN_POLL_MS = 1500;

export function runFinished(run: ReportRun): boolean {
  return run.finished_at !== null;
}

/** How many of the run's channels are done, 0–100 (a done channel may have failed mails: `failed` is part of `done`). */
export function runPercent(run: ReportRun): number {
  const { total, done } = run.channels;
  if (total === 0) return runFinished(run) ? 100 : 0;
  return Math.min(100, (done / total) * 100);
}

/** The wait before asking about a run again, or false to stop: it has finished, or the server will not say (4xx). */
export function runPollDelay(run: ReportRun | undefined, error: unknown): number | false {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (run && runFinished(run)) return false;
  return RUN_POLL_MS;
}

/** How long an unfinished run may show no progress before it looks stopped (a restart) and may be resumed. */
export const RUN_STALL_MS = 30_000;

/** What changes as a run goes on: when it stays the same for RUN_STALL_MS, the run looks stopped. */
export function runSignature(run: ReportRun): string {
  const { channels: c, messages: m } = run;
  return `${c.total}/${c.done}/${c.failed}/${m.total}/${m.sent}/${m.failed}/${m.pending}`;
}

/**
 * A run with mails still pending that has not moved for a while may have stopped (a restart): its
 * unfinished channels may be queued again, what was sent stays sent. A run going on is left alone,
 * and a finished one has nothing pending (its failures are resent instead).
 */
export function canResume(run: ReportRun, stalled: boolean): boolean {
  return !runFinished(run) && stalled;
}

/** Its failed messages may be sent again (a new run of only those). */
export function canResendFailed(run: ReportRun): boolean {
  return run.messages.resendable > 0;
}

/** Who started a run, as the card says it. */
export type RunStarter = { you: true } | { name: string } | { scheduled: true } | null;

/**
 * The server answers the starter's user id and display name (read with the run): one's own run says
 * "you", another person's their name, the schedule's run (no starter) says so; a run whose starter
 * was removed since (no id, not scheduled) names nobody.
 */
export function runStarter(run: Pick<ReportRun, 'kind' | 'created_by' | 'created_by_name'>, myId: number): RunStarter {
  if (run.created_by === null) return run.kind === 'scheduled' ? { scheduled: true } : null;
  if (run.created_by === String(myId)) return { you: true };
  return run.created_by_name ? { name: run.created_by_name } : null;
}

export type RunState = 'running' | 'done' | 'partial' | 'failed' | 'empty';

/** What the run's chip says: still going, all sent, some failed, nothing sent, or nothing to send (every recipient had it). */
export function runState(run: ReportRun): RunState {
  if (!runFinished(run)) return 'running';
  if (run.messages.total === 0) return 'empty';
  if (run.messages.failed === 0 && run.channels.failed === 0) return 'done';
  if (run.messages.sent === 0) return 'failed';
  return 'partial';
}

// ---- the accounting rates of the quarter (spec 2) ----

/** The months of the quarter, per currency, that have no accounting rate yet, in month order. */
export function missingRates(rates: ReportSubscriptionList['rates']): { month: string; currency: string }[] {
  return rates.filter((r) => r.rate === null).sort((a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency));
}

/** A rate as the database keeps it (32.300000) without the trailing zeros (32.3): the contract's exact normalize, never a float. */
export const rateText = (rate: string): string => normalize(rate);

/** 2026-07 or 202607 as 2026-07. */
export function monthText(month: string): string {
  return /^\d{6}$/.test(month) ? `${month.slice(0, 4)}-${month.slice(4)}` : month;
}

// ---- recipients ----

/** Typed text cut into addresses: commas, semicolons, spaces and new lines separate them. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;，；、]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** An address as the server keeps it (trimmed, lower case), or null when it is not one. */
export function normalAddress(text: string): string | null {
  const parsed = emailSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}

export type RecipientsCheck = {
  /** The list to keep: every valid address once, in the order typed. */
  list: string[];
  /** What was typed and is not an address. */
  invalid: string[];
  /** Addresses past the limit. */
  over: number;
};

/** Adds typed text to a list of recipients: valid new addresses join (up to the limit), the rest is reported. */
export function addRecipients(current: string[], typed: string, max = REPORT_RECIPIENTS_MAX): RecipientsCheck {
  const list = [...current];
  const invalid: string[] = [];
  let over = 0;
  for (const entry of splitAddresses(typed)) {
    const address = normalAddress(entry);
    if (address === null) invalid.push(entry);
    else if (list.includes(address)) continue;
    else if (list.length >= max) over += 1;
    else list.push(address);
  }
  return { list, invalid, over };
}

/**
 * The server's field errors (already translated) by the form's fields: an error about one address
 * ("recipients.3") belongs to the recipients field; the first message of a field wins.
 */
export function fieldsByTop(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const top = path.split('.')[0] || '_';
    out[top] ??= message;
  }
  return out;
}
