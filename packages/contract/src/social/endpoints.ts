import { withSchemas } from '../core/endpoint.ts';
import { emptyQuerySchema, okSchema } from '../core/common.ts';
import * as schemas from './schemas.ts';
import { socialRoutes } from './routes.ts';

export const socialEndpoints = withSchemas(socialRoutes, {
  socialAccounts: { query: schemas.socialAccountsQuerySchema, response: schemas.socialAccountsSchema },
  socialInsights: { params: schemas.socialAccountParamsSchema, query: schemas.socialInsightsQuerySchema, response: schemas.socialInsightsSchema },
  socialLinkStart: { query: schemas.socialLinkStartQuerySchema, response: schemas.socialLinkStartSchema },
  socialLinkCallback: { params: schemas.socialLinkCallbackParamsSchema, query: schemas.socialLinkCallbackQuerySchema },
  socialUnlink: { params: schemas.socialAccountParamsSchema, query: emptyQuerySchema, response: okSchema },
});
