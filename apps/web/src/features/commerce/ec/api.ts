// The creator's store part's reads and writes over lib/endpoint-query.ts.
import { keepPreviousData, useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query.ts';

export const useChannelStores = (channelId: string) => useEndpointQuery('ecStores', { query: { channel_id: channelId } });

/** Every month of the channel's stores (no month: all of them). */
export const useStoreSales = (channelId: string) => useEndpointQuery('ecSales', { query: { channel_id: channelId } });

export const useTopProducts = (channelId: string, month: string) =>
  useEndpointQuery('ecProducts', { query: { channel_id: channelId, month } }, { placeholderData: keepPreviousData });

export const useSellingVideos = (channelId: string, month: string) =>
  useEndpointQuery('ecVideos', { query: { channel_id: channelId, month } }, { placeholderData: keepPreviousData });

export const useAttributionCodes = (storeId: number) => useEndpointQuery('ecAttributionCodes', { params: { storeId: String(storeId) } });

export const useConnectStore = () => useEndpointMutation('ecStoreConnect');

export const useStoreSettings = () => useEndpointMutation('ecStoreSettings');

export const useSaveAttributionCode = () => useEndpointMutation('ecAttributionCodeSave');
