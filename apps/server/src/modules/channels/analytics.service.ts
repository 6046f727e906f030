// Use cases of the channel analytics pages: resolve the windows, read the channel's figures, build
// the answer, and keep the serialised answer in memory per (channel, windows, data version). On a
// miss, the answers the pages open with are read precomputed from PostgreSQL when they are of the
// channel's current data (precomputed-answers.ts); everything else is computed (channel-answers.ts).
import {
  canSeeGroupTrends,
  INTEREST_VIDEO_COUNT,
  normalize,
  parseDay,
  toDay,
  yearWindows,
  type ExchangeRates,
  type GroupTrends,
  type Subject,
} from '@chorus/contract';
import { availableParallelism } from 'node:os';
import type pg from 'pg';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { invalidInput, notFound } from '../../errors/domain-error.ts';
import {
  channelHasRevenue,
  findChannelVideoIds,
  findExchangeRates,
  findGroupChannels,
  findGroupDaily,
  findGroupTotals,
  findMoneyDaily,
  groupExists,
  isGroupMember,
  sumTwoWindows,
  updateInterestVideos,
} from './analytics.repository.ts';
import { lastDataDay, resolvePeriods, type PeriodRequest, type ResolvedPeriods } from './analytics-windows.ts';
import { AnswerCache } from '../../cache/answer-cache.ts';
import type { ChannelCatalog, ChannelMeta } from '../../ports/channel-access.ts';
import {
  audienceKey,
  computeAudience,
  computeOverview,
  contentAnswer,
  contentCores,
  contentKey,
  last90Window,
  overviewKey,
  pack,
  recentAudienceWindow,
} from './channel-answers.ts';
import type { ContentCore, ContentSort } from './content.service.ts';
import { buildGroupTrends, groupDataThrough } from './group-trends.service.ts';
import { buildAnalytics, buildRevenue } from './money.service.ts';
import type { PackedAnswer } from '../../cache/packed-answer.ts';
import { PrecomputedReader, standardAnswers } from './precomputed-answers.ts';
import { ReadLimiter } from './read-limiter.ts';

export type AnalyticsCacheOptions = { maxBytes: number; maxAgeMs: number };
/** Uncached answers read at once: twice the cores (read-limiter.ts). */
const READS_AT_ONCE = 2 * availableParallelism();
// Ten minutes: new data changes the key (the channel row's version); the age only bounds how long a
// change made behind the version's back (figures rewritten in place) can go unseen.
export const defaultCacheOptions: AnalyticsCacheOptions = { maxBytes: 64 * 1024 * 1024, maxAgeMs: 10 * 60_000 };

export class ChannelAnalyticsService {
  private readonly db: Db;
  private readonly pool: pg.Pool;
  private readonly clock: Clock;
  private readonly catalog: ChannelCatalog;
  private readonly answers: AnswerCache<PackedAnswer>;
  private readonly contentCores: AnswerCache<ContentCore>;
  private readonly reads = new ReadLimiter(READS_AT_ONCE);

  /** Whether misses read the precomputed answers (precomputed-answers.ts). */
  private readonly precomputed: boolean;
  /** Answers served from the precomputed ones. */
  precomputedHits = 0;
  private readonly kept: PrecomputedReader;

  constructor(deps: { db: Db; pool: pg.Pool; clock: Clock; catalog: ChannelCatalog; cache?: AnalyticsCacheOptions; precomputed?: boolean }) {
    this.db = deps.db;
    this.precomputed = deps.precomputed ?? true;
    this.kept = new PrecomputedReader(deps.pool, { inFlight: availableParallelism() });
    this.pool = deps.pool;
    this.clock = deps.clock;
    this.catalog = deps.catalog;
    const cache = deps.cache ?? defaultCacheOptions;
    this.answers = new AnswerCache<PackedAnswer>({ ...cache, sizeOf: (v) => v.bytes + 300 });
    // A content core holds up to 50 video rows; a quarter of the budget.
    this.contentCores = new AnswerCache<ContentCore>({
      maxBytes: Math.floor(cache.maxBytes / 4),
      maxAgeMs: cache.maxAgeMs,
      sizeOf: (c) => 2000 + c.top.length * 400,
    });
  }

