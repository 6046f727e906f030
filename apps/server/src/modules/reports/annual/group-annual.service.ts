// Group annual reports (issue 14; spec 2 "group annual report"): the year asked for (or the latest
// that has ended), the group's channels read with the statements of those the reader has accounting
// access to, the model and layout built once, then drawn as each format asked for by the channel
// report's writers, under the same limit of reports drawn at once.
import { defaultCurrencyOf, type Currency, type Language, type ReportFormat } from '@chorus/contract';
import { translate } from '@chorus/i18n';
import type pg from 'pg';
import type { Clock } from '../../../clock.ts';
import { DomainError, invalidInput } from '../../../errors/domain-error.ts';
import { contentTypes, reportFileName } from '../file-name.ts';
import { exportFailed, type RenderedReport, type ReportService } from '../report.service.ts';
import { buildGroupAnnualModel, latestEndedYear, yearRange } from './group-annual.model.ts';
import { findGroupAnnualData, findGroupChannelIds } from './group-annual.repository.ts';

export type GroupAnnualInput = {
  groupId: number;
  /** Absent: the latest year that has ended. */
  year?: number;
  language: Language;
  /** Absent: the language's currency (spec 1). */
  currency?: Currency;
  /** Whether the reader has accounting access to a channel (its revenue is shown only then). */
  seesAccounting: (channelId: string) => boolean;
};

export class GroupAnnualReports {
  private readonly deps: { pool: pg.Pool; clock: Clock; reports: ReportService };
  /** `reports`: whose draw pool and thumbnails the annual report is drawn with. */
  constructor(deps: { pool: pg.Pool; clock: Clock; reports: ReportService }) {
    this.deps = deps;
  }

  /** The group's annual report in each format asked for: data, model and layout made once. */
  async render(input: GroupAnnualInput, formats: readonly ReportFormat[]): Promise<RenderedReport[]> {
    const today = this.deps.clock.now().toISOString().slice(0, 10);
    const year = input.year ?? latestEndedYear(today);
    if (yearRange(year).start > today) throw invalidInput({ year: 'validation.reportPeriodNotStarted' });
    const accounting = (await findGroupChannelIds(this.deps.pool, input.groupId)).filter((id) => input.seesAccounting(id));
    const data = await findGroupAnnualData(this.deps.pool, input.groupId, yearRange(year), yearRange(year - 1), accounting);
    if (!data) throw new DomainError('errors.notFound');
    const currency = input.currency ?? defaultCurrencyOf[input.language];
    let model;
    try {
      model = buildGroupAnnualModel({ data, language: input.language, currency, year, today, accountingChannels: new Set(accounting) });
    } catch (error) {
      throw exportFailed(error);
    }
    // Drawn where the channel reports are (the process's one limit on drawing, off the API's thread).
    const bodies = await this.deps.reports.draw({ kind: 'annual', model, formats });
    const word = translate(input.language, 'reports', 'annual.fileWord');
    return formats.map((format, i) => ({
      format,
      fileName: reportFileName(data.group.name, word, String(year), input.language, format),
      contentType: contentTypes[format],
      body: bodies[i]!,
    }));
  }
}
