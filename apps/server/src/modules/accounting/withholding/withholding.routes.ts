// HTTP for the withholding part (issue 30): the route layer has checked sign-in, the route's page or
// component; the statement's object policy (canSeeStatement) is the statements service's.
import type { Handlers } from '../../../http/register-endpoints.ts';
import { sendTableExport } from '../../../storage/table-export.ts';
import type { Db } from '../../../db/database.ts';
import type { Clock } from '../../../clock.ts';
import type { StatementsService } from '../ledger/statements.service.ts';
import { setSubscription, subscriptionOf } from './statement-mail.ts';
import { statementCsv, statementFileName, statementPdf } from './statement-document.ts';
import type { TaxProfilesService } from './tax-profiles.service.ts';
import { withholdingLines, withholdingSheets } from './withholding-summary.ts';
import { actingCaller } from '../../../security/subject.ts';

export type WithholdingServices = { db: Db; clock: Clock; profiles: TaxProfilesService; statements: StatementsService };

export function withholdingHandlers(s: WithholdingServices): Handlers {
  return {
    taxProfileList: async ({ query }) => s.profiles.list(query),
    taxProfileGet: async ({ params }) => s.profiles.get(params.userId),
    taxProfileSet: async ({ principal, params, body, req }) => s.profiles.set(actingCaller(principal, req.ip), params.userId, body),
    withholdingSummaryExport: async ({ query, reply, language }) =>
      sendTableExport(reply, {
        name: `withholding-${query.year}`,
        sheets: withholdingSheets(await withholdingLines(s.db, query.year), language),
        format: query.format,
        language,
      }),
    ledgerStatementDocument: async ({ principal, params, query, reply, req, language }) => {
      const statement = await s.statements.get(actingCaller(principal, req.ip), params.channelId, query.month);
      const chosen = query.language ?? language;
      const body =
        query.format === 'csv'
          ? statementCsv(statement, chosen)
          : await statementPdf(statement, chosen, statement.payee ? `${statement.payee.name} <${statement.payee.email}>` : '—');
      return reply
        .header('content-type', query.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
        .header('content-disposition', `attachment; filename="${statementFileName(statement, query.format)}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
    statementMailGet: async ({ principal, language }) => subscriptionOf(s.db, principal.userId, language),
    statementMailSet: async ({ principal, body }) => setSubscription(s.db, principal.userId, body, s.clock.now()),
  };
}
