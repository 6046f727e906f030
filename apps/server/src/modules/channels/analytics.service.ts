// Use cases of the channel analytics pages: resolve the windows, read the channel's figures, build
// the answer, and keep the serialised answer in memory per (channel, windows, data version).
import {
  addDays,
  canSeeGroupTrends,
  INTEREST_VIDEO_COUNT,
  minusOneMonth,
  normalize,
  parseDay,
  toDay,
  yearWindows,
  type DateRange,
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
  findAudienceData,
  findChannelVideoIds,
  findContentData,
  findExchangeRates,
  findGroupChannels,
  findGroupDaily,
  findGroupTotals,
  findMoneyDaily,
  findOverviewData,
  groupExists,
  isGroupMember,
  sumTwoWindows,
  updateInterestVideos,
} from './analytics.repository.ts';
import { lastDataDay, resolvePeriods, type PeriodRequest, type ResolvedPeriods } from './analytics-windows.ts';
import { AnswerCache } from '../../cache/answer-cache.ts';
import { buildAudience } from './audience.service.ts';
import type { ChannelCatalog, ChannelMeta } from './channel-catalog.ts';
import { buildContentCore, contentVideosSince, pageContent, type ContentCore, type ContentSort } from './content.service.ts';
import { buildGroupTrends, groupDataThrough } from './group-trends.service.ts';
import { buildAnalytics, buildRevenue } from './money.service.ts';
import { buildOverview, daysWithData } from './overview.service.ts';
import { PackedAnswer } from '../../cache/packed-answer.ts';
import { ReadLimiter } from './read-limiter.ts';

/** Spec 9: engagement rate covers the last 90 days. */
const ENGAGEMENT_DAYS = 90;

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

  constructor(deps: { db: Db; pool: pg.Pool; clock: Clock; catalog: ChannelCatalog; cache?: AnalyticsCacheOptions }) {
    this.db = deps.db;
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
    return { answers: { ...this.answers.size, hits: this.answers.hits, misses: this.answers.misses }, contentCores: this.contentCores.size };
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

  async overview(channelId: string, request: PeriodRequest): Promise<PackedAnswer> {
    const meta = await this.channel(channelId);
    const { period, comparison } = this.periods(request, meta.data_through);
    return this.answers.getOrCompute(this.key('overview', meta, period.start, period.end, comparison.start, comparison.end), async () => {
      const data = await this.reads.run(() => findOverviewData(this.pool, channelId, period, comparison));
      return pack(buildOverview({ meta, period, comparison, ...data }));
    });
  }

  async audience(channelId: string, request: PeriodRequest): Promise<PackedAnswer> {
    const meta = await this.channel(channelId);
    const { period } = this.periods(request, meta.data_through);
    // Spec 9: the recent audience metrics cover one month, up to the last day with data.
    const recentEnd = lastDataDay(meta.data_through, this.today());
    const recentWindow = { start: minusOneMonth(recentEnd), end: recentEnd };
    return this.answers.getOrCompute(this.key('audience', meta, period.start, period.end), async () => {
      const { periodRows, recentRows, audience } = await this.reads.run(() => findAudienceData(this.pool, channelId, period, recentWindow));
      return pack(
        buildAudience({
          period,
          periodRows: daysWithData(periodRows, meta),
          audience,
          recentWindow,
          recentRows: daysWithData(recentRows, meta),
          interestVideoIds: meta.interest_video_ids,
        }),
      );
    });
  }

  async content(channelId: string, request: { start?: string; end?: string } & ContentSort, withRevenue: boolean): Promise<PackedAnswer> {
    const meta = await this.channel(channelId);
    const period =
      request.start !== undefined && request.end !== undefined ? { start: request.start, end: request.end } : this.periods({}, meta.data_through).period;
    const { sort, order, page, page_size } = request;
    const base = [period.start, period.end, withRevenue];
    return this.answers.getOrCompute(this.key('content', meta, ...base, sort, order, page, page_size), async () => {
      const core = await this.contentCores.getOrCompute(this.key('contentCore', meta, ...base), async () => {
        const last90End = lastDataDay(meta.data_through, this.today());
        const last90: DateRange = { start: addDays(last90End, -(ENGAGEMENT_DAYS - 1)), end: last90End };
        const data = await this.reads.run(() => findContentData(this.pool, channelId, period, last90, contentVideosSince(period)));
        return buildContentCore({ meta, period, ...data, withRevenue });
      });
      return pack(pageContent(core, { sort, order, page, page_size }));
    });
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

function pack(value: unknown): PackedAnswer {
  return new PackedAnswer(value);
}
