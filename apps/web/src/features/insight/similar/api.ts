// The similar part's server state: similar channels, custom similar channels, keyword gaps and the
// content licensing price of one channel (contract insight/similar.routes.ts).
import type { CustomSimilarInput, LicensingPriceInput } from '@chorus/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const similarKeys = {
  all: (channelId: string) => ['insight', 'similar', channelId] as const,
  similar: (channelId: string) => ['insight', 'similar', channelId, 'top'] as const,
  custom: (channelId: string) => ['insight', 'similar', channelId, 'custom'] as const,
  gaps: (channelId: string) => ['insight', 'similar', channelId, 'gaps'] as const,
  price: (channelId: string) => ['insight', 'similar', channelId, 'price'] as const,
};

export function useSimilarChannels(channelId: string) {
  return useQuery({ queryKey: similarKeys.similar(channelId), queryFn: () => api('similarChannels', { params: { channelId } }) });
}

export function useCustomSimilar(channelId: string) {
  return useQuery({ queryKey: similarKeys.custom(channelId), queryFn: () => api('customSimilarGet', { params: { channelId } }) });
}

export function useKeywordGaps(channelId: string) {
  return useQuery({ queryKey: similarKeys.gaps(channelId), queryFn: () => api('keywordGaps', { params: { channelId } }) });
}

export function useLicensingPrice(channelId: string) {
  return useQuery({ queryKey: similarKeys.price(channelId), queryFn: () => api('licensingPriceGet', { params: { channelId } }) });
}

/** Saving or clearing the custom list changes the comparison and the keyword gaps. */
export function useSaveCustomSimilar(channelId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CustomSimilarInput | null): Promise<void> => {
      if (input) await api('customSimilarSet', { params: { channelId }, body: input });
      else await api('customSimilarClear', { params: { channelId } });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: similarKeys.all(channelId) }),
  });
}

export function useSaveLicensingPrice(channelId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LicensingPriceInput) => api('licensingPriceSet', { params: { channelId }, body: input }),
    onSuccess: (answer) => client.setQueryData(similarKeys.price(channelId), answer),
  });
}
