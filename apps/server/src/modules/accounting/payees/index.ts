// The accounting module's payees part: remittance recipients and deductions (contract
// accounting/payees.routes.ts), what ownership transfer needs of recipients (remittance-transfer.ts),
// and the daily removal of documents uploaded but never saved into a recipient (unsaved-documents.ts).
import type { AppContext } from '../../../app-context.ts';
import { auditLog } from '../../../audit/audit-log.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { UploadReadPool } from '../../../ports/upload-read-pool.ts';
import type { ParsedDeductions } from './deductions-csv.ts';
import { DeductionsService } from './deductions.service.ts';
import { payeesHandlers } from './payees.routes.ts';
import { RecipientsService } from './recipients.service.ts';
import { registerUnsavedDocumentsCleanup } from './unsaved-documents.ts';

type DeductionFiles = UploadReadPool<unknown, unknown, ParsedDeductions>;

export { transferRemittance, type RemittanceTransfer } from './remittance-transfer.ts';

export function payeesPart({ db, clock, storage, jobs, uploadReads }: AppContext): Handlers {
  const audit = auditLog({ db, clock });
  registerUnsavedDocumentsCleanup({ db, clock, jobs, storage });
  return payeesHandlers({
    db,
    recipients: new RecipientsService({ db, clock, audit, storage }),
    deductions: new DeductionsService({ db, clock, audit, files: uploadReads as DeductionFiles }),
  });
}
