// What a refresh reads about a channel's live streams (issue 27), after everything else: the
// broadcasts among its videos (videos.list liveStreamingDetails, already read with the videos), the
// owner's own liveBroadcasts.list where the grant is the owner's (chat messages, and broadcasts the
// uploads list does not show), and the live against on-demand split per day (Analytics API,
// dimensions=day,liveOrOnDemand). A figure Google did not give stays null.
import type { Selectable } from 'kysely';
import type { ChannelLiveDaysTable, LiveStreamsTable } from '../../db/schema.live.ts';
import { GoogleApiError } from './google-http.ts';
import type { ReportQuery, ReportRow } from './youtube-analytics-client.ts';
import { listMyBroadcasts, type ApiAccess, type LiveBroadcast, type YoutubeVideo } from './youtube-data-client.ts';
import { metricNumber, revenueAmount } from './youtube-values.ts';

/** A stream as this refresh saw it: its row of live_streams, with a sample instead of the sums. */
export type LiveStreamRecord = Pick<
  Selectable<LiveStreamsTable>,
  'video_id' | 'channel_id' | 'title' | 'status' | 'scheduled_start' | 'actual_start' | 'actual_end'
> & {
  /** concurrentViewers now (only while live). */
  viewers: number | null;
  /** totalChatCount now (only while live, with the owner's grant). */
  chat_messages: number | null;
};

/** A day of the split as channel_live_days stores it. */
export type LiveDay = Selectable<ChannelLiveDaysTable>;

export type LiveSnapshot = {
  streams: LiveStreamRecord[];
  days: LiveDay[];
  broadcasts: 'read' | 'not_granted' | 'refused';
};

type Query = (q: Omit<ReportQuery, 'ids'>) => Promise<ReportRow[]>;

export type LiveSource = {
  channelId: string;
  role: 'channel_owner' | 'content_manager';
  monetary: boolean;
  data: ApiAccess;
  query: Query;
  /** The channel's videos as videos.list answered this refresh. */
  videos: readonly YoutubeVideo[];
  start: string;
  end: string;
};

const time = (value: string | null) => (value === null ? null : new Date(value));

/** Ended when it has an end; live or upcoming as YouTube says; started without an end and no longer live: ended. */
function statusOf(state: 'upcoming' | 'live' | 'none', actualStart: string | null, actualEnd: string | null): LiveStreamRecord['status'] {
  if (actualEnd) return 'completed';
  if (state === 'live') return 'live';
  if (state === 'upcoming' || !actualStart) return 'upcoming';
  return 'completed';
}

/** A refusal that leaves this part out (the rest of the refresh stands); quota and outages still fail. */
const refused = (error: unknown) =>
  error instanceof GoogleApiError && error.constructor === GoogleApiError && (error.status === 400 || error.status === 403 || error.status === 404);

export async function readLiveSnapshot(source: LiveSource): Promise<LiveSnapshot> {
  const streams = new Map<string, LiveStreamRecord>();
  for (const video of source.videos) {
    const stream = video.stream;
    if (!stream || video.channelId !== source.channelId) continue;
    streams.set(video.videoId, {
      video_id: video.videoId,
      channel_id: source.channelId,
      title: video.title,
      status: statusOf(stream.state, stream.actualStart, stream.actualEnd),
      scheduled_start: time(stream.scheduledStart),
      actual_start: time(stream.actualStart),
      actual_end: time(stream.actualEnd),
      viewers: stream.state === 'live' ? stream.concurrentViewers : null,
      chat_messages: null,
    });
  }

  let broadcasts: LiveSnapshot['broadcasts'] = 'not_granted';
  if (source.role === 'channel_owner') {
    let list: LiveBroadcast[] | null = null;
    try {
      list = await listMyBroadcasts(source.data);
    } catch (error) {
      if (!refused(error)) throw error;
    }
    broadcasts = list ? 'read' : 'refused';
    for (const b of list ?? []) {
      if (b.channelId !== source.channelId || b.lifeCycle === 'revoked') continue;
      const known = streams.get(b.videoId);
      const state = b.lifeCycle === 'live' || b.lifeCycle === 'liveStarting' ? 'live' : b.actualStart ? 'none' : 'upcoming';
      const status = statusOf(state, b.actualStart, b.actualEnd);
      streams.set(b.videoId, {
        video_id: b.videoId,
        channel_id: source.channelId,
        title: known?.title ?? b.title,
        status: known?.status ?? status,
        scheduled_start: known?.scheduled_start ?? time(b.scheduledStart),
        actual_start: known?.actual_start ?? time(b.actualStart),
        actual_end: known?.actual_end ?? time(b.actualEnd),
        viewers: known?.viewers ?? null,
        chat_messages: (known?.status ?? status) === 'live' ? b.chatMessages : null,
      });
    }
  }
  return { streams: [...streams.values()], days: await readSplit(source), broadcasts };
}

async function readSplit(source: LiveSource): Promise<LiveDay[]> {
  const period = { startDate: source.start, endDate: source.end, dimensions: ['day', 'liveOrOnDemand'], sort: 'day' };
  let rows: ReportRow[];
  try {
    rows = await source.query({ ...period, metrics: ['views', 'estimatedMinutesWatched'] });
  } catch (error) {
    if (refused(error)) return [];
    throw error;
  }
  let revenue: ReportRow[] | null = null;
  if (source.monetary) {
    try {
      revenue = await source.query({ ...period, metrics: ['estimatedRevenue'] });
    } catch (error) {
      if (!refused(error)) throw error;
    }
  }
  const days = new Map<string, LiveDay>();
  const dayOf = (day: string) => {
    let row = days.get(day);
    if (!row) {
      const none = revenue ? revenueAmount(0) : null;
      row = {
        channel_id: source.channelId,
        day,
        live_views: 0,
        on_demand_views: 0,
        live_watch_minutes: 0,
        on_demand_watch_minutes: 0,
        live_revenue: none,
        on_demand_revenue: none,
      };
      days.set(day, row);
    }
    return row;
  };
  const side = (row: ReportRow) => (String(row.liveOrOnDemand).toUpperCase() === 'LIVE' ? 'live' : 'on_demand');
  const isDay = (row: ReportRow) => typeof row.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(row.day);
  for (const row of rows.filter(isDay)) {
    const day = dayOf(String(row.day));
    day[`${side(row)}_views`] += Math.round(metricNumber(row.views));
    day[`${side(row)}_watch_minutes`] += Math.round(metricNumber(row.estimatedMinutesWatched));
  }
  for (const row of (revenue ?? []).filter(isDay)) {
    if (!days.has(String(row.day))) continue;
    dayOf(String(row.day))[`${side(row)}_revenue`] = revenueAmount(row.estimatedRevenue);
  }
  return [...days.values()];
}
