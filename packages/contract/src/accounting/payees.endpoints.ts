// The accounting area's payees routes with their schemas, by route id (merged in endpoints.ts).
import { emptyQuerySchema, okSchema } from '../core/common.ts';
import * as s from './payees.schemas.ts';

export const payeesSchemas = {
  recipientList: { query: s.recipientListQuerySchema, response: s.recipientListSchema },
  recipientGet: { params: s.recipientParamsSchema, query: emptyQuerySchema, response: s.recipientSchema },
  recipientCreate: { body: s.recipientInputSchema, response: s.recipientSchema },
  recipientUpdate: { params: s.recipientParamsSchema, body: s.recipientInputSchema, response: s.recipientSchema },
  recipientDelete: { params: s.recipientParamsSchema, query: emptyQuerySchema, response: okSchema },
  recipientSetChannels: { params: s.recipientParamsSchema, body: s.recipientChannelsInputSchema, response: s.recipientSchema },
  recipientFile: { params: s.recipientFileParamsSchema, query: emptyQuerySchema },
  recipientFileUpload: { query: s.recipientFileQuerySchema, response: s.recipientFileUploadSchema },
  recipientChannelSearch: { query: s.recipientChannelSearchQuerySchema, response: s.recipientChannelSearchSchema },
  deductionList: { query: s.deductionsMonthQuerySchema, response: s.deductionListSchema },
  deductionUpload: { query: s.deductionsMonthQuerySchema, response: s.deductionUploadResultSchema },
  deductionTemplate: { query: emptyQuerySchema },
} as const;
