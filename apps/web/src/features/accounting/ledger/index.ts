// The ledger's screens, for the accounting page's tabs (the page shell lists them) and the ledger's
// own pages (payment, profit sharing).
export { CreatorStatements } from './creator-statements.tsx';
export { MonthClosePanel, StatusHints } from './month-close-panel.tsx';
export { PaymentsPanel } from './payments-panel.tsx';
export { RatesPanel } from './rates-panel.tsx';
export { RatiosPanel } from './ratios-panel.tsx';
export { StatementPanel } from './statement-panel.tsx';
