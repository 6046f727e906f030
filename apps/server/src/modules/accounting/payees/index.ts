// The accounting module's payees part: remittance recipients and deductions (contract
// accounting/payees.routes.ts), and what ownership transfer needs of recipients (remittance-transfer.ts).
import type { AppContext } from '../../../app-context.ts';
import { auditLog } from '../../../audit/audit-log.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { DeductionsService } from './deductions.service.ts';
import { payeesHandlers } from './payees.routes.ts';
import { RecipientsService } from './recipients.service.ts';

export { transferRemittance, type RemittanceTransfer } from './remittance-transfer.ts';

export function payeesPart({ db, clock, storage }: AppContext): Handlers {
  const audit = auditLog({ db, clock });
  return payeesHandlers({ db, recipients: new RecipientsService({ db, clock, audit, storage }), deductions: new DeductionsService({ db, clock, audit }) });
}
