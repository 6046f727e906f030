// Channel reports (issue 14): the period asked for (or the latest that has ended, spec 9), the data
// read once, the model and its layout built once, then drawn as each format asked for. The mail part
// calls `renderChannelReport` / `renderChannelReports` (exported by the module's index) from its jobs.
import {
  defaultCurrencyOf,
  latestEndedSelection,
  periodCode,
  periodHasStarted,
  periodPartOf,
  previousSelection,
  reportRange,
  type Currency,
  type Language,
  type ReportFormat,
  type ReportPeriod,
  type ReportSelection,
} from '@chorus/contract';
import { translate } from '@chorus/i18n';
import type pg from 'pg';
import type { Clock } from '../../clock.ts';
import { createDb, type Db } from '../../db/database.ts';
import { socialHeadlines } from '../social/index.ts';
import { DomainError, invalidInput } from '../../errors/domain-error.ts';
import { contentTypes, reportFileName } from './file-name.ts';
import { findReportData } from './report-data.repository.ts';
import type { DrawPool as Draws } from '../../ports/draw-pool.ts';
import { DrawPool } from './draw-pool.ts';
import type { DrawJob } from './draw.ts';
import { findLatestVideoData } from './latest-video.ts';
import { buildReportModel } from './report-model.ts';
import type { ThumbnailSource } from './thumbnails.ts';

export type ChannelReportInput = {
  channelId: string;
  period: ReportPeriod;
  /** Year and number of the period (week, month, quarter); absent: the latest that has ended. */
  year?: number;
  index?: number;
  language: Language;
  /** Absent: the language's currency (spec 1). */
  currency?: Currency;
  /** Include the revenue and payout section (callers with accounting access to the channel). */
  includeAccounting: boolean;
};

export type RenderedReport = { fileName: string; contentType: string; body: Buffer; format: ReportFormat };

/** Spec 8 "Export failed": the caller gets the message, the log gets the cause. */
export const exportFailed = (cause: unknown): DomainError => Object.assign(new DomainError('errors.reportExportFailed'), { cause });

export type ReportServiceDeps = {
  pool: pg.Pool;
  clock: Clock;
  thumbnails: ThumbnailSource;
  /** Where reports are drawn (the app's, REPORT_DRAW_THREADS workers); absent: in this thread, two at a time. */
  draws?: Draws<DrawJob, ThumbnailSource>;
};

export class ReportService {
  private readonly draws: Draws<DrawJob, ThumbnailSource>;
  private readonly deps: ReportServiceDeps;
  /** The linked accounts' headlines are read through the social module, on the same pool. */
  private readonly db: Db;
  constructor(deps: ReportServiceDeps) {
    this.deps = deps;
    this.db = createDb(deps.pool);
    this.draws = deps.draws ?? new DrawPool({ threads: 0 });
  }

  /** Where the videos' thumbnails come from. */
  get thumbnails(): ThumbnailSource {
    return this.deps.thumbnails;
  }

  /**
   * A report's files drawn off this thread (draw-pool.ts), under the process's one limit on drawing
   * shared by every kind of report (the annual report's too). A failed draw is spec 8's "Export
   * failed": the cause goes to the log, the caller gets the message.
   */
  async draw(job: DrawJob): Promise<Buffer[]> {
    try {
      return await this.draws.draw(job, this.deps.thumbnails);
    } catch (error) {
      throw exportFailed(error);
    }
  }

  /** The period asked for, or the latest that has ended; one that has not begun is refused (its report would be empty). */
  selectionOf(input: Pick<ChannelReportInput, 'period' | 'year' | 'index'>): ReportSelection {
    const today = this.deps.clock.now().toISOString().slice(0, 10);
    if (input.year === undefined || input.index === undefined) return latestEndedSelection(input.period, today);
    const selection = { period: input.period, year: input.year, index: input.index };
    if (!periodHasStarted(selection, today)) throw invalidInput({ [periodPartOf[input.period]]: 'validation.reportPeriodNotStarted' });
    return selection;
  }

  /** One report in one format. */
  async renderChannelReport(input: ChannelReportInput & { format: ReportFormat }): Promise<RenderedReport> {
    const [report] = await this.renderChannelReports(input, [input.format]);
    return report!;
  }

  /** The latest video report (spec 2): the channel's newest regular video against its average. */
  async renderLatestVideoReport(input: { channelId: string; format: ReportFormat; language: Language }): Promise<RenderedReport> {
    const today = this.deps.clock.now().toISOString().slice(0, 10);
    const data = await findLatestVideoData(this.deps.pool, input.channelId, today);
    if (!data) throw new DomainError('errors.notFound');
    const [body] = await this.draw({ kind: 'latestVideo', data, language: input.language, today, formats: [input.format] });
    const word = translate(input.language, 'reports', 'latestVideo.fileWord');
    return {
      format: input.format,
      fileName: reportFileName(data.channel.title, word, data.video?.published_at ?? today, input.language, input.format),
      contentType: contentTypes[input.format],
      body: body!,
    };
  }

  /** One report in several formats: the data, model and layout (charts, thumbnails) made once. */
  async renderChannelReports(input: ChannelReportInput, formats: readonly ReportFormat[]): Promise<RenderedReport[]> {
    const selection = this.selectionOf(input);
    const range = reportRange(selection);
    const comparison = reportRange(previousSelection(selection));
    const today = this.deps.clock.now().toISOString().slice(0, 10);
    const data = await findReportData(this.deps.pool, input.channelId, range, comparison, input.includeAccounting);
    if (!data) throw new DomainError('errors.notFound');
    // "Other platforms": the channel's linked Instagram and TikTok accounts, as the overview and the search show them.
    const social = (await socialHeadlines(this.db, this.deps.clock.now(), [input.channelId])).get(input.channelId) ?? [];
    const currency = input.currency ?? defaultCurrencyOf[input.language];
    let model;
    try {
      model = buildReportModel({ data, social, language: input.language, currency, selection, range, comparison, today });
    } catch (error) {
      throw exportFailed(error);
    }
    const bodies = await this.draw({ kind: 'channel', model, formats });
    const word = translate(input.language, 'reports', `fileWord.${selection.period}`);
    return formats.map((format, i) => ({
      format,
      fileName: reportFileName(data.channel.title, word, periodCode(selection), input.language, format),
      contentType: contentTypes[format],
      body: bodies[i]!,
    }));
  }
}