  cacheStats() {
    return {
      answers: { ...this.answers.size, hits: this.answers.hits, misses: this.answers.misses },
      contentCores: this.contentCores.size,
      precomputedHits: this.precomputedHits,
    };
  }

  private todayCache = { from: 0, to: -1, day: '' };
  /** Today's date (UTC), worked out once per day rather than on every request. */
  private today(): string {
    const ms = this.clock.now().getTime();
    if (ms < this.todayCache.from || ms >= this.todayCache.to) {
      const day = toDay(new Date(ms));
      const from = parseDay(day).getTime();
      this.todayCache = { from, to: from + 86_400_000, day };
    }
    return this.todayCache.day;
  }

  private readonly defaultPeriods = new Map<string, ResolvedPeriods>();
  /** The windows of a request; the default ones depend only on today and the channel's last data day. */
  private periods(request: PeriodRequest, dataThrough: string | null): ResolvedPeriods {
    const today = this.today();
    if (request.start !== undefined || request.compare_start !== undefined) return resolvePeriods(request, dataThrough, today);
    const key = `${dataThrough}|${today}`;
    let periods = this.defaultPeriods.get(key);
    if (!periods) {
      if (this.defaultPeriods.size >= 1000) this.defaultPeriods.clear();
      periods = resolvePeriods({}, dataThrough, today);
      this.defaultPeriods.set(key, periods);
    }
    return periods;
  }

  private async channel(channelId: string): Promise<ChannelMeta> {
    const meta = await this.catalog.get(channelId);
    if (!meta) throw notFound();
    return meta;
  }

  private key(kind: string, meta: ChannelMeta, ...parts: (string | number | boolean)[]): string {
    return [kind, meta.channel_id, meta.version, ...parts].join('\u0000');
  }

  private readonly standardKeys = new Map<string, Set<string>>();
  /** Whether `key` names one of the answers kept precomputed for a channel with this data on this day. */
  private isStandard(key: string, dataThrough: string | null): boolean {
    const today = this.today();
    const id = `${dataThrough}|${today}`;
    let keys = this.standardKeys.get(id);
    if (!keys) {
      if (this.standardKeys.size >= 1000) this.standardKeys.clear();
      keys = new Set(standardAnswers(dataThrough, today).map((a) => a.key));
      this.standardKeys.set(id, keys);
    }
    return keys.has(key);
  }

  /**
   * On a miss of the in-process cache: the precomputed answer when `key` is one of those kept and
   * it is of the channel's current data (one primary-key read), else the computation.
   */
  private async keptOrComputed(meta: ChannelMeta, key: string, compute: () => Promise<PackedAnswer>): Promise<PackedAnswer> {
    if (this.precomputed && this.isStandard(key, meta.data_through)) {
      const kept = await this.kept.read(meta.channel_id, key);
      if (kept) {
        this.precomputedHits++;
        return kept;
      }
    }
    return compute();
  }

  async overview(channelId: string, request: PeriodRequest): Promise<PackedAnswer> {
    const meta = await this.channel(channelId);
    const { period, comparison } = this.periods(request, meta.data_through);
    const key = overviewKey(period, comparison);
    return this.answers.getOrCompute(this.key(key, meta), () =>
      this.keptOrComputed(meta, key, () => this.reads.run(() => computeOverview(this.pool, meta, period, comparison))),
    );
  }

  async audience(channelId: string, request: PeriodRequest): Promise<PackedAnswer> {
    const meta = await this.channel(channelId);
    const { period } = this.periods(request, meta.data_through);
    const recentWindow = recentAudienceWindow(meta.data_through, this.today());
    const key = audienceKey(period, recentWindow);
    return this.answers.getOrCompute(this.key(key, meta), () =>
      this.keptOrComputed(meta, key, () => this.reads.run(() => computeAudience(this.pool, meta, period, recentWindow))),
    );
  }

