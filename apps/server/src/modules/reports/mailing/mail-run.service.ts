// Starting, resuming and resending runs. A run is made with its records in one transaction, then
// one job per channel is queued (after the commit, so a job never looks for records not there yet).
// Resume queues again the channels that still have pending messages; resend makes a new run of
// kind `resend` with new pending records for the failed messages not sent since (the failed
// records stay as history).
import {
  defaultCurrencyOf,
  periodCode,
  periodHasEnded,
  type Currency,
  type Language,
  type ReportFormat,
  type ReportRunKind,
  type ReportSelection,
} from '@chorus/contract';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError, invalidInput } from '../../../errors/domain-error.ts';
import type { JobRegistry } from '../../../jobs/index.ts';
import { anyRecord, insertRecords, resendCandidates, type NewRecord } from './mail-records.repository.ts';
import { createRun, findRun, pendingChannels, reopenRun } from './mail-runs.repository.ts';
import { previousQuarter, quarterSelection, taipeiDay } from './quarters.ts';
import { queueChannelJobs } from './report-mail.job.ts';
import { enabledSubscriptions, subscriptionsOf } from './subscriptions.repository.ts';

export type RunStarted = { run_id: string; channels: number };

export class MailRunService {
  private readonly deps: { db: Db; jobs: JobRegistry; clock: Clock };
  constructor(deps: { db: Db; jobs: JobRegistry; clock: Clock }) {
    this.deps = deps;
  }

  /**
   * A quarter's run (absent: the previous quarter) over the chosen channels, with their settings as
   * saved (or their defaults), or over every subscribed channel. A scheduled run that exists for the
   * quarter already answers null.
   */
  async startQuarter(input: { kind: 'manual' | 'scheduled'; year?: number; quarter?: number; channelIds?: string[]; userId: number | null }) {
    const { db } = this.deps;
    const now = this.deps.clock.now();
    const selection = input.year !== undefined && input.quarter !== undefined ? quarterSelection(input.year, input.quarter) : previousQuarter(now);
    // A quarter in progress would be mailed half done, and the sent-once rule would then keep its whole report from going out.
    if (!periodHasEnded(selection, taipeiDay(now))) throw invalidInput({ quarter: 'validation.reportQuarterNotEnded' });
    let settings;
    if (input.channelIds) {
      const wanted = [...new Set(input.channelIds)];
      settings = await subscriptionsOf(db, wanted);
      if (settings.length < wanted.length) throw new DomainError('errors.invalidInput', { fields: { channel_ids: 'validation.noSuchChannel' } });
    } else {
      settings = await enabledSubscriptions(db);
    }
    const records: NewRecord[] = settings.flatMap((s) =>
      s.recipients.map((recipient) => ({ channelId: s.channelId, recipient, formats: s.formats, language: s.language, currency: s.currency })),
    );
    // Issue 23: a run with nothing to send is not started; the caller learns why.
    if (records.length === 0) throw new DomainError('errors.reportNoRecipients');
    return this.start({ kind: input.kind, selection, userId: input.userId, page: false, records });
  }

  /** A report mailed from the page: its own run (kind `page`), sent whatever was sent before. */
  async startPage(input: {
    channelId: string;
    selection: ReportSelection;
    recipients: string[];
    formats: ReportFormat[];
    language: Language;
    currency?: Currency;
    userId: number;
  }): Promise<RunStarted> {
    const currency = input.currency ?? defaultCurrencyOf[input.language];
    const records = input.recipients.map((recipient) => ({
      channelId: input.channelId,
      recipient,
      formats: input.formats,
      language: input.language,
      currency,
    }));
    return (await this.start({ kind: 'page', selection: input.selection, userId: input.userId, page: true, records }))!;
  }

  async resume(runId: number, userId: number): Promise<RunStarted> {
    const run = await findRun(this.deps.db, runId);
    if (!run) throw new DomainError('errors.notFound');
    const channels = await pendingChannels(this.deps.db, runId);
    if (channels.length > 0) await reopenRun(this.deps.db, runId);
    await this.queue(runId, channels, userId);
    return { run_id: String(runId), channels: channels.length };
  }

  /** The chosen failed records (or a run's) again, as one new run per period; answers the newest. */
  async resend(choice: { recordIds?: number[]; runId?: number }, userId: number): Promise<RunStarted> {
    const candidates = await resendCandidates(this.deps.db, choice);
    if (candidates.length === 0) {
      if (!(await anyRecord(this.deps.db, choice))) throw new DomainError('errors.notFound');
      throw new DomainError('errors.reportNothingToResend');
    }
    const byPeriod = new Map<string, typeof candidates>();
    for (const c of candidates) {
      const key = `${c.period_code} ${c.page}`;
      const group = byPeriod.get(key);
      if (group) group.push(c);
      else byPeriod.set(key, [c]);
    }
    let last: RunStarted = { run_id: '', channels: 0 };
    let channels = 0;
    for (const group of byPeriod.values()) {
      const first = group[0]!;
      const records = group.map((c) => ({
        channelId: c.channel_id,
        recipient: c.recipient,
        formats: c.formats,
        language: c.language,
        currency: c.currency.trim() as Currency,
      }));
      const selection: ReportSelection = { period: first.period, year: first.year, index: first.period_index };
      last = (await this.start({ kind: 'resend', selection, userId, page: first.page, records }))!;
      channels += last.channels;
    }
    return { run_id: last.run_id, channels };
  }

  private async start(input: { kind: ReportRunKind; selection: ReportSelection; userId: number | null; page: boolean; records: NewRecord[] }) {
    const now = this.deps.clock.now();
    const code = periodCode(input.selection);
    const made = await this.deps.db.transaction().execute(async (trx) => {
      const runId = await createRun(trx, { kind: input.kind, selection: input.selection, periodCode: code, createdBy: input.userId, now });
      if (runId === null) return null;
      const channels = await insertRecords(trx, { id: runId, periodCode: code, page: input.page, now }, input.records);
      // Every message went out already (sent once a quarter): no run, rolled back with its row.
      if (channels.length === 0) throw new DomainError('errors.reportAllSent');
      return { runId, channels };
    });
    if (!made) return null;
    await this.queue(made.runId, made.channels, input.userId);
    return { run_id: String(made.runId), channels: made.channels.length };
  }

  private async queue(runId: number, channelIds: readonly string[], userId: number | null): Promise<void> {
    await queueChannelJobs(this.deps.jobs, runId, channelIds, userId);
  }
}
