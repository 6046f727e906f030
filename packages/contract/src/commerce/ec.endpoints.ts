// The commerce area's ec routes with their schemas, by route id (merged in endpoints.ts).
import { emptyQuerySchema } from '../core/common.ts';
import { shopifyOauthCallbackQuerySchema } from '../resell/stores.schemas.ts';
import {
  ecAttributionCodeBodySchema,
  ecAttributionCodesAnswerSchema,
  ecChannelMonthQuerySchema,
  ecMonthQuerySchema,
  ecProductsAnswerSchema,
  ecSalesAnswerSchema,
  ecStoreConnectAnswerSchema,
  ecStoreConnectBodySchema,
  ecStoreParamsSchema,
  ecStoresAnswerSchema,
  ecStoreSettingsAnswerSchema,
  ecStoreSettingsBodySchema,
  ecStoresQuerySchema,
  ecVideosAnswerSchema,
} from './ec.schemas.ts';

export const ecSchemas = {
  ecStores: { query: ecStoresQuerySchema, response: ecStoresAnswerSchema },
  ecStoreConnect: { body: ecStoreConnectBodySchema, response: ecStoreConnectAnswerSchema },
  ecStoreCallback: { query: shopifyOauthCallbackQuerySchema },
  ecStoreSettings: { params: ecStoreParamsSchema, body: ecStoreSettingsBodySchema, response: ecStoreSettingsAnswerSchema },
  ecAttributionCodes: { query: emptyQuerySchema, params: ecStoreParamsSchema, response: ecAttributionCodesAnswerSchema },
  ecAttributionCodeSave: { params: ecStoreParamsSchema, body: ecAttributionCodeBodySchema, response: ecAttributionCodesAnswerSchema },
  ecSales: { query: ecMonthQuerySchema, response: ecSalesAnswerSchema },
  ecProducts: { query: ecChannelMonthQuerySchema, response: ecProductsAnswerSchema },
  ecVideos: { query: ecChannelMonthQuerySchema, response: ecVideosAnswerSchema },
} as const;
