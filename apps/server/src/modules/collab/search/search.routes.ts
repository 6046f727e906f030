// HTTP for creator search, prices and favourites. The route layer has checked the page or component
// (and, for prices, that the caller may see the channel); the services judge the rest.
import { isComponentAllowed } from '@chorus/contract';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../http/principal.ts';
import { capabilitiesOf } from '../../../security/subject.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { CreatorsService, SearchCaller } from './creators.service.ts';
import type { FavouritesCaller, FavouritesService } from './favourites.service.ts';

const viewPrices = (principal: Principal) => isComponentAllowed(capabilitiesOf(principal.profile), 'viewPrices');
const searchCaller = (principal: Principal, req: FastifyRequest): SearchCaller => ({
  userId: principal.userId,
  realUserId: principal.realUserId,
  profile: principal.profile,
  viewPrices: viewPrices(principal),
  ip: req.ip,
});
const favouritesCaller = (principal: Principal): FavouritesCaller => ({
  userId: principal.userId,
  profile: principal.profile,
  subject: principal.subject,
  viewPrices: viewPrices(principal),
});

export function searchHandlers({ creators, favourites }: { creators: CreatorsService; favourites: FavouritesService }): Handlers {
  return {
    creatorSearch: async ({ req, principal, query }) => creators.search(searchCaller(principal, req), query),
    creatorPricesSet: async ({ req, principal, params, body }) => creators.setPrices(searchCaller(principal, req), params.channelId, body),
    favouriteLists: async ({ principal }) => favourites.lists(favouritesCaller(principal)),
    favouriteListCreate: async ({ principal, body }) => favourites.create(favouritesCaller(principal), body),
    favouriteListGet: async ({ principal, params }) => favourites.get(favouritesCaller(principal), params.listId),
    favouriteListRename: async ({ principal, params, body }) => favourites.rename(favouritesCaller(principal), params.listId, body.name),
    favouriteListDelete: async ({ principal, params }) => {
      await favourites.remove(favouritesCaller(principal), params.listId);
      return { ok: true as const };
    },
    favouriteAdd: async ({ principal, params }) => favourites.add(favouritesCaller(principal), params.listId, params.channelId),
    favouriteRemove: async ({ principal, params }) => favourites.removeChannel(favouritesCaller(principal), params.listId, params.channelId),
  };
}
