// The language part's server state: the analysis box (POST /api/v1/insight/analyze).
import { useEndpointMutation } from '../../../lib/endpoint-query.ts';

export const useAnalyzeTexts = () => useEndpointMutation('insightAnalyze');
