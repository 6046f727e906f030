// The reports module's public entry (issue 14, documents): a channel's periodic report as Word,
// PowerPoint or PDF. `createReportRenderer` is what the mail part (the quarterly subscription's
// jobs) calls to make the files it attaches.
import type { AppContext } from '../../app-context.ts';
import type { ServerModule } from '../../server-module.ts';
import { annualHandlers } from './annual/annual.routes.ts';
import { GroupAnnualReports } from './annual/group-annual.service.ts';
import { mailingPart } from './mailing/index.ts';
import { ReportService } from './report.service.ts';
import { reportsHandlers } from './reports.routes.ts';
import { httpThumbnails, noThumbnails, type ThumbnailSource } from './thumbnails.ts';

export type { ChannelReportInput, RenderedReport } from './report.service.ts';
export { ReportService } from './report.service.ts';
export { contentDisposition } from './file-name.ts';
export { DrawPool } from './draw-pool.ts';
export { GroupAnnualReports } from './annual/group-annual.service.ts';
export type { ThumbnailSource } from './thumbnails.ts';
export type { ReportData, ReportDay } from './report-data.repository.ts';
export { REPORT_MAIL_QUEUE, REPORT_MAIL_SCHEDULE_QUEUE, seedReportMailingDemo } from './mailing/index.ts';

/** The report renderer on the shared pool: `renderChannelReport(input) → { fileName, contentType, body }`. */
export function createReportRenderer(infra: Pick<AppContext, 'pool' | 'clock' | 'config' | 'reportDraws'>, thumbnails?: ThumbnailSource): ReportService {
  const url = infra.config.reportThumbnailUrl;
  return new ReportService({
    pool: infra.pool,
    clock: infra.clock,
    thumbnails: thumbnails ?? (url ? httpThumbnails(url) : noThumbnails),
    draws: infra.reportDraws,
  });
}

export function createModule(infra: AppContext): ServerModule {
  // One renderer on the app's draw pool (one limit on the drawing) for downloads, the annual reports and the mailing's jobs.
  const reports = createReportRenderer(infra);
  const annual = new GroupAnnualReports({ pool: infra.pool, clock: infra.clock, reports });
  return { handlers: { ...reportsHandlers(reports), ...mailingPart(infra, reports).handlers, ...annualHandlers(annual, infra.db) } };
}
