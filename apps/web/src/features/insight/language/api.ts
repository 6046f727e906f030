// The language part's server state: the analysis box (POST /api/v1/insight/analyze).
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function useAnalyzeTexts() {
  return useMutation({ mutationFn: (texts: string[]) => api('insightAnalyze', { body: { texts } }) });
}
