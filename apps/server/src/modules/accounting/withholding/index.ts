// The accounting module's withholding part (issue 30): payees' tax profiles, the withholding line the
// posting adds (withholding-posting.ts, called by the ledger's posting), the yearly summary, the
// statement documents and the monthly statement mail (its job queued when a month is finalised).
import type { AppContext } from '../../../app-context.ts';
import { auditLog } from '../../../audit/audit-log.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { StatementsService } from '../ledger/statements.service.ts';
import { sendStatementMail, STATEMENT_MAIL_QUEUE } from './statement-mail.ts';
import { TaxProfilesService } from './tax-profiles.service.ts';
import { withholdingHandlers } from './withholding.routes.ts';

export { queueStatementMail, STATEMENT_MAIL_QUEUE } from './statement-mail.ts';

export function withholdingPart(infra: AppContext): Handlers {
  const deps = { db: infra.db, clock: infra.clock, audit: auditLog({ db: infra.db, clock: infra.clock }) };
  const statements = new StatementsService(deps);
  infra.jobs.register<{ month: string }>(
    STATEMENT_MAIL_QUEUE,
    async (data, job) => {
      const sent = await sendStatementMail(infra, statements, data.month);
      job.log(`statement mail ${data.month}: ${sent} sent`);
    },
    { retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 3600, deleteAfterSeconds: 14 * 24 * 3600 },
  );
  return withholdingHandlers({ db: infra.db, clock: infra.clock, profiles: new TaxProfilesService(deps), statements });
}
