// HTTP of the mailing part. The route layer has checked managesReportMailing (a subject policy) for
// the subscription, run and record routes, and the report page plus the channel's scope for the
// page's mail; canDownloadChannelReport is judged here with the channel in hand (as the download).
// Reads that fail answer spec 8's messages (inquiry failed; past records unavailable; removal failed).
import { canDownloadChannelReport, periodPartOf, type ReportSelection } from '@chorus/contract';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { forbidden } from '../../../http/app-error.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { ReportService } from '../report.service.ts';
import { deleteRecord, listRecords } from './mail-records.repository.ts';
import { listRuns, runProgress } from './mail-runs.repository.ts';
import type { MailRunService } from './mail-run.service.ts';
import { quarterRates } from './quarter-rates.repository.ts';
import { previousQuarter } from './quarters.ts';
import { findSubscription, listSubscriptions, saveSubscription } from './subscriptions.repository.ts';

/** A read that fails for a reason other than the caller's (the database) answers the spec 8 message. */
async function orSpec8<T>(key: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw Object.assign(new DomainError(key), { cause: error });
  }
}

export function mailingHandlers(deps: { db: Db; clock: Clock; runs: MailRunService; renderer: ReportService }): Handlers {
  const { db, runs } = deps;
  return {
    reportSubscriptionList: async ({ query }) =>
      orSpec8('errors.reportInquiryFailed', async () => {
        const quarter = previousQuarter(deps.clock.now());
        const [list, rates] = await Promise.all([
          listSubscriptions(db, { search: query.search || undefined, enabled: query.enabled, page: query.page ?? 1 }),
          quarterRates(db, quarter.year, quarter.index),
        ]);
        return { items: list.items, total: list.total, enabled_total: list.enabledTotal, quarter: { year: quarter.year, quarter: quarter.index }, rates };
      }),
    reportSubscriptionSet: async ({ principal, params, body }) => {
      if (!(await findSubscription(db, params.channelId))) throw new DomainError('errors.notFound');
      await saveSubscription(db, params.channelId, body, principal.userId, deps.clock.now());
      return (await findSubscription(db, params.channelId))!;
    },
    reportMailingRunList: async () => orSpec8('errors.reportInquiryFailed', async () => ({ items: await listRuns(db) })),
    reportMailingRunStart: async ({ principal, body }) => {
      const started = await runs.startQuarter({
        kind: 'manual',
        year: body.year,
        quarter: body.quarter,
        channelIds: body.channel_ids,
        userId: principal.userId,
      });
      return started!;
    },
    reportMailingRunGet: async ({ params }) => {
      const run = await orSpec8('errors.reportInquiryFailed', () => runProgress(db, Number(params.runId)));
      if (!run) throw new DomainError('errors.notFound');
      return run;
    },
    reportMailingRunResume: async ({ principal, params }) => runs.resume(Number(params.runId), principal.userId),
    reportMailingRecordList: async ({ query }) =>
      orSpec8('errors.reportRecordsUnavailable', () =>
        listRecords(db, {
          failedOnly: query.failed_only,
          runId: query.run_id === undefined ? undefined : Number(query.run_id),
          channelId: query.channel_id,
          page: query.page ?? 1,
        }),
      ),
    reportMailingRecordResend: async ({ principal, body }) =>
      runs.resend({ recordIds: body.record_ids?.map(Number), runId: body.run_id === undefined ? undefined : Number(body.run_id) }, principal.userId),
    reportMailingRecordDelete: async ({ params }) => {
      const removed = await orSpec8('errors.reportRecordRemoveFailed', () => deleteRecord(db, Number(params.recordId)));
      if (!removed) throw new DomainError('errors.notFound');
      return { ok: true };
    },
    reportChannelMail: async ({ principal, params, body, language }) => {
      if (!canDownloadChannelReport(principal.subject, params.channelId)) throw forbidden();
      const index = body[periodPartOf[body.period]];
      const selection: ReportSelection = deps.renderer.selectionOf({ period: body.period, year: body.year, index });
      return runs.startPage({
        channelId: params.channelId,
        selection,
        recipients: body.recipients,
        formats: body.formats,
        language: body.language ?? language,
        currency: body.currency,
        userId: principal.userId,
      });
    },
  };
}
