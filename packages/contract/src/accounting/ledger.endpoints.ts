// The accounting area's ledger routes with their schemas, by route id (merged in endpoints.ts).
import { emptyQuerySchema, noBodySchema } from '../core/common.ts';
import { reads } from '../core/endpoint.ts';
import {
  channelRatiosSchema,
  creatorViewSchema,
  monthBodySchema,
  monthParamsSchema,
  monthCloseStatusSchema,
  paidSetSchema,
  paymentBatchResultSchema,
  paymentRowSchema,
  paymentsQuerySchema,
  paymentsSchema,
  paymentTemplateQuerySchema,
  postingResultSchema,
  rateRowSchema,
  ratesQuerySchema,
  rateSetSchema,
  ratesSchema,
  ratiosQuerySchema,
  ratiosSetSchema,
  statementParamsSchema,
  statementQuerySchema,
  statementSchema,
} from './ledger.schemas.ts';

export const ledgerSchemas = {
  ledgerRatios: { query: ratiosQuerySchema, response: channelRatiosSchema },
  ledgerRatiosSet: { body: ratiosSetSchema, response: channelRatiosSchema },
  ledgerRates: { query: ratesQuerySchema, response: ratesSchema },
  ledgerRateSet: { body: rateSetSchema, response: rateRowSchema },
  ledgerStatementsPost: { body: monthBodySchema, response: postingResultSchema },
  ledgerStatement: { params: statementParamsSchema, query: statementQuerySchema, response: statementSchema },
  ledgerMonthStatus: { params: monthParamsSchema, query: emptyQuerySchema, response: monthCloseStatusSchema },
  ledgerMonthClose: { params: monthParamsSchema, body: noBodySchema, response: monthCloseStatusSchema },
  ledgerMonthReopen: { params: monthParamsSchema, body: noBodySchema, response: monthCloseStatusSchema },
  ledgerPayments: { query: paymentsQuerySchema, response: paymentsSchema },
  ledgerPaidSet: { body: paidSetSchema, response: paymentRowSchema },
  ledgerPaymentsTemplate: { query: paymentTemplateQuerySchema },
  ledgerPaymentsBatch: { response: paymentBatchResultSchema },
  ledgerMyStatements: reads(creatorViewSchema),
} as const;
