import { z } from 'zod';
import { reads, withSchemas } from '../core/endpoint.ts';
import { channelParamsSchema, emptyQuerySchema, okSchema } from '../core/common.ts';
import { channelListQuerySchema, channelListSchema } from './channel-list.ts';
import { liveAnswerSchema, liveQuerySchema } from './live.ts';
import * as health from './revenue-health.ts';
import * as schemas from './schemas.ts';
import { channelsRoutes } from './routes.ts';

export const channelsEndpoints = withSchemas(channelsRoutes, {
  channelList: { query: channelListQuerySchema, response: channelListSchema },
  channelOverview: { params: channelParamsSchema, query: schemas.periodQuerySchema, response: schemas.overviewSchema },
  channelAudience: { params: channelParamsSchema, query: schemas.periodQuerySchema, response: schemas.audienceSchema },
  channelInterestVideos: { params: channelParamsSchema, body: schemas.interestVideosInputSchema, response: okSchema },
  channelVisibilityGet: { params: channelParamsSchema, query: emptyQuerySchema, response: schemas.channelVisibilitySchema },
  channelVisibilitySet: { params: channelParamsSchema, body: schemas.channelVisibilityInputSchema, response: schemas.channelVisibilitySchema },
  channelContent: { params: channelParamsSchema, query: schemas.contentQuerySchema, response: schemas.contentSchema },
  channelAnalytics: { params: channelParamsSchema, query: schemas.periodQuerySchema, response: schemas.analyticsSchema },
  channelRevenue: { params: channelParamsSchema, query: emptyQuerySchema, response: schemas.revenueSchema },
  channelLive: { params: channelParamsSchema, query: liveQuerySchema, response: liveAnswerSchema },
  revenueAlerts: { query: health.revenueAlertsQuerySchema, response: health.revenueAlertListSchema },
  revenueAlertAcknowledge: { params: health.revenueAlertParamsSchema, body: health.revenueAlertAckSchema, response: health.revenueAlertSchema },
  revenueHealthSettings: reads(health.revenueHealthSettingsSchema),
  revenueHealthThresholdSet: { body: health.revenueHealthThresholdSetSchema, response: health.revenueHealthSettingsSchema },
  revenueHealthDigestSet: { body: health.revenueHealthDigestSetSchema, response: health.revenueHealthSettingsSchema },
  channelGroupTrends: {
    params: z.object({ groupId: z.coerce.number().int().positive('validation.notFound') }).strict(),
    query: schemas.periodQuerySchema,
    response: schemas.groupTrendsSchema,
  },
  exchangeRates: reads(schemas.exchangeRatesSchema),
});
