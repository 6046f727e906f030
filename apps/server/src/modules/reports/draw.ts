// What a report draw is, apart from where it runs: the model (or the latest video's data) in, the
// layout (charts, thumbnails), then the files out in each format asked for. The same function runs in
// a draw worker (draw.worker.ts, through draw-pool.ts) and, with REPORT_DRAW_THREADS=0, in the
// server's own thread. Everything in a job is plain data, so it crosses to a worker by structured
// clone; the thumbnails are fetched by the caller's source (network and cache stay in the main thread).
import type { Language, ReportFormat } from '@chorus/contract';
import { buildGroupAnnualLayout } from './annual/group-annual.layout.ts';
import type { GroupAnnualModel } from './annual/group-annual.model.ts';
import { buildLatestVideoLayout, type LatestVideoData } from './latest-video.ts';
import { renderDocx } from './render-docx.ts';
import { renderPdf } from './render-pdf.ts';
import { renderPptx } from './render-pptx.ts';
import type { ReportLayout } from './layout-core.ts';
import { buildReportLayout } from './report-layout.ts';
import type { ReportModel } from './report-model.ts';
import type { ThumbnailSource } from './thumbnails.ts';

export type DrawJob =
  | { kind: 'channel'; model: ReportModel; formats: readonly ReportFormat[] }
  | { kind: 'latestVideo'; data: LatestVideoData; language: Language; today: string; formats: readonly ReportFormat[] }
  | { kind: 'annual'; model: GroupAnnualModel; formats: readonly ReportFormat[] };

/** The three writers of a layout. */
export const writers: Record<ReportFormat, (layout: ReportLayout) => Promise<Buffer>> = { docx: renderDocx, pptx: renderPptx, pdf: renderPdf };

function layoutOf(job: DrawJob, thumbnails: ThumbnailSource): Promise<ReportLayout> {
  switch (job.kind) {
    case 'channel':
      return buildReportLayout(job.model, thumbnails);
    case 'latestVideo':
      return buildLatestVideoLayout(job.data, job.language, job.today, thumbnails);
    case 'annual':
      return buildGroupAnnualLayout(job.model, thumbnails);
  }
}

/** The job's files, one a format in the order asked for. */
export async function drawReport(job: DrawJob, thumbnails: ThumbnailSource): Promise<Buffer[]> {
  const layout = await layoutOf(job, thumbnails);
  return Promise.all(job.formats.map((format) => writers[format](layout)));
}
