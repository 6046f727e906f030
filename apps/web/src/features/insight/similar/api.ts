// The similar part's server state: similar channels, custom similar channels, keyword gaps and the
// content licensing price of one channel (contract insight/similar.routes.ts).
import type { CustomSimilarInput } from '@chorus/contract';
import { useCallback } from 'react';
import { useEndpointMutation, useEndpointQuery, useEndpointWrite } from '../../../lib/endpoint-query.ts';

export const useSimilarChannels = (channelId: string) => useEndpointQuery('similarChannels', { params: { channelId } });
export const useCustomSimilar = (channelId: string) => useEndpointQuery('customSimilarGet', { params: { channelId } });
export const useKeywordGaps = (channelId: string) => useEndpointQuery('keywordGaps', { params: { channelId } });
export const useLicensingPrice = (channelId: string) => useEndpointQuery('licensingPriceGet', { params: { channelId } });

/** Saves (or, with null, clears) the custom list; the comparison and the keyword gaps are read again. */
export function useSaveCustomSimilar(channelId: string) {
  const write = useEndpointWrite();
  return useCallback(
    async (input: CustomSimilarInput | null): Promise<void> => {
      if (input) await write('customSimilarSet', { params: { channelId }, body: input });
      else await write('customSimilarClear', { params: { channelId } });
    },
    [write, channelId],
  );
}

export const useSaveLicensingPrice = () => useEndpointMutation('licensingPriceSet');
