// Routes of the insight area's comparison part (see routes.ts): the channel comparison on the
// inspiration page's comparison tab (spec 2), its CSV, and each person's saved column sets. All are
// about the page's channel (:channelId): a channel the caller may not see answers 404, and the
// inspiration page is judged with the caller's member type on it. The other channels compared are
// checked by the service against the same channel scope (any the caller may not see: 404 naming
// the ids the caller sent, never more).
import { page, type Route } from '../core/route.ts';

const comparison = page('inspiration');
const base = '/api/v1/insight/channels/:channelId/comparison';

export const comparisonRoutes = {
  insightComparison: {
    method: 'GET',
    path: base,
    summary: 'Channel comparison: the page channel and chosen channels (or a channel group), by period or by keyword presence',
    permission: comparison,
    channelScoped: true,
  },
  insightComparisonExport: {
    method: 'GET',
    path: `${base}/export`,
    summary: 'The channel comparison with the chosen columns as CSV (UTF-8 with BOM, CRLF)',
    permission: comparison,
    channelScoped: true,
    kind: 'download',
  },
  insightColumnSets: {
    method: 'GET',
    path: `${base}/column_sets`,
    summary: "The caller's saved comparison column sets",
    permission: comparison,
    channelScoped: true,
  },
  insightColumnSetCreate: {
    method: 'POST',
    path: `${base}/column_sets`,
    summary: 'Save a comparison column set (a name and its columns in order)',
    permission: comparison,
    channelScoped: true,
    invalidates: ['insightColumnSets'],
  },
  insightColumnSetUpdate: {
    method: 'PUT',
    path: `${base}/column_sets/:setId`,
    summary: "Rename or change one of the caller's saved column sets",
    permission: comparison,
    channelScoped: true,
    invalidates: ['insightColumnSets'],
  },
  insightColumnSetDelete: {
    method: 'DELETE',
    path: `${base}/column_sets/:setId`,
    summary: "Remove one of the caller's saved column sets",
    permission: comparison,
    channelScoped: true,
    invalidates: ['insightColumnSets'],
  },
} as const satisfies Record<string, Route>;
