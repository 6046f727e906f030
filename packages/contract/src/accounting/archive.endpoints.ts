// The accounting area's archive routes with their schemas, by route id (merged in endpoints.ts).
import { reads } from '../core/endpoint.ts';
import { emptyQuerySchema } from '../core/common.ts';
import {
  archiveFileParamsSchema,
  archiveListSchema,
  archiveQuerySchema,
  expiringReportsSchema,
  reconciliationQuerySchema,
  reconciliationSchema,
  reconciliationSettingsSchema,
  reconciliationSettingsSetSchema,
} from './archive.schemas.ts';

export const archiveSchemas = {
  accountingArchive: { query: archiveQuerySchema, response: archiveListSchema },
  accountingArchiveExpiring: reads(expiringReportsSchema),
  accountingArchiveFile: { query: emptyQuerySchema, params: archiveFileParamsSchema },
  accountingReconciliation: { query: reconciliationQuerySchema, response: reconciliationSchema },
  accountingReconciliationSettings: reads(reconciliationSettingsSchema),
  accountingReconciliationSettingsSet: { body: reconciliationSettingsSetSchema, response: reconciliationSettingsSchema },
} as const;
