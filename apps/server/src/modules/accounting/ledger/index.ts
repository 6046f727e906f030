// The accounting module's ledger part: its services and the handlers of its routes (contract
// accounting/ledger.routes.ts): ratios, exchange rates, statements, month close, payment records
// and the creator's view.
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/database.ts';
import { auditLog } from '../../../audit/audit-log.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { CreatorViewService } from './creator-view.service.ts';
import { ledgerHandlers } from './ledger.routes.ts';
import { MonthsService } from './months.service.ts';
import { PaymentBatchService } from './payment-batch.service.ts';
import { PaymentsService } from './payments.service.ts';
import { RatesService } from './rates.service.ts';
import { RatiosService } from './ratios.service.ts';
import { StatementsService } from './statements.service.ts';
import { queueStatementMail } from '../withholding/statement-mail.ts';

export function ledgerPart({ db, clock, jobs }: AppContext): Handlers {
  const deps = { db, clock, audit: auditLog({ db, clock }), onMonthClosed: (trx: Db, month: string) => queueStatementMail(jobs, trx, month) };
  const payments = new PaymentsService(deps);
  return ledgerHandlers({
    db,
    ratios: new RatiosService(deps),
    rates: new RatesService(deps),
    statements: new StatementsService(deps),
    months: new MonthsService(deps),
    payments,
    batch: new PaymentBatchService({ ...deps, payments }),
    creator: new CreatorViewService(deps),
  });
}
