// The accounting module's public entry (issue 10). Three parts, each building its own services and
// handlers from the shared infrastructure: imports (revenue report uploads, unmatched rows,
// reconciliation, CMS summaries), ledger (ratios, exchange rates, statements, month close, payment
// records, the creator's view), payees (remittance recipients, deductions). They meet in the shared
// tables of 0030 and in month-lock.ts.
import type { AppContext } from '../../app-context.ts';
import type { ServerModule } from '../../server-module.ts';
import { AccountingAnswers } from './answers.ts';
import { monthOf } from './ledger/ledger-deps.ts';
import { archivePart } from './archive/index.ts';
import { importsPart } from './imports/index.ts';
import { ledgerPart } from './ledger/index.ts';
import { payeesPart } from './payees/index.ts';
import { withholdingPart } from './withholding/index.ts';

export { seedLedgerDemo } from './ledger/ledger-demo.ts';
export { seedArchiveDemo, seedReconciliationDemo } from './archive/archive-demo.ts';
export { UploadReadPool } from './upload-reads.ts';

/** The GET routes answering JSON whose answers are kept (answers.ts); upload status, files and exports are not. */
const KEPT_ANSWERS = new Set([
  'accountingRevenue',
  'accountingMonthStatus',
  'accountingUnmatched',
  'accountingCmsChannels',
  'accountingCmsVideos',
  'ledgerRatios',
  'ledgerRates',
  'ledgerStatement',
  'ledgerMonthStatus',
  'ledgerPayments',
  'ledgerMyStatements',
  'recipientList',
  'recipientGet',
  'recipientChannelSearch',
  'deductionList',
  'taxProfileList',
  'taxProfileGet',
  'statementMailGet',
]);

export function createModule(infra: AppContext): ServerModule {
  const answers = new AccountingAnswers({
    maxBytes: Math.max(0, infra.config.accountingCacheMb) * 1024 * 1024,
    // The ratios in force are the current month's: a new month makes new keys.
    period: () => monthOf(infra.clock.now()),
  });
  answers.listen(infra.bus);
  const handlers = {
    ...importsPart(infra, () => answers.changed()),
    ...ledgerPart(infra),
    ...payeesPart(infra),
    ...archivePart(infra),
    ...withholdingPart(infra),
  };
  return { handlers: answers.wrap(handlers, KEPT_ANSWERS) };
}

// For ownership transfer (spec 4): what becomes of a channel's remittance recipient.
export { transferRemittance, type RemittanceTransfer } from './payees/index.ts';
// For the commerce module (issue 28): course sales and studio charges are statement sources, written under the month lock.
export { assertMonthOpen } from './month-lock.ts';
export { noteSourceChange } from './source-changes.ts';
