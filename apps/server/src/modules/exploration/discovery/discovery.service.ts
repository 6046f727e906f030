// The discovery list (issue 26, GET /api/v1/exploration/channels). One list from the network's
// channels, the stored candidates and a YouTube search:
// - a search (its words, region and language) is made once: repeated, it is answered from the
//   stored results (within the 30 days public data may be kept), spending nothing;
// - each page of YouTube results is one search.list call, counted in the ledger before it is made;
// - channels already stored (read within 30 days) or in the network are never read again; the new
//   ones are read with channels.list (1 unit per 50) and their uploads by a job queued in the
//   transaction that stores them, whose progress the answer names;
// - the read-only viewer reads stored results and never spends (policy spendsSearchQuota).
import {
  DISCOVERY_DEFAULT_PAGE_SIZE,
  DISCOVERY_EXPORT_MAX_ROWS,
  PUBLIC_DATA_MAX_DAYS,
  spendsSearchQuota,
  type Discovery,
  type DiscoveryExportQuery,
  type DiscoveryItem,
  type DiscoveryQuery,
  type InsightLanguage,
} from '@chorus/contract';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import type { JobRegistry } from '../../../jobs/index.ts';
import type { Caller } from '../../../security/subject.ts';
import { scopeOf, visibleTo } from '../../channels/index.ts';
import { detectLanguage } from '../../insight/index.ts';
import { getPublicChannels, GoogleUnavailableError, QuotaExceededError, type ApiAccess, type YoutubeChannel } from '../../youtube/index.ts';
import type { SearchQuotaLedger } from '../quota/search-quota.ts';
import { countedSearch, youtubeSearchFailed } from '../quota/youtube-search.ts';
import { findSearch, knownChannelIds, saveSearch, upsertCandidates, type NewCandidate } from './candidates.repository.ts';
import { contactEmailOf, topicsOf } from './channel-figures.ts';
import { discoveryPage, type DiscoveryFilters, type DiscoveryRow } from './discovery.repository.ts';
import { ENRICH_QUEUE } from './enrichment.job.ts';

const DAY = 86_400_000;
/** YouTube's relevanceLanguage for the languages the filter offers. */
const relevanceLanguage: Partial<Record<InsightLanguage, string>> = { 'zh-TW': 'zh-Hant', ja: 'ja', en: 'en' };

type Deps = { db: Db; clock: Clock; jobs: JobRegistry; ledger: SearchQuotaLedger; access: () => ApiAccess | null };
type Search = Discovery['search'];

export function searchKey(kind: 'channel' | 'video', q: string, country: string | undefined, language: string | undefined): string {
  return [kind, q.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim(), country ?? '', language ?? ''].join('|');
}

export function candidateFrom(channel: YoutubeChannel): NewCandidate {
  const language = detectLanguage(`${channel.title}\n${channel.description}`);
  return {
    channel_id: channel.channelId,
    title: channel.title,
    description: channel.description,
    icon_url: channel.iconUrl,
    country: channel.country,
    declared_language: channel.defaultLanguage,
    language,
    subscribers: channel.subscribers,
    views: channel.views,
    video_count: channel.videoCount,
    topics: topicsOf(channel.topics, []),
    contact_email: contactEmailOf(channel.description),
  };
}

export class DiscoveryService {
  private readonly deps: Deps;
  constructor(deps: Deps) {
    this.deps = deps;
  }

  async list(caller: Caller, query: DiscoveryQuery): Promise<Discovery> {
    return this.answer(caller, query, { page: query.page ?? 1, pageSize: query.page_size ?? DISCOVERY_DEFAULT_PAGE_SIZE }, true);
  }

  /** The list as a file holds: the same filters and sort, the first rows, stored results only (an export never spends quota). */
  async exportRows(caller: Caller, query: DiscoveryExportQuery): Promise<DiscoveryItem[]> {
    return (await this.answer(caller, query, { page: 1, pageSize: DISCOVERY_EXPORT_MAX_ROWS }, false)).items;
  }

  private async answer(
    caller: Caller,
    query: DiscoveryFilters & { pages?: number },
    { page, pageSize }: { page: number; pageSize: number },
    spend: boolean,
  ): Promise<Discovery> {
    const now = this.deps.clock.now();
    const source = query.source ?? 'all';
    let search: Search = { calls_spent: 0, from_stored: false, skipped: 'not_asked' };
    let searchIds: string[] | null = null;
    let jobId: string | null = null;
    if (source !== 'network' && query.q) ({ search, searchIds, jobId } = await this.searchYoutube(caller, query, now, spend));
    const reach = scopeOf(caller.profile);
    const { rows, total, totalCapped } = await discoveryPage(
      this.deps.db,
      {
        network: source === 'youtube' ? false : visibleTo(reach),
        stored: source === 'network' ? false : { searchIds },
      },
      query,
      now,
      { page, pageSize },
    );
    const items = rows.map((row) => itemOf(row, now));
    return {
      items,
      total,
      total_capped: totalCapped,
      page,
      page_size: pageSize,
      quota: await this.deps.ledger.status(),
      search,
      enrichment_job_id: jobId,
      pending: items.filter((i) => i.source === 'youtube' && i.figures_at === null).length,
    };
  }

