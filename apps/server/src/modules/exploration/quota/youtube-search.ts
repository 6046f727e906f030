// One page of YouTube's search.list, counted in the search ledger first (quota/search-quota.ts):
// the one way the exploration area searches YouTube (channels here, videos for the video search).
import type { Clock } from '../../../clock.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { GoogleUnavailableError, QuotaExceededError, searchList, type ApiAccess, type SearchPage, type SearchQuery } from '../../youtube/index.ts';
import { quotaOut, quotaResetsAt, type SearchQuotaLedger } from './search-quota.ts';

export const youtubeSearchFailed = () => new DomainError('errors.youtubeSearchFailed');

export async function countedSearch(ledger: SearchQuotaLedger, clock: Clock, access: ApiAccess, query: SearchQuery): Promise<SearchPage> {
  await ledger.spend(1);
  try {
    return await searchList(access, query);
  } catch (error) {
    if (error instanceof QuotaExceededError) {
      await ledger.exhaust();
      const now = clock.now();
      throw quotaOut(quotaResetsAt(now), now);
    }
    if (error instanceof GoogleUnavailableError) throw youtubeSearchFailed();
    throw error;
  }
}
