import { withSchemas } from '../core/endpoint.ts';
import { archiveSchemas } from './archive.endpoints.ts';
import { importsSchemas } from './imports.endpoints.ts';
import { ledgerSchemas } from './ledger.endpoints.ts';
import { payeesSchemas } from './payees.endpoints.ts';
import { accountingRoutes } from './routes.ts';
import { withholdingSchemas } from './withholding.endpoints.ts';

export const accountingEndpoints = withSchemas(accountingRoutes, {
  ...importsSchemas,
  ...archiveSchemas,
  ...ledgerSchemas,
  ...payeesSchemas,
  ...withholdingSchemas,
});
