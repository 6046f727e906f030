// Routes of the collab area's search part (see routes.ts): creator search (spec 2 collabSearch,
// spec 3 channel search fields), setting a channel's prices (spec 6: agencies edit prices), and
// favourites lists (spec 2 collabFav): one's own lists and the lists shared with one's advertiser
// team. A list the caller may not use does not exist for them (object policy canUseFavouriteList).
import { component, page, signedIn, type Route } from '../core/route.ts';

const favourites = page('collabFav');

export const searchRoutes = {
  creatorSearch: {
    method: 'GET',
    path: '/api/v1/collab/creators',
    summary: 'Search the network’s creators on the channel search fields (prices only for roles that view prices)',
    // Both sides of the marketplace: collabSearch or the reseller's resellSearch (resell/market.policies.ts).
    permission: signedIn,
    policy: 'searchesCreators',
  },
  creatorPricesSet: {
    method: 'PUT',
    path: '/api/v1/collab/creators/:channelId/prices',
    summary: 'Set a channel’s mid-roll and sponsored-video prices with their reference min and max (USD)',
    permission: component('editPrices'),
    channelScoped: true,
    invalidates: ['collabPackageList', 'collabPackageGet', 'creatorSearch', 'favouriteListGet'],
  },
  favouriteLists: {
    method: 'GET',
    path: '/api/v1/collab/favourite-lists',
    summary: 'The caller’s favourites lists and those shared with their advertiser teams',
    permission: favourites,
    policy: 'canUseFavouriteList',
  },
  favouriteListCreate: {
    method: 'POST',
    path: '/api/v1/collab/favourite-lists',
    summary: 'Create a favourites list, personal or shared with one of the caller’s advertiser teams (not the read-only viewer)',
    permission: favourites,
    policy: 'keepsFavouriteLists',
    invalidates: ['favouriteLists'],
  },
  favouriteListGet: {
    method: 'GET',
    path: '/api/v1/collab/favourite-lists/:listId',
    summary: 'A favourites list with its creators',
    permission: favourites,
    policy: 'canUseFavouriteList',
  },
  favouriteListRename: {
    method: 'PUT',
    path: '/api/v1/collab/favourite-lists/:listId',
    summary: 'Rename a favourites list',
    permission: favourites,
    policy: 'canUseFavouriteList',
    invalidates: ['favouriteLists', 'favouriteListGet'],
  },
  favouriteListDelete: {
    method: 'DELETE',
    path: '/api/v1/collab/favourite-lists/:listId',
    summary: 'Delete a favourites list',
    permission: favourites,
    policy: 'canUseFavouriteList',
    invalidates: ['favouriteLists'],
  },
  favouriteAdd: {
    method: 'PUT',
    path: '/api/v1/collab/favourite-lists/:listId/channels/:channelId',
    summary: 'Star a channel: add it to a favourites list',
    permission: favourites,
    policy: 'canUseFavouriteList',
    invalidates: ['favouriteLists', 'favouriteListGet'],
  },
  favouriteRemove: {
    method: 'DELETE',
    path: '/api/v1/collab/favourite-lists/:listId/channels/:channelId',
    summary: 'Remove a channel from a favourites list',
    permission: favourites,
    policy: 'canUseFavouriteList',
    invalidates: ['favouriteLists', 'favouriteListGet'],
  },
} as const satisfies Record<string, Route>;
