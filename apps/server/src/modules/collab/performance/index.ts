// The collab module's performance part: case videos, upcoming and past collaborations, and the
// performance report (contract collab/performance.routes.ts).
import type { AppContext } from '../../../app-context.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { resaleSalesOfVideos } from '../../resell/index.ts';
import { lookupVideoOnYoutube } from '../../youtube/index.ts';
import { CaseVideosService } from './case-videos.service.ts';
import { performanceHandlers } from './performance.routes.ts';
import { PerformanceReportService } from './report.service.ts';
import { ScheduleService } from './schedule.service.ts';

export { seedPerformanceDemo } from './performance-demo.ts';

export function performancePart(infra: AppContext): Handlers {
  const { db, clock } = infra;
  return performanceHandlers({
    caseVideos: new CaseVideosService({ db, clock, lookup: (channelId, videoId) => lookupVideoOnYoutube(infra, channelId, videoId) }),
    schedule: new ScheduleService({ db, clock }),
    reports: new PerformanceReportService({ db, clock, resaleSales: (subject, videoIds) => resaleSalesOfVideos({ db, clock }, subject, videoIds) }),
  });
}
