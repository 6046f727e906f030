// The reports area's routes with their schemas, by route id.
import { channelParamsSchema, noBodySchema, okSchema } from '../core/common.ts';
import { withSchemas } from '../core/endpoint.ts';
import { groupParamsSchema } from '../groups/schemas.ts';
import { groupAnnualQuerySchema } from './annual.schemas.ts';
import {
  reportChannelMailSchema,
  reportRecordListQuerySchema,
  reportRecordListSchema,
  reportRecordParamsSchema,
  reportRecordResendSchema,
  reportRunListSchema,
  reportRunParamsSchema,
  reportRunSchema,
  reportRunStartedSchema,
  reportRunStartSchema,
  reportSubscriptionInputSchema,
  reportSubscriptionListQuerySchema,
  reportSubscriptionListSchema,
  reportSubscriptionSchema,
} from './mailing.schemas.ts';
import { reportsRoutes } from './routes.ts';
import { latestVideoQuerySchema, reportQuerySchema } from './schemas.ts';

export const reportsEndpoints = withSchemas(reportsRoutes, {
  reportChannelDownload: { params: channelParamsSchema, query: reportQuerySchema },
  reportLatestVideoDownload: { params: channelParamsSchema, query: latestVideoQuerySchema },
  reportSubscriptionList: { query: reportSubscriptionListQuerySchema, response: reportSubscriptionListSchema },
  reportSubscriptionSet: { params: channelParamsSchema, body: reportSubscriptionInputSchema, response: reportSubscriptionSchema },
  reportMailingRunList: { response: reportRunListSchema },
  reportMailingRunStart: { body: reportRunStartSchema, response: reportRunStartedSchema },
  reportMailingRunGet: { params: reportRunParamsSchema, response: reportRunSchema },
  reportMailingRunResume: { params: reportRunParamsSchema, body: noBodySchema, response: reportRunStartedSchema },
  reportMailingRecordList: { query: reportRecordListQuerySchema, response: reportRecordListSchema },
  reportMailingRecordResend: { body: reportRecordResendSchema, response: reportRunStartedSchema },
  reportMailingRecordDelete: { params: reportRecordParamsSchema, response: okSchema },
  reportChannelMail: { params: channelParamsSchema, body: reportChannelMailSchema, response: reportRunStartedSchema },
  reportGroupAnnualDownload: { params: groupParamsSchema, query: groupAnnualQuerySchema },
});
