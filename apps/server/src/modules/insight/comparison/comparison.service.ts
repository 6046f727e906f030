// The channel comparison (spec 2 "channel comparison (by time range or keyword presence, selectable
// columns)"): the page's channel, the channels the caller chose and the channels of a group the
// caller may use, each with every column of the contract's comparisonColumns over the period.
// Channel scope: an asked channel the caller may not see (or that does not exist) refuses the whole
// comparison with 404, naming only the ids the caller sent; a group's channels the caller may not see
// are left out without a word (the group says nothing of them). A group the caller may not use does
// not exist (404).
import {
  canSeeGroup,
  COMPARISON_MAX_CHANNELS,
  comparisonColumns,
  defaultWindow,
  engagementRatePercent,
  formMatcher,
  toDay,
  type Comparison,
  type ComparisonColumn,
  type ComparisonMode,
  type ComparisonRow,
  type DateRange,
  type Subject,
} from '@chorus/contract';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError, notFound } from '../../../errors/domain-error.ts';
import type { ChannelScope } from '../../channels/index.ts';
import { VideoTextCache } from './video-texts.ts';
import {
  channelSums,
  findGroup,
  publishedInPeriod,
  videoSums,
  visibleChannels,
  type ComparedChannel,
  type PeriodSums,
  type PublishedSums,
} from './comparison.repository.ts';

export type ComparisonCaller = { userId: number; subject: Subject; scope: ChannelScope };
export type ComparisonRequest = {
  start?: string;
  end?: string;
  mode: ComparisonMode;
  keyword?: string;
  channels?: readonly string[];
  group?: number;
};

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** The figures of one channel from its sums (pure: the unit tests and the service share it). */
export function comparisonValues(input: {
  mode: ComparisonMode;
  sums: PeriodSums | undefined;
  published: PublishedSums | undefined;
  matched: number | null;
  subscribers: number;
}): Record<ComparisonColumn, number | null> {
  const s = input.sums ?? { views: 0, watch_minutes: 0, subscribers_gained: 0, subscribers_lost: 0, likes: 0, comments: 0, shares: 0 };
  const published = input.published ?? { videos: 0, views: 0 };
  const all: Record<ComparisonColumn, number | null> = {
    views: s.views,
    watch_hours: oneDecimal(s.watch_minutes / 60),
    avg_view_seconds: s.views > 0 ? oneDecimal((s.watch_minutes * 60) / s.views) : null,
    subscribers_gained: s.subscribers_gained,
    subscribers_lost: s.subscribers_lost,
    subscribers_net: s.subscribers_gained - s.subscribers_lost,
    likes: s.likes,
    comments: s.comments,
    shares: s.shares,
    engagement_rate: engagementRatePercent(s.likes, s.comments, s.shares, s.views),
    videos_published: published.videos,
    avg_views_per_video: published.videos > 0 ? Math.round(published.views / published.videos) : null,
    videos_matched: input.matched,
    subscribers_total: input.subscribers,
  };
  for (const column of comparisonColumns) if (!(column.modes as readonly ComparisonMode[]).includes(input.mode)) all[column.key] = null;
  return all;
}

export class ComparisonService {
  private readonly db: Db;
  private readonly clock: Clock;
  /** The compared channels' video titles and tags, kept per data generation (video-texts.ts). */
  readonly videoTexts = new VideoTextCache();
  constructor(deps: { db: Db; clock: Clock }) {
    this.db = deps.db;
    this.clock = deps.clock;
  }

  async compare(caller: ComparisonCaller, channelId: string, request: ComparisonRequest): Promise<Comparison> {
    const period: DateRange = request.start && request.end ? { start: request.start, end: request.end } : defaultWindow(toDay(this.clock.now()));
    const asked = [...new Set([channelId, ...(request.channels ?? [])])];

    let group: { id: number; name: string } | null = null;
    let groupIds: string[] = [];
    if (request.group !== undefined) {
      const found = await findGroup(this.db, request.group, caller.userId);
      if (!found || !canSeeGroup(caller.subject, { id: found.id, myRole: found.myRole })) throw notFound();
      group = { id: found.id, name: found.name };
      groupIds = found.channelIds.filter((id) => !asked.includes(id));
    }

    const seen = await visibleChannels(this.db, caller.scope, [...asked, ...groupIds]);
    const byId = new Map(seen.map((c) => [c.channel_id, c]));
    const unseen = asked.filter((id) => !byId.has(id));
    if (unseen.length > 0) throw new DomainError('errors.comparisonChannelsUnseen', { params: { channels: unseen.join(', ') } });
    const channels: ComparedChannel[] = [...asked, ...groupIds.filter((id) => byId.has(id))].map((id) => byId.get(id)!);
    if (channels.length > COMPARISON_MAX_CHANNELS) {
      throw new DomainError('errors.comparisonTooManyChannels', { params: { count: channels.length, max: COMPARISON_MAX_CHANNELS } });
    }
    const ids = channels.map((c) => c.channel_id);

    let sums: PeriodSums[];
    let published: PublishedSums[];
    const matchedOf = new Map<string, number>();
    const keyword = request.mode === 'keyword' ? (request.keyword ?? '') : null;
    if (keyword === null) {
      [sums, published] = await Promise.all([channelSums(this.db, ids, period.start, period.end), publishedInPeriod(this.db, ids, period.start, period.end)]);
    } else {
      const holds = formMatcher(keyword);
      const matching = (await this.videoTexts.videosOf(this.db, ids)).filter(holds);
      const publishedOf = new Map<string, PublishedSums>();
      for (const v of matching) {
        matchedOf.set(v.channel_id, (matchedOf.get(v.channel_id) ?? 0) + 1);
        if (v.published_day < period.start || v.published_day > period.end) continue;
        const p = publishedOf.get(v.channel_id) ?? { channel_id: v.channel_id, videos: 0, views: 0 };
        p.videos += 1;
        p.views += v.views;
        publishedOf.set(v.channel_id, p);
      }
      published = [...publishedOf.values()];
      sums = await videoSums(
        this.db,
        ids,
        matching.map((v) => v.video_id),
        period.start,
        period.end,
      );
    }
    const sumsOf = new Map(sums.map((s) => [s.channel_id, s]));
    const publishedOf = new Map(published.map((p) => [p.channel_id, p]));
    const mode = request.mode;
    const rows: ComparisonRow[] = channels.map((c) => ({
      channel_id: c.channel_id,
      title: c.title,
      icon_url: c.icon_url,
      is_current: c.channel_id === channelId,
      data_through: c.data_through,
      values: comparisonValues({
        mode,
        sums: sumsOf.get(c.channel_id),
        published: publishedOf.get(c.channel_id),
        matched: keyword === null ? null : (matchedOf.get(c.channel_id) ?? 0),
        subscribers: c.subscribers,
      }),
    }));
    return { mode, keyword, period, group, channels: rows };
  }
}