  async content(channelId: string, request: { start?: string; end?: string } & ContentSort, withRevenue: boolean): Promise<PackedAnswer> {
    const meta = await this.channel(channelId);
    const period =
      request.start !== undefined && request.end !== undefined ? { start: request.start, end: request.end } : this.periods({}, meta.data_through).period;
    const { sort, order, page, page_size } = request;
    const last90 = last90Window(meta.data_through, this.today());
    const key = contentKey(period, last90, withRevenue, { sort, order, page, page_size });
    return this.answers.getOrCompute(this.key(key, meta), () =>
      this.keptOrComputed(meta, key, async () => {
        const coreKey = this.key('contentCore', meta, period.start, period.end, last90.end, withRevenue);
        const core = await this.contentCores.getOrCompute(coreKey, async () => {
          const [built] = await this.reads.run(() => contentCores(this.pool, meta, period, last90, [withRevenue]));
          return built!;
        });
        return contentAnswer(core, { sort, order, page, page_size });
      }),
    );
  }

  async analytics(channelId: string, request: PeriodRequest): Promise<PackedAnswer> {
    const meta = await this.channel(channelId);
    const { period } = this.periods(request, meta.data_through);
    return this.answers.getOrCompute(this.key('analytics', meta, period.start, period.end), async () => {
      const [rows, hasRevenue] = await this.reads.run(() =>
        Promise.all([findMoneyDaily(this.pool, channelId, period), channelHasRevenue(this.pool, channelId)]),
      );
      return pack(buildAnalytics({ meta, period, rows, hasRevenue }));
    });
  }

  async revenue(channelId: string): Promise<PackedAnswer> {
    const meta = await this.channel(channelId);
    const { current, previous } = yearWindows(lastDataDay(meta.data_through, this.today()));
    return this.answers.getOrCompute(this.key('revenue', meta, current.start, current.end), async () => {
      const [sums, hasRevenue] = await this.reads.run(() =>
        Promise.all([sumTwoWindows(this.pool, channelId, current, previous), channelHasRevenue(this.pool, channelId)]),
      );
      return pack(buildRevenue({ meta, current, previous, sums, hasRevenue }));
    });
  }

  /** Spec 5: exactly twelve ids (checked by the schema), each a video of this channel. */
  async setInterestVideos(channelId: string, videoIds: readonly string[]): Promise<void> {
    await this.channel(channelId);
    if (videoIds.length !== INTEREST_VIDEO_COUNT) throw invalidInput({ video_ids: 'validation.twelveVideoIds' });
    const own = await findChannelVideoIds(this.db, channelId, videoIds);
    const fields: Record<string, string> = {};
    videoIds.forEach((id, i) => {
      if (!own.has(id)) fields[`video_ids.${i}`] = 'validation.videoNotInChannel';
    });
    if (Object.keys(fields).length > 0) throw invalidInput(fields);
    await updateInterestVideos(this.db, channelId, videoIds);
    this.catalog.invalidate(channelId);
  }

  /**
   * Staff-type roles and holders of editChannelGroups (who see every group in the group list) see
   * any group; everyone else the groups they administer or use (being in a group is what gives
   * them the route's page). Other groups do not exist (404).
   */
  async groupTrends(caller: Subject, groupId: number, request: PeriodRequest): Promise<GroupTrends> {
    // canSeeGroupTrends without being in the group: every group; else only the caller's own.
    const everyGroup = canSeeGroupTrends(caller, { id: groupId, myRole: null });
    const allowed = everyGroup ? await groupExists(this.db, groupId) : await isGroupMember(this.db, groupId, caller.id);
    if (!allowed) throw notFound();
    const channels = await findGroupChannels(this.db, groupId);
    const { period, comparison } = resolvePeriods(request, groupDataThrough(channels), this.today());
    const ids = channels.map((c) => c.channel_id);
    const [rows, previous] = await Promise.all([findGroupDaily(this.db, ids, period), findGroupTotals(this.db, ids, comparison)]);
    return buildGroupTrends({ period, comparison, channels, rows, previous });
  }

  async exchangeRates(): Promise<ExchangeRates> {
    const rates: Record<string, string> = { USD: '1' };
    for (const row of await findExchangeRates(this.db)) rates[row.currency] = normalize(row.per_usd);
    return { base: 'USD', rates };
  }
}
