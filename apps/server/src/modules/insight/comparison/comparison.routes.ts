// HTTP of the comparison part. The route layer has checked that the caller may see the page's
// channel (:channelId) and holds the inspiration page on it; the service checks every other channel.
import { scopeOf } from '../../channels/index.ts';
import type { Principal } from '../../../http/principal.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { ColumnSetsService } from './column-sets.service.ts';
import { sendComparisonCsv } from './comparison-export.ts';
import type { ComparisonCaller, ComparisonService } from './comparison.service.ts';

const caller = (principal: Principal): ComparisonCaller => ({ userId: principal.userId, subject: principal.subject, scope: scopeOf(principal.profile) });

export function comparisonHandlers(s: { comparison: ComparisonService; columnSets: ColumnSetsService }): Handlers {
  return {
    insightComparison: async ({ principal, params, query }) => s.comparison.compare(caller(principal), params.channelId, query),
    insightComparisonExport: async ({ principal, params, query, reply, language }) =>
      sendComparisonCsv(reply, params.channelId, await s.comparison.compare(caller(principal), params.channelId, query), query.columns, language),
    insightColumnSets: async ({ principal }) => ({ sets: await s.columnSets.list(principal.userId) }),
    insightColumnSetCreate: async ({ principal, body }) => s.columnSets.create(principal.userId, body),
    insightColumnSetUpdate: async ({ principal, params, body }) => s.columnSets.update(principal.userId, params.setId, body),
    insightColumnSetDelete: async ({ principal, params }) => {
      await s.columnSets.remove(principal.userId, params.setId);
      return { ok: true as const };
    },
  };
}
