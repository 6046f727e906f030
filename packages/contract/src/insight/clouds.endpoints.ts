// The insight area's clouds routes with their schemas, by route id (merged in endpoints.ts).
import { channelParamsSchema, emptyQuerySchema, noBodySchema } from '../core/common.ts';
import * as schemas from './clouds.schemas.ts';

export const cloudsSchemas = {
  insightWordClouds: { params: channelParamsSchema, query: schemas.wordCloudsQuerySchema, response: schemas.wordCloudsSchema },
  insightCloudWord: { params: channelParamsSchema, query: schemas.cloudWordQuerySchema, response: schemas.cloudWordAnswerSchema },
  insightSearchKeywords: { params: channelParamsSchema, query: emptyQuerySchema, response: schemas.searchKeywordsSchema },
  insightSearchKeywordsFetch: { params: channelParamsSchema, body: noBodySchema, response: schemas.searchKeywordsSchema },
  insightVideoEmotions: { params: channelParamsSchema, query: schemas.videoEmotionsQuerySchema, response: schemas.videoEmotionsSchema },
} as const;
