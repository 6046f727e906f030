import { reads, withSchemas } from '../core/endpoint.ts';
import { channelParamsSchema, noBodySchema, okSchema } from '../core/common.ts';
import * as schemas from './schemas.ts';
import { youtubeRoutes } from './routes.ts';

export const youtubeEndpoints = withSchemas(youtubeRoutes, {
  channelRefresh: { params: channelParamsSchema, body: noBodySchema, response: schemas.refreshOutputSchema },
  youtubeOauthStart: { query: schemas.oauthStartQuerySchema, response: schemas.oauthStartOutputSchema },
  youtubeOauthCallback: { query: schemas.oauthCallbackQuerySchema },
  youtubeAuthorizations: reads(schemas.youtubeAuthorizationsSchema),
  youtubeRevoke: { params: schemas.idParamsSchema, body: noBodySchema, response: okSchema },
});
