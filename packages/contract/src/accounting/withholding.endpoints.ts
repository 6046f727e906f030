// The accounting area's withholding routes with their schemas, by route id (merged in endpoints.ts).
import { emptyQuerySchema } from '../core/common.ts';
import { reads } from '../core/endpoint.ts';
import {
  statementDocumentParamsSchema,
  statementDocumentQuerySchema,
  statementMailSchema,
  statementMailSetSchema,
  taxProfileDetailSchema,
  taxProfileListQuerySchema,
  taxProfileListSchema,
  taxProfileParamsSchema,
  taxProfileSetSchema,
  withholdingSummaryQuerySchema,
} from './withholding.schemas.ts';

export const withholdingSchemas = {
  taxProfileList: { query: taxProfileListQuerySchema, response: taxProfileListSchema },
  taxProfileGet: { params: taxProfileParamsSchema, query: emptyQuerySchema, response: taxProfileDetailSchema },
  taxProfileSet: { params: taxProfileParamsSchema, body: taxProfileSetSchema, response: taxProfileDetailSchema },
  withholdingSummaryExport: { query: withholdingSummaryQuerySchema },
  ledgerStatementDocument: { params: statementDocumentParamsSchema, query: statementDocumentQuerySchema },
  statementMailGet: reads(statementMailSchema),
  statementMailSet: { body: statementMailSetSchema, response: statementMailSchema },
} as const;
