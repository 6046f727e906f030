// The collab area's search routes with their schemas, by route id (merged in endpoints.ts).
import { reads } from '../core/endpoint.ts';
import { emptyQuerySchema, noBodySchema, okSchema } from '../core/common.ts';
import * as s from './search.schemas.ts';

export const searchSchemas = {
  creatorSearch: { query: s.creatorSearchQuerySchema, response: s.creatorSearchSchema },
  creatorPricesSet: { params: s.creatorParamsSchema, body: s.creatorPricesInputSchema, response: s.creatorPricesSchema },
  favouriteLists: reads(s.favouriteListsSchema),
  favouriteListCreate: { body: s.favouriteListCreateSchema, response: s.favouriteListSummarySchema },
  favouriteListGet: { params: s.favouriteListParamsSchema, query: emptyQuerySchema, response: s.favouriteListDetailSchema },
  favouriteListRename: { params: s.favouriteListParamsSchema, body: s.favouriteListRenameSchema, response: s.favouriteListSummarySchema },
  favouriteListDelete: { params: s.favouriteListParamsSchema, query: emptyQuerySchema, response: okSchema },
  favouriteAdd: { params: s.favouriteChannelParamsSchema, body: noBodySchema, response: s.favouriteListSummarySchema },
  favouriteRemove: { params: s.favouriteChannelParamsSchema, query: emptyQuerySchema, response: s.favouriteListSummarySchema },
} as const;
