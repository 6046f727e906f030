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
import { DomainError, invalidInput } from '../../errors/domain-error.ts';
import { contentTypes, reportFileName } from './file-name.ts';
import { findReportData } from './report-data.repository.ts';
import { buildReportLayout, type ReportLayout } from './report-layout.ts';
import { buildLatestVideoLayout, findLatestVideoData } from './latest-video.ts';
import { buildReportModel } from './report-model.ts';
import { renderDocx } from './render-docx.ts';
import { renderPdf } from './render-pdf.ts';
import { renderPptx } from './render-pptx.ts';
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

/** The three writers of a layout (the annual report draws with them too). */
export const writers: Record<ReportFormat, (layout: ReportLayout) => Promise<Buffer>> = { docx: renderDocx, pptx: renderPptx, pdf: renderPdf };

/** At most `limit` reports drawn at once in this process: drawing is CPU work, queued past that. */
class Gate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await work();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}

export class ReportService {
  private readonly gate: Gate;
  private readonly deps: { pool: pg.Pool; clock: Clock; thumbnails: ThumbnailSource; concurrency?: number };
  constructor(deps: { pool: pg.Pool; clock: Clock; thumbnails: ThumbnailSource; concurrency?: number }) {
    this.deps = deps;
    this.gate = new Gate(deps.concurrency ?? 2);
  }

  /** Where the videos' thumbnails come from. */
  get thumbnails(): ThumbnailSource {
    return this.deps.thumbnails;
  }

  /** Drawing work (CPU) under this process's limit, shared by every kind of report (the annual report's too). */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.gate.run(work);
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
    return this.gate.run(async () => {
      try {
        const layout = await buildLatestVideoLayout(data, input.language, today, this.deps.thumbnails);
        const word = translate(input.language, 'reports', 'latestVideo.fileWord');
        return {
          format: input.format,
          fileName: reportFileName(data.channel.title, word, data.video?.published_at ?? today, input.language, input.format),
          contentType: contentTypes[input.format],
          body: await writers[input.format](layout),
        };
      } catch (error) {
        throw Object.assign(new DomainError('errors.reportExportFailed'), { cause: error });
      }
    });
  }

  /** One report in several formats: the data, model and layout (charts, thumbnails) made once. */
  async renderChannelReports(input: ChannelReportInput, formats: readonly ReportFormat[]): Promise<RenderedReport[]> {
    const selection = this.selectionOf(input);
    const range = reportRange(selection);
    const comparison = reportRange(previousSelection(selection));
    const today = this.deps.clock.now().toISOString().slice(0, 10);
    const data = await findReportData(this.deps.pool, input.channelId, range, comparison, input.includeAccounting);
    if (!data) throw new DomainError('errors.notFound');
    const currency = input.currency ?? defaultCurrencyOf[input.language];
    return this.gate.run(async () => {
      try {
        const model = buildReportModel({ data, language: input.language, currency, selection, range, comparison, today });
        const layout = await buildReportLayout(model, this.deps.thumbnails);
        const word = translate(input.language, 'reports', `fileWord.${selection.period}`);
        const bodies = await Promise.all(formats.map((f) => writers[f](layout)));
        return formats.map((format, i) => ({
          format,
          fileName: reportFileName(data.channel.title, word, periodCode(selection), input.language, format),
          contentType: contentTypes[format],
          body: bodies[i]!,
        }));
      } catch (error) {
        if (error instanceof DomainError) throw error;
        // Spec 8 "Export failed": the cause goes to the log, the caller gets the message.
        throw Object.assign(new DomainError('errors.reportExportFailed'), { cause: error });
      }
    });
  }
}
