import type { Endpoint } from '../core/route.ts';
import { channelParamsSchema, emptyQuerySchema, noBodySchema, okSchema } from '../core/common.ts';
import {
  idParamsSchema,
  oauthCallbackQuerySchema,
  oauthStartOutputSchema,
  oauthStartQuerySchema,
  refreshOutputSchema,
  youtubeAuthorizationsSchema,
} from './schemas.ts';
import { youtubeRoutes } from './routes.ts';

export const youtubeEndpoints = {
  channelRefresh: { ...youtubeRoutes.channelRefresh, params: channelParamsSchema, body: noBodySchema, response: refreshOutputSchema },
  youtubeOauthStart: { ...youtubeRoutes.youtubeOauthStart, query: oauthStartQuerySchema, response: oauthStartOutputSchema },
  youtubeOauthCallback: { ...youtubeRoutes.youtubeOauthCallback, query: oauthCallbackQuerySchema },
  youtubeAuthorizations: { ...youtubeRoutes.youtubeAuthorizations, query: emptyQuerySchema, response: youtubeAuthorizationsSchema },
  youtubeRevoke: { ...youtubeRoutes.youtubeRevoke, params: idParamsSchema, body: noBodySchema, response: okSchema },
} as const satisfies { [K in keyof typeof youtubeRoutes]: Endpoint };
