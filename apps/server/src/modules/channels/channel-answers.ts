// How each channel page's answer is named and computed, shared by the request path
// (analytics.service.ts) and the precomputation (precomputed-answers.ts), so that a kept answer is
// the very computation a request would make.
import { addDays, minusOneMonth, type DateRange } from '@chorus/contract';
import { PackedAnswer } from '../../cache/packed-answer.ts';
import { findAudienceData, findContentData, findOverviewData, type Reader } from './analytics.repository.ts';
import { lastDataDay } from './analytics-windows.ts';
import { buildAudience } from './audience.service.ts';
import type { ChannelMeta } from './channel-catalog.ts';
import { buildContentCore, contentVideosSince, pageContent, type ContentCore, type ContentSort } from './content.service.ts';
import { buildOverview, daysWithData } from './overview.service.ts';

/** Spec 9: engagement rate covers the last 90 days. */
export const ENGAGEMENT_DAYS = 90;

export function pack(value: unknown): PackedAnswer {
  return new PackedAnswer(value);
}

// Keys: the page and everything besides the channel's data that its answer depends on (the
// windows, the viewer's revenue visibility, the table's order and page). The channel and its data
// version are added by whoever keeps the answer.
// `overview2`: the answer's shape of issue 23 (trend against the comparison, trend_within); answers
// kept under the old key are never served again.
export const overviewKey = (period: DateRange, comparison: DateRange) => `overview2|${period.start}|${period.end}|${comparison.start}|${comparison.end}`;
export const audienceKey = (period: DateRange, recent: DateRange) => `audience|${period.start}|${period.end}|${recent.start}|${recent.end}`;
export const contentKey = (period: DateRange, last90: DateRange, withRevenue: boolean, s: ContentSort) =>
  `content|${period.start}|${period.end}|${last90.start}|${last90.end}|${withRevenue ? 'revenue' : 'no-revenue'}|${s.sort}|${s.order}|${s.page}|${s.page_size}`;

/** Spec 9: the recent audience metrics cover one month, up to the last day with data. */
export function recentAudienceWindow(dataThrough: string | null, today: string): DateRange {
  const end = lastDataDay(dataThrough, today);
  return { start: minusOneMonth(end), end };
}

/** The content page's engagement rate: the 90 days up to the last day with data. */
export function last90Window(dataThrough: string | null, today: string): DateRange {
  const end = lastDataDay(dataThrough, today);
  return { start: addDays(end, -(ENGAGEMENT_DAYS - 1)), end };
}

export async function computeOverview(reader: Reader, meta: ChannelMeta, period: DateRange, comparison: DateRange): Promise<PackedAnswer> {
  const data = await findOverviewData(reader, meta.channel_id, period, comparison);
  return pack(buildOverview({ meta, period, comparison, ...data }));
}

export async function computeAudience(reader: Reader, meta: ChannelMeta, period: DateRange, recentWindow: DateRange): Promise<PackedAnswer> {
  const { periodRows, recentRows, audience } = await findAudienceData(reader, meta.channel_id, period, recentWindow);
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
}

/** The content page's figures of a window, for one core per revenue visibility. */
export async function contentCores(
  reader: Reader,
  meta: ChannelMeta,
  period: DateRange,
  last90: DateRange,
  visibilities: readonly boolean[],
): Promise<ContentCore[]> {
  const data = await findContentData(reader, meta.channel_id, period, last90, contentVideosSince(period));
  return visibilities.map((withRevenue) => buildContentCore({ meta, period, ...data, withRevenue }));
}

export function contentAnswer(core: ContentCore, sort: ContentSort): PackedAnswer {
  return pack(pageContent(core, sort));
}