  private async searchYoutube(
    caller: Caller,
    query: DiscoveryFilters & { pages?: number },
    now: Date,
    spend: boolean,
  ): Promise<{ search: Search; searchIds: string[] | null; jobId: string | null }> {
    const key = searchKey('channel', query.q!, query.country, query.language);
    const freshSince = new Date(now.getTime() - PUBLIC_DATA_MAX_DAYS * DAY);
    const pages = query.pages ?? 1;
    const stored = await findSearch(this.deps.db, key, freshSince);
    if (stored && stored.pages >= pages)
      return { search: { calls_spent: 0, from_stored: true, skipped: null }, searchIds: stored.result_ids, jobId: stored.enrichment_job_id };
    const skip = (skipped: Search['skipped']) => ({
      search: { calls_spent: 0, from_stored: stored !== undefined, skipped },
      searchIds: stored?.result_ids ?? null,
      jobId: stored?.enrichment_job_id ?? null,
    });
    if (!spend || !spendsSearchQuota(caller.subject)) return skip('not_allowed');
    const access = this.deps.access();
    if (!access) return skip('no_api_key');
    const quota = await this.deps.ledger.status();
    if (quota.used >= quota.limit) return skip('quota_out');

    const ids: string[] = [];
    let pageToken: string | null = null;
    let calls = 0;
    for (let i = 0; i < pages; i++) {
      try {
        const answer = await countedSearch(this.deps.ledger, this.deps.clock, access, {
          q: query.q!,
          type: 'channel',
          regionCode: query.country,
          relevanceLanguage: query.language ? relevanceLanguage[query.language] : undefined,
          maxResults: 50,
          pageToken,
        });
        calls += 1;
        for (const r of answer.results) if (!ids.includes(r.channelId)) ids.push(r.channelId);
        pageToken = answer.nextPageToken;
      } catch (error) {
        // The allowance ran out after some pages: keep what they found.
        if (calls > 0 && error instanceof DomainError && error.code === 'errors.searchQuotaOut') break;
        if (error instanceof DomainError && error.code === 'errors.searchQuotaOut') return skip('quota_out');
        throw error;
      }
      if (!pageToken) break;
    }

    const known = await knownChannelIds(this.deps.db, ids, freshSince);
    const fresh = ids.filter((id) => !known.has(id));
    let channels: YoutubeChannel[] = [];
    try {
      channels = await getPublicChannels(access, fresh);
    } catch (error) {
      if (error instanceof QuotaExceededError || error instanceof GoogleUnavailableError) throw youtubeSearchFailed();
      throw error;
    }
    const jobId = await this.deps.db.transaction().execute(async (trx) => {
      await upsertCandidates(trx, channels.map(candidateFrom), now);
      const job =
        channels.length === 0
          ? null
          : await this.deps.jobs.send(
              ENRICH_QUEUE,
              { channelIds: channels.map((c) => c.channelId) },
              { ownerId: caller.userId, label: 'jobs.explorationEnrich', within: trx },
            );
      await saveSearch(trx, {
        search_key: key,
        kind: 'channel',
        result_ids: ids,
        pages: Math.max(calls, stored?.pages ?? 0),
        next_page_token: pageToken,
        enrichment_job_id: job,
        searched_by: caller.userId,
        searched_at: now,
      });
      return job;
    });
    return { search: { calls_spent: calls, from_stored: false, skipped: null }, searchIds: ids, jobId };
  }
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function itemOf(row: DiscoveryRow, now: Date): DiscoveryItem {
  const language = row.language as InsightLanguage | null;
  return {
    channel_id: row.channel_id,
    title: row.title,
    icon_url: row.icon_url,
    subscribers: row.subscribers === null ? null : Number(row.subscribers),
    views: row.views === null ? null : Number(row.views),
    video_count: row.video_count,
    median_views_last10: row.median_views_last10 === null ? null : Number(row.median_views_last10),
    shorts_share: row.shorts_share === null ? null : Number(row.shorts_share),
    uploads_per_week: row.uploads_per_week === null ? null : Number(row.uploads_per_week),
    avg_duration_seconds: row.avg_duration_seconds,
    days_since_last_upload: row.last_upload_at === null ? null : Math.max(0, Math.floor((now.getTime() - row.last_upload_at.getTime()) / DAY)),
    language,
    country: row.country,
    topics: row.topics,
    contact_email: row.contact_email,
    in_network: row.in_network,
    source: row.in_network ? 'network' : 'youtube',
    origin: row.in_network ? 'authorized' : 'public',
    fetched_at: iso(row.fetched_at),
    figures_at: iso(row.figures_at),
  };
}
