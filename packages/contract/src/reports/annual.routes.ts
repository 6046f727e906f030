// Routes of the reports area's annual part (issue 14; spec 2 "group annual report"): a channel
// group's year, per channel and in total, as .docx, .pptx or .pdf.
import { signedIn, type Route } from '../core/route.ts';

export const annualRoutes = {
  reportGroupAnnualDownload: {
    method: 'GET',
    path: '/api/v1/reports/groups/:groupId/annual',
    summary: "A channel group's annual report (its year per channel and in total) as .docx, .pptx or .pdf, in zh-TW, ja or en",
    permission: signedIn,
    policy: 'canDownloadGroupReport',
    kind: 'download',
  },
} as const satisfies Record<string, Route>;
