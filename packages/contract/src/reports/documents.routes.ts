// Routes of the reports area's documents part (issue 14; spec 1, 2, 6, 7, 8, 9): a channel's
// periodic report as a Word, PowerPoint or PDF file in the recipient's language and currency.
import { page, type Route } from '../core/route.ts';

export const documentsRoutes = {
  reportChannelDownload: {
    method: 'GET',
    path: '/api/v1/reports/channels/:channelId',
    summary: "A channel's weekly, monthly or quarterly report as .docx, .pptx or .pdf, in zh-TW, ja or en",
    permission: page('report'),
    // Spec 6: the report page shows the choice; the file itself needs downloadReport on the channel.
    policy: 'canDownloadChannelReport',
    channelScoped: true,
    kind: 'download',
  },
  reportLatestVideoDownload: {
    method: 'GET',
    path: '/api/v1/reports/channels/:channelId/latest-video',
    summary: "The latest video report: the channel's newest regular video over its first days against the channel's average, as .docx, .pptx or .pdf",
    permission: page('report'),
    policy: 'canDownloadChannelReport',
    channelScoped: true,
    kind: 'download',
  },
} as const satisfies Record<string, Route>;
