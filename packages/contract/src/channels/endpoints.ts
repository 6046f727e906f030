import { z } from 'zod';
import type { Endpoint } from '../core/route.ts';
import { channelParamsSchema, emptyQuerySchema, okSchema } from '../core/common.ts';
import { channelListQuerySchema, channelListSchema } from './channel-list.ts';
import {
  analyticsSchema,
  audienceSchema,
  channelVisibilityInputSchema,
  channelVisibilitySchema,
  contentQuerySchema,
  contentSchema,
  exchangeRatesSchema,
  groupTrendsSchema,
  interestVideosInputSchema,
  overviewSchema,
  periodQuerySchema,
  revenueSchema,
} from './schemas.ts';
import { channelsRoutes } from './routes.ts';

export const channelsEndpoints = {
  channelList: { ...channelsRoutes.channelList, query: channelListQuerySchema, response: channelListSchema },
  channelOverview: { ...channelsRoutes.channelOverview, params: channelParamsSchema, query: periodQuerySchema, response: overviewSchema },
  channelAudience: { ...channelsRoutes.channelAudience, params: channelParamsSchema, query: periodQuerySchema, response: audienceSchema },
  channelInterestVideos: { ...channelsRoutes.channelInterestVideos, params: channelParamsSchema, body: interestVideosInputSchema, response: okSchema },
  channelVisibilityGet: { ...channelsRoutes.channelVisibilityGet, params: channelParamsSchema, query: emptyQuerySchema, response: channelVisibilitySchema },
  channelVisibilitySet: {
    ...channelsRoutes.channelVisibilitySet,
    params: channelParamsSchema,
    body: channelVisibilityInputSchema,
    response: channelVisibilitySchema,
  },
  channelContent: { ...channelsRoutes.channelContent, params: channelParamsSchema, query: contentQuerySchema, response: contentSchema },
  channelAnalytics: { ...channelsRoutes.channelAnalytics, params: channelParamsSchema, query: periodQuerySchema, response: analyticsSchema },
  channelRevenue: { ...channelsRoutes.channelRevenue, params: channelParamsSchema, query: emptyQuerySchema, response: revenueSchema },
  channelGroupTrends: {
    ...channelsRoutes.channelGroupTrends,
    params: z.object({ groupId: z.coerce.number().int().positive('validation.notFound') }).strict(),
    query: periodQuerySchema,
    response: groupTrendsSchema,
  },
  exchangeRates: { ...channelsRoutes.exchangeRates, query: emptyQuerySchema, response: exchangeRatesSchema },
} as const satisfies { [K in keyof typeof channelsRoutes]: Endpoint };
