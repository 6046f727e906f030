// The reports module's public entry (issue 14, documents): a channel's periodic report as Word,
// PowerPoint or PDF. `createReportRenderer` is what the mail part (the quarterly subscription's
// jobs) calls to make the files it attaches.
import type { AppContext } from '../../app-context.ts';
import type { ServerModule } from '../../server-module.ts';
import { mailingPart } from './mailing/index.ts';
import { ReportService } from './report.service.ts';
import { reportsHandlers } from './reports.routes.ts';
import { unbuiltAnnualHandlers } from './unbuilt-routes.ts';
import { httpThumbnails, noThumbnails, type ThumbnailSource } from './thumbnails.ts';

export type { ChannelReportInput, RenderedReport } from './report.service.ts';
export { ReportService } from './report.service.ts';
export type { ThumbnailSource } from './thumbnails.ts';
export { REPORT_MAIL_QUEUE, REPORT_MAIL_SCHEDULE_QUEUE, seedReportMailingDemo } from './mailing/index.ts';

/** The report renderer on the shared pool: `renderChannelReport(input) → { fileName, contentType, body }`. */
export function createReportRenderer(infra: Pick<AppContext, 'pool' | 'clock' | 'config'>, thumbnails?: ThumbnailSource): ReportService {
  const url = infra.config.reportThumbnailUrl;
  return new ReportService({ pool: infra.pool, clock: infra.clock, thumbnails: thumbnails ?? (url ? httpThumbnails(url) : noThumbnails) });
}

export function createModule(infra: AppContext): ServerModule {
  // One renderer (and so one gate on the drawing) for downloads and the mailing's jobs.
  const renderer = createReportRenderer(infra);
  return { handlers: { ...reportsHandlers(renderer), ...mailingPart(infra, renderer).handlers, ...unbuiltAnnualHandlers } };
}
