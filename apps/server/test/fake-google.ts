// A local stand-in for Google (node:http on 127.0.0.1, a random port) that speaks the real wire
// shapes (data-formats.md 13–15): the OAuth token and revoke endpoints (PKCE checked), Data API v3
// channels / playlistItems / videos with pagination and counts as strings, commentThreads (top-level
// comments newest first, likeCount a number, 403 commentsDisabled, 404 videoNotFound), Analytics API v2
// reports.query (with `rows` left out when there is no data, and a two-day data lag), and the
// Reporting API (report types, jobs, reports, CSV downloads with YYYYMMDD dates; a content owner's
// system-managed jobs and report files, gzip as served, createdAfter, deletion; issue 30). Errors in
// Google's body shape, quota errors included, can be queued per path. Every request is logged.
// liveBroadcasts.list (mine=true) with statistics only while live, and 403 liveStreamingNotEnabled;
// liveStreamingDetails in videos.list; Analytics by day and liveOrOnDemand (issue 27); by day and
// country (issue 30), and dimension lists refused with 400 on request (`refusedDimensions`).
// Public data with an API key (`key=`, API_KEY): search.list (type=channel or video; paging with
// nextPageToken; its own daily allowance of calls, answered past it with 403 quotaExceeded in the
// youtube.quota domain), and channels / playlistItems / videos of any channel.
// videos.update (issue 29): PUT /youtube/v3/videos with part=snippet[,localizations], 50 units of the
// Data API quota (`dataUnits` against `dataUnitLimit`; videos.list 1 unit), answered past it with 403
// quotaExceeded; the write scopes (youtube, youtube.force-ssl, youtubepartner) checked; Google's
// validation answers: invalidVideoMetadata (no title or categoryId), invalidTitle (over 100
// characters, < or >), invalidDescription (over 5,000 bytes), invalidTags (over 500 characters),
// invalidCategoryId, defaultLanguageNotSet (localizations without snippet.defaultLanguage),
// videoNotFound, forbidden (another account's video). Each part sent replaces the stored one.
// part=status (issue 29, the publishing calendar): privacyStatus and publishAt, refused with 400
// invalidPublishAt when the time is not a date, comes without privacyStatus `private`, or the video
// was ever public; a private video whose publishAt has passed (by `state.now`) is public from then on.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { YoutubeConfig } from '../src/config.ts';

export const CLIENT_ID = 'chorus-test-client.apps.googleusercontent.com';
export const CLIENT_SECRET = 'chorus-test-secret';
/** The Data API key the fake accepts for public data (`key=`). */
export const API_KEY = 'chorus-test-api-key';
export const ALL_SCOPES = [
  'https://www.googleapis.com/auth/youtube.readonly',
  'https://www.googleapis.com/auth/yt-analytics.readonly',
  'https://www.googleapis.com/auth/yt-analytics-monetary.readonly',
  // The write scope the video data manager and the publishing calendar use (asked for, not required).
  'https://www.googleapis.com/auth/youtube.force-ssl',
];

/** The revenue report types YouTube's Reporting API offers a content owner to make jobs for (the others are system-managed). */
const CONTENT_OWNER_JOB_TYPES = ['content_owner_estimated_revenue_a1', 'content_owner_asset_estimated_revenue_a1', 'content_owner_ad_rates_a1'];

export type FakeChannel = {
  id: string;
  title: string;
  handle?: string;
  country?: string;
  defaultLanguage?: string;
  subscribers: number;
  hiddenSubscriberCount?: boolean;
  views: number;
  /** No Analytics data at all (a new channel): reports.query answers without `rows`. */
  noAnalytics?: boolean;
  description?: string;
  /** topicDetails.topicCategories (Wikipedia addresses). */
  topicCategories?: string[];
};

export type FakeVideo = {
  id: string;
  channelId: string;
  title: string;
  description?: string;
  /** Left out of the answer when absent, as YouTube does for a video without tags. */
  tags?: string[];
  publishedAt: string;
  duration: string;
  views: number;
  /** Absent: hidden likes / disabled comments. */
  likes?: number;
  comments?: number;
  live?: boolean;
  privacy?: string;
  /** snippet.categoryId (default '22', People & Blogs); snippet.defaultLanguage; localizations by language (issue 29). */
  categoryId?: string;
  defaultLanguage?: string;
  localizations?: Record<string, { title: string; description: string }>;
  /** status.publishAt of a private video (issue 29); `everPublished`: public once (absent: it is unless private). */
  publishAt?: string;
  everPublished?: boolean;
  /** A broadcast (issue 27): videos.list liveStreamingDetails, and liveBroadcasts.list for its owner. */
  stream?: FakeStream;
};

export type FakeStream = {
  /** snippet.liveBroadcastContent: upcoming, live now, or none (ended). */
  state: 'upcoming' | 'live' | 'none';
  scheduledStartTime?: string;
  actualStartTime?: string;
  actualEndTime?: string;
  /** Given only while live. */
  concurrentViewers?: number;
  /** liveBroadcasts statistics.totalChatCount, given only while live. */
  totalChatCount?: number;
};

/**
 * A content owner's report file (issue 30): of a job-based report type (listed once Chorus's job for
 * the type exists) or of a system-managed one (its job listed with includeSystemManaged=true).
 * Served gzip-compressed (Content-Encoding: gzip) from /v1/media/…; deleted by YouTube when its
 * retention period ends (reportDeletedAt: system-managed two months after createTime, job-based
 * after the type's days, 60 unless state.jobReportDays says otherwise, on state.now's clock), or
 * at once when `deleted` is set.
 */
export type FakeReportFile = { id: string; reportTypeId: string; startTime: string; endTime: string; createTime: string; csv: string; deleted?: boolean };

export type FakeComment = {
  id: string;
  videoId: string;
  author: string;
  text: string;
  likes: number;
  publishedAt: string;
  /** Absent: never edited (YouTube then gives publishedAt). */
  updatedAt?: string;
  /** textOriginal left out (Google only promises it to the comment's author). */
  withoutOriginal?: boolean;
};

type Grant = { account: string; scopes: string[]; refreshToken: string; revoked: boolean };
type PendingCode = { grant: Grant; challenge: string; redirectUri: string };
type Failure = { path: RegExp; status: number; body: unknown; times: number; after: number };
export type LoggedRequest = { method: string; path: string; query: Record<string, string>; authorization: string | null; body: string };

/**
 * What the fake's reports.query answers per day for dimensions=day,country: the day's views split
 * 60 / 30 / the rest over TW, US and JP, and its 12.50 USD of estimated revenue as 8.123456,
 * 4.25 and 0.126544 (JSON numbers, as Google sends them).
 */
export function fakeCountryDay(views: number): { country: string; views: number; revenue: number }[] {
  const tw = Math.round(views * 0.6);
  const us = Math.round(views * 0.3);
  return [
    { country: 'TW', views: tw, revenue: 8.123456 },
    { country: 'US', views: us, revenue: 4.25 },
    { country: 'JP', views: views - tw - us, revenue: 0.126544 },
  ];
}

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;

export async function startFakeGoogle() {
  const state = {
    /** The fake's clock, for scheduled publishing and report retention (tests set it to the app's). */
    now: () => Date.now(),
    pageSize: 2,
    /** Google account → the channels `mine=true` lists; content owner id → `managedByMe` channels. */
    accounts: new Map<string, string[]>(),
    contentOwners: new Map<string, string[]>(),
    channels: new Map<string, FakeChannel>(),
    videos: [] as FakeVideo[],
    /** Top-level comments (commentThreads.list), and the videos whose comments are turned off. */
    comments: [] as FakeComment[],
    commentsDisabled: new Set<string>(),
    /** Threads per page at most (Google: maxResults, 1–100, default 20). */
    commentPageSize: 100,
    grants: [] as Grant[],
    codes: new Map<string, PendingCode>(),
    accessTokens: new Map<string, { grant: Grant; expires: number }>(),
    jobs: [] as { id: string; reportTypeId: string; account: string }[],
    /** YouTube's own jobs for the content owner (system-managed reports), per report type. */
    systemJobs: [] as { id: string; reportTypeId: string }[],
    /** Content-owner report files (issue 30), by report type. */
    ownerReports: [] as FakeReportFile[],
    /** Days a job-based report type's reports are kept (the Reporting API: 30 to 60 by type); others 60. */
    jobReportDays: {} as Record<string, number>,
    reportTypes: ['channel_basic_a2', 'channel_basic_a3', 'channel_reach_basic_a1', 'channel_demographics_a1'],
    /** A download address elsewhere (to check the bearer token never goes there). */
    downloadOrigin: null as string | null,
    /** YouTube search terms per channel with their share of its views (insightTrafficSourceDetail under YT_SEARCH). */
    searchTerms: new Map<string, [string, number][]>(),
    failures: [] as Failure[],
    requests: [] as LoggedRequest[],
    /** search.list calls answered today and the allowance (Google's default: 100 a day). */
    searchCalls: 0,
    searchCallLimit: 100,
    /** Results a search page holds at most, whatever maxResults asks (to see paging with few channels). */
    searchPageSize: 50,
    /** Google accounts whose channels have live streaming turned off: liveBroadcasts.list answers 403. */
    liveStreamingDisabled: new Set<string>(),
    /** Data API units spent by calls with an access token (videos.list 1, videos.update 50) and the day's allowance. */
    dataUnits: 0,
    dataUnitLimit: Number.POSITIVE_INFINITY,
    /** The category ids YouTube assigns (videoCategories); any other is invalidCategoryId. */
    categoryIds: new Set(['1', '2', '10', '15', '17', '19', '20', '22', '23', '24', '25', '26', '27', '28']),
    /** reports.query dimension lists (as sent, e.g. 'day,country') answered 400 "The query is not supported." */
    refusedDimensions: new Set<string>(),
    /** Dimension lists whose revenue metrics are answered 403 forbidden (Google: no revenue access for the channel). */
    refusedRevenueDimensions: new Set<string>(),
    /** Milliseconds each Data API answer waits before it is sent (Google's round trip; the benchmarks set it). */
    dataLatencyMs: 0,
  };

  /** When YouTube deletes a content-owner report: financial (system-managed) two months after creation, job-based after its type's days. */
  const reportDeletedAt = (report: FakeReportFile): number => {
    const created = new Date(report.createTime);
    if (state.systemJobs.some((job) => job.reportTypeId === report.reportTypeId)) {
      const deleted = new Date(created);
      deleted.setUTCMonth(deleted.getUTCMonth() + 2);
      return deleted.getTime();
    }
    return created.getTime() + (state.jobReportDays[report.reportTypeId] ?? 60) * 86_400_000;
  };
  const gone = (report: FakeReportFile) => report.deleted === true || state.now() >= reportDeletedAt(report);

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = Buffer.concat(chunks).toString('utf8');
      const logged: LoggedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: req.headers.authorization ?? null,
        body,
      };
      state.requests.push(logged);
      const answer = () => {
        try {
          route(logged, res);
        } catch (error) {
          send(res, 500, { error: { code: 500, message: (error as Error).message, errors: [{ reason: 'backendError' }] } });
        }
      };
      if (state.dataLatencyMs > 0 && logged.path.startsWith('/youtube/v3/')) setTimeout(answer, state.dataLatencyMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function send(res: http.ServerResponse, status: number, body: unknown, type = 'application/json; charset=UTF-8') {
    res.writeHead(status, { 'content-type': type });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  }
  const apiError = (status: number, reason: string, message = reason, domain = 'global') => ({
    error: { code: status, message, errors: [{ message, domain, reason }] },
  });
  const QUOTA_MESSAGE = 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.';

  /** search.list: channels by title and description, videos by title, description and tags; `maxResults` a page (0 to 50, default 5). */
  function search(q: Record<string, string>) {
    if (q.part !== 'snippet') return { status: 400, body: apiError(400, 'invalidPart', 'part must be snippet') };
    const maxResults = Number(q.maxResults ?? 5);
    if (!Number.isInteger(maxResults) || maxResults < 0 || maxResults > 50)
      return { status: 400, body: apiError(400, 'invalidValue', 'Invalid value for maxResults') };
    if (q.type !== 'channel' && q.type !== 'video') return { status: 400, body: apiError(400, 'invalidSearchFilter', 'The fake searches channels or videos') };
    // Every call counts, a page token's too; past the allowance Google answers 403 quotaExceeded.
    if (state.searchCalls >= state.searchCallLimit) return { status: 403, body: apiError(403, 'quotaExceeded', QUOTA_MESSAGE, 'youtube.quota') };
    state.searchCalls += 1;
    const words = (q.q ?? '')
      .toLowerCase()
      .split(/[\s|]+/)
      .filter(Boolean);
    const matches = (text: string) => words.every((w) => text.toLowerCase().includes(w));
    const language = q.relevanceLanguage?.toLowerCase().slice(0, 2);
    let items: object[];
    if (q.type === 'channel') {
      items = [...state.channels.values()]
        .filter((c) => matches(`${c.title}\n${c.description ?? ''}`))
        .filter((c) => !q.regionCode || c.country === q.regionCode)
        .filter((c) => !language || (c.defaultLanguage ?? '').toLowerCase().startsWith(language))
        .map((c) => ({
          kind: 'youtube#searchResult',
          etag: 'x',
          id: { kind: 'youtube#channel', channelId: c.id },
          snippet: {
            publishedAt: '2015-03-01T00:00:00Z',
            channelId: c.id,
            title: c.title,
            description: (c.description ?? '').slice(0, 160),
            thumbnails: { default: { url: `https://yt3.example/${c.id}.jpg` } },
            channelTitle: c.title,
            liveBroadcastContent: 'none',
            publishTime: '2015-03-01T00:00:00Z',
          },
        }));
    } else {
      items = state.videos
        .filter((v) => (v.privacy ?? 'public') === 'public')
        .filter((v) => matches(`${v.title}\n${v.description ?? ''}\n${(v.tags ?? []).join(' ')}`))
        .filter((v) => !q.publishedAfter || v.publishedAt >= q.publishedAfter)
        .sort((a, b) => (q.order === 'date' ? b.publishedAt.localeCompare(a.publishedAt) : q.order === 'viewCount' ? b.views - a.views : 0))
        .map((v) => ({
          kind: 'youtube#searchResult',
          etag: 'x',
          id: { kind: 'youtube#video', videoId: v.id },
          snippet: {
            publishedAt: v.publishedAt,
            channelId: v.channelId,
            title: v.title,
            description: (v.description ?? '').slice(0, 160),
            thumbnails: { default: { url: `https://i.ytimg.example/vi/${v.id}/default.jpg` } },
            channelTitle: state.channels.get(v.channelId)?.title ?? '',
            liveBroadcastContent: 'none',
            publishTime: v.publishedAt,
          },
        }));
    }
    return {
      status: 200,
      body: { ...page(items, q, Math.min(maxResults, state.searchPageSize)), kind: 'youtube#searchListResponse', regionCode: q.regionCode ?? 'TW' },
    };
  }

  const WRITE_SCOPES = ['youtube', 'youtube.force-ssl', 'youtubepartner'].map((s) => `https://www.googleapis.com/auth/${s}`);

  /** videos.update: 50 units whatever it answers (but a quota refusal), Google's validation, each part sent replacing the stored one. */
  function updateVideo(grant: Grant, q: Record<string, string>, raw: string) {
    if (state.dataUnits + 50 > state.dataUnitLimit) return { status: 403, body: apiError(403, 'quotaExceeded', QUOTA_MESSAGE, 'youtube.quota') };
    state.dataUnits += 50;
    if (!grant.scopes.some((s) => WRITE_SCOPES.includes(s)))
      return { status: 403, body: apiError(403, 'insufficientPermissions', 'Request had insufficient authentication scopes.') };
    const parts = (q.part ?? '').split(',').filter(Boolean);
    if (parts.length === 0 || !parts.every((p) => ['snippet', 'localizations', 'status'].includes(p)))
      return { status: 400, body: apiError(400, 'invalidPart') };
    let body: {
      id?: string;
      snippet?: Record<string, unknown>;
      localizations?: Record<string, { title: string; description: string }>;
      status?: { privacyStatus?: unknown; publishAt?: unknown };
    };
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      return { status: 400, body: apiError(400, 'parseError', 'Parse Error') };
    }
    const video = state.videos.find((v) => v.id === body.id);
    if (!video) return { status: 404, body: apiError(404, 'videoNotFound', 'The video that you are trying to update cannot be found.', 'youtube.video') };
    const own = [...(state.accounts.get(grant.account) ?? []), ...(q.onBehalfOfContentOwner ? (state.contentOwners.get(q.onBehalfOfContentOwner) ?? []) : [])];
    if (!own.includes(video.channelId))
      return { status: 403, body: apiError(403, 'forbidden', 'The video that you are trying to update cannot be updated.', 'youtube.video') };
    const snippet = body.snippet;
    const invalid = (reason: string, message: string) => ({ status: 400, body: apiError(400, reason, message, 'youtube.video') });
    if (parts.includes('snippet')) {
      if (!snippet || typeof snippet.title !== 'string' || !snippet.title || typeof snippet.categoryId !== 'string')
        return invalid('invalidVideoMetadata', 'The request metadata is invalid.');
      if ([...snippet.title].length > 100 || /[<>]/.test(snippet.title))
        return invalid('invalidTitle', 'The request metadata specifies an invalid video title.');
      const description = typeof snippet.description === 'string' ? snippet.description : '';
      if (Buffer.byteLength(description) > 5000 || /[<>]/.test(description))
        return invalid('invalidDescription', 'The request metadata specifies an invalid video description.');
      const tags = Array.isArray(snippet.tags) ? (snippet.tags as string[]) : [];
      const tagChars = tags.reduce((sum, t) => sum + [...t].length + (t.includes(' ') ? 2 : 0), 0) + Math.max(0, tags.length - 1);
      if (tagChars > 500) return invalid('invalidTags', 'The request metadata specifies invalid video keywords.');
      if (!state.categoryIds.has(snippet.categoryId)) return invalid('invalidCategoryId', 'The snippet.categoryId property specifies an invalid category ID.');
    }
    if (parts.includes('status')) {
      const status = body.status;
      if (!status || !['public', 'private', 'unlisted'].includes(String(status.privacyStatus)))
        return invalid('invalidVideoMetadata', 'The request metadata is invalid.');
      settle(video);
      if (status.publishAt !== undefined) {
        const when = typeof status.publishAt === 'string' ? Date.parse(status.publishAt) : NaN;
        const everPublished = video.everPublished ?? (video.privacy ?? 'public') !== 'private';
        if (Number.isNaN(when) || status.privacyStatus !== 'private' || everPublished)
          return invalid('invalidPublishAt', 'The request metadata specifies an invalid scheduled publishing time.');
      }
    }
    const defaultLanguage = parts.includes('snippet') ? (snippet?.defaultLanguage as string | undefined) : video.defaultLanguage;
    if (parts.includes('localizations') && Object.keys(body.localizations ?? {}).length > 0 && !defaultLanguage)
      return invalid(
        'defaultLanguageNotSet',
        'The request is trying to add localized video details without specifying the default language of the video details.',
      );
    if (parts.includes('snippet') && snippet) {
      video.title = snippet.title as string;
      video.description = typeof snippet.description === 'string' ? snippet.description : '';
      video.tags = Array.isArray(snippet.tags) && snippet.tags.length > 0 ? (snippet.tags as string[]) : undefined;
      video.categoryId = snippet.categoryId as string;
      video.defaultLanguage = defaultLanguage;
    }
    if (parts.includes('localizations')) video.localizations = body.localizations ?? {};
    if (parts.includes('status') && body.status) {
      video.privacy = String(body.status.privacyStatus);
      if (video.privacy !== 'private') video.everPublished = true;
      video.publishAt = typeof body.status.publishAt === 'string' ? new Date(body.status.publishAt).toISOString() : undefined;
      settle(video);
    }
    const resource = videoResource(video) as Record<string, unknown>;
    return { status: 200, body: Object.fromEntries(Object.entries(resource).filter(([key]) => ['kind', 'id', ...parts].includes(key))) };
  }

  function grantOf(req: LoggedRequest): Grant | null {
    const token = req.authorization?.startsWith('Bearer ') ? req.authorization.slice(7) : null;
    const entry = token ? state.accessTokens.get(token) : undefined;
    if (!entry || entry.grant.revoked || entry.expires < Date.now()) return null;
    return entry.grant;
  }

  function page<T>(items: T[], query: Record<string, string>, size = state.pageSize) {
    const start = Number(query.pageToken ? Buffer.from(query.pageToken, 'base64url').toString() : 0);
    const slice = items.slice(start, start + size);
    const next = start + size < items.length ? Buffer.from(String(start + size)).toString('base64url') : undefined;
    return {
      kind: 'youtube#listResponse',
      etag: 'x',
      ...(next ? { nextPageToken: next } : {}),
      pageInfo: { totalResults: items.length, resultsPerPage: size },
      items: slice,
    };
  }

  const channelResource = (c: FakeChannel) => ({
    kind: 'youtube#channel',
    id: c.id,
    snippet: {
      title: c.title,
      description: c.description ?? '',
      ...(c.handle ? { customUrl: c.handle } : {}),
      publishedAt: '2015-03-01T00:00:00Z',
      thumbnails: { default: { url: `https://yt3.example/${c.id}.jpg`, width: 88, height: 88 } },
      ...(c.country ? { country: c.country } : {}),
      ...(c.defaultLanguage ? { defaultLanguage: c.defaultLanguage } : {}),
    },
    contentDetails: { relatedPlaylists: { likes: '', uploads: `UU${c.id.slice(2)}` } },
    statistics: {
      viewCount: String(c.views),
      subscriberCount: c.hiddenSubscriberCount ? '0' : String(c.subscribers),
      hiddenSubscriberCount: Boolean(c.hiddenSubscriberCount),
      videoCount: String(state.videos.filter((v) => v.channelId === c.id).length),
    },
    ...(c.topicCategories ? { topicDetails: { topicCategories: c.topicCategories } } : {}),
  });

  /** A private video whose publish time has passed goes public (as YouTube publishes it). */
  function settle(v: FakeVideo): void {
    if (v.privacy === 'private' && v.publishAt && Date.parse(v.publishAt) <= state.now()) {
      v.privacy = 'public';
      v.publishAt = undefined;
      v.everPublished = true;
    }
  }
  const videoResource = (v: FakeVideo) => (settle(v), videoFields(v));
  const videoFields = (v: FakeVideo) => ({
    kind: 'youtube#video',
    id: v.id,
    snippet: {
      publishedAt: v.publishedAt,
      channelId: v.channelId,
      channelTitle: state.channels.get(v.channelId)?.title ?? '',
      title: v.title,
      description: v.description ?? '',
      ...(v.tags ? { tags: v.tags } : {}),
      categoryId: v.categoryId ?? '22',
      liveBroadcastContent: v.stream?.state ?? 'none',
      ...(v.defaultLanguage ? { defaultLanguage: v.defaultLanguage } : {}),
      thumbnails: { default: { url: `https://i.ytimg.example/vi/${v.id}/default.jpg`, width: 120, height: 90 } },
    },
    ...(v.localizations ? { localizations: v.localizations } : {}),
    contentDetails: { duration: v.duration, dimension: '2d', definition: 'hd' },
    status: {
      uploadStatus: 'processed',
      privacyStatus: v.privacy ?? 'public',
      ...(v.publishAt ? { publishAt: v.publishAt } : {}),
      license: 'youtube',
      embeddable: true,
      publicStatsViewable: true,
      madeForKids: false,
    },
    statistics: {
      viewCount: String(v.views),
      ...(v.likes !== undefined ? { likeCount: String(v.likes) } : {}),
      favoriteCount: '0',
      ...(v.comments !== undefined ? { commentCount: String(v.comments) } : {}),
    },
    ...(v.stream
      ? { liveStreamingDetails: streamingDetails(v.stream) }
      : v.live
        ? { liveStreamingDetails: { actualStartTime: v.publishedAt, actualEndTime: v.publishedAt } }
        : {}),
  });
  /** Times only once they happened; concurrentViewers (a string) and the chat id only while live. */
  const streamingDetails = (s: FakeStream) => ({
    ...(s.actualStartTime ? { actualStartTime: s.actualStartTime } : {}),
    ...(s.actualEndTime ? { actualEndTime: s.actualEndTime } : {}),
    ...(s.scheduledStartTime ? { scheduledStartTime: s.scheduledStartTime } : {}),
    ...(s.state === 'live' && s.concurrentViewers !== undefined ? { concurrentViewers: String(s.concurrentViewers) } : {}),
    ...(s.state === 'live' ? { activeLiveChatId: `Cg0KC${randomBytes(6).toString('hex')}` } : {}),
  });
  const lifeCycle = (s: FakeStream) => (s.state === 'live' ? 'live' : s.state === 'upcoming' ? 'ready' : 'complete');
  const broadcastResource = (v: FakeVideo & { stream: FakeStream }, parts: string[]) => ({
    kind: 'youtube#liveBroadcast',
    etag: 'x',
    id: v.id,
    ...(parts.includes('snippet')
      ? {
          snippet: {
            publishedAt: v.publishedAt,
            channelId: v.channelId,
            title: v.title,
            description: v.description ?? '',
            thumbnails: { default: { url: `https://i.ytimg.example/vi/${v.id}/default.jpg` } },
            ...(v.stream.scheduledStartTime ? { scheduledStartTime: v.stream.scheduledStartTime } : {}),
            ...(v.stream.actualStartTime ? { actualStartTime: v.stream.actualStartTime } : {}),
            ...(v.stream.actualEndTime ? { actualEndTime: v.stream.actualEndTime } : {}),
            isDefaultBroadcast: false,
            liveChatId: `KicKGFVD${v.id}`,
          },
        }
      : {}),
    ...(parts.includes('status')
      ? { status: { lifeCycleStatus: lifeCycle(v.stream), privacyStatus: v.privacy ?? 'public', recordingStatus: 'recording' } }
      : {}),
    // Statistics are only given while the broadcast is live.
    ...(parts.includes('statistics') && v.stream.state === 'live' && v.stream.totalChatCount !== undefined
      ? { statistics: { totalChatCount: String(v.stream.totalChatCount) } }
      : {}),
  });

  const htmlText = (text: string) =>
    text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;').replaceAll('\n', '<br>');
  const commentThreadResource = (c: FakeComment, plainText: boolean) => {
    const channelId = state.videos.find((v) => v.id === c.videoId)?.channelId ?? '';
    const author = `UCauthor${c.author.replace(/\W/g, '')}`;
    const snippet = {
      channelId,
      videoId: c.videoId,
      textDisplay: plainText ? c.text : htmlText(c.text),
      ...(c.withoutOriginal ? {} : { textOriginal: c.text }),
      authorDisplayName: c.author,
      authorProfileImageUrl: `https://yt3.example/${author}.jpg`,
      authorChannelUrl: `http://www.youtube.com/channel/${author}`,
      authorChannelId: { value: author },
      canRate: true,
      viewerRating: 'none',
      likeCount: c.likes,
      publishedAt: c.publishedAt,
      updatedAt: c.updatedAt ?? c.publishedAt,
    };
    return {
      kind: 'youtube#commentThread',
      etag: 'x',
      id: c.id,
      snippet: {
        channelId,
        videoId: c.videoId,
        topLevelComment: { kind: 'youtube#comment', etag: 'x', id: c.id, snippet },
        canReply: true,
        totalReplyCount: 0,
        isPublic: true,
      },
    };
  };

  /** The newest day with data: two days ago (data lag). */
  const lastDataDay = () => new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  const daysBetween = (start: string, end: string) => {
    const days: string[] = [];
    for (let d = Date.parse(`${start}T00:00:00Z`); d <= Date.parse(`${end}T00:00:00Z`); d += 86_400_000) days.push(new Date(d).toISOString().slice(0, 10));
    return days;
  };
  const dayNumber = (day: string) => Number(day.slice(8, 10));

  /** Analytics figures per channel and day: simple functions of the day of the month. */
  function analytics(req: LoggedRequest) {
    const q = req.query;
    const ids = q.ids ?? '';
    const channelId = ids.startsWith('channel==') ? ids.slice(9) : /channel==([^;]+)/.exec(q.filters ?? '')?.[1];
    const channel = channelId ? state.channels.get(channelId) : undefined;
    if (!channel) return { status: 403, body: apiError(403, 'forbidden', 'The caller does not have permission') };
    const dimensions = (q.dimensions ?? '').split(',').filter(Boolean);
    const metrics = (q.metrics ?? '').split(',').filter(Boolean);
    if (state.refusedDimensions.has(dimensions.join(','))) return { status: 400, body: apiError(400, 'badRequest', 'The query is not supported.') };
    if (state.refusedRevenueDimensions.has(dimensions.join(',')) && metrics.some((m) => /^estimated.*Revenue$/.test(m)))
      return { status: 403, body: apiError(403, 'forbidden', 'The caller does not have permission') };
    const columnHeaders = [
      ...dimensions.map((name) => ({ name, columnType: 'DIMENSION', dataType: 'STRING' })),
      ...metrics.map((name) => ({ name, columnType: 'METRIC', dataType: name.startsWith('estimated') && name.endsWith('Revenue') ? 'FLOAT' : 'INTEGER' })),
    ];
    const end = q.endDate! < lastDataDay() ? q.endDate! : lastDataDay();
    const days = channel.noAnalytics || q.startDate! > end ? [] : daysBetween(q.startDate!, end);
    const views = (day: string) => 1000 + dayNumber(day);
    const base: Record<string, (day: string) => number> = {
      views,
      estimatedMinutesWatched: (d) => 3000 + dayNumber(d),
      subscribersGained: () => 10,
      subscribersLost: () => 2,
      likes: () => 50,
      comments: () => 5,
      shares: () => 3,
      estimatedRevenue: () => 12.5,
      estimatedAdRevenue: () => 10.25,
      estimatedRedPartnerRevenue: () => 1.5,
    };
    const rows: (string | number)[][] = [];
    const key = dimensions.join(',');
    const sum = (f: (day: string) => number) => days.reduce((n, d) => n + f(d), 0);
    if (key === 'day') for (const d of days) rows.push([d, ...metrics.map((m) => base[m]!(d))]);
    else if (key === 'day,creatorContentType') {
      for (const d of days) rows.push([d, 'SHORTS', 200], [d, 'LIVE_STREAM', 100], [d, 'VIDEO_ON_DEMAND', views(d) - 300]);
    } else if (key === 'day,liveOrOnDemand') {
      // Live: 100 views, 400 minutes and 2.5 USD a day; the rest of the day's figures on demand.
      const live: Record<string, number> = { views: 100, estimatedMinutesWatched: 400, estimatedRevenue: 2.5 };
      for (const d of days) {
        rows.push([d, 'LIVE', ...metrics.map((m) => live[m] ?? 0)]);
        rows.push([d, 'ON_DEMAND', ...metrics.map((m) => (m === 'estimatedRevenue' ? 10 : base[m]!(d) - (live[m] ?? 0)))]);
      }
    } else if (key === 'day,country') {
      // Issue 30: each day's views and revenue split over three countries (fakeCountryDay).
      for (const d of days)
        for (const c of fakeCountryDay(views(d))) rows.push([d, c.country, ...metrics.map((m) => (m === 'estimatedRevenue' ? c.revenue : c.views))]);
    } else if (key === 'day,subscribedStatus') {
      for (const d of days) rows.push([d, 'SUBSCRIBED', 300], [d, 'UNSUBSCRIBED', views(d) - 300]);
    } else if (days.length > 0) {
      const total = sum(views);
      const minutes = sum(base.estimatedMinutesWatched!);
      const split = (pairs: [string, number][]) => pairs.forEach(([k, share]) => rows.push([k, Math.round(total * share), Math.round(minutes * share)]));
      if (key === 'country')
        split([
          ['TW', 0.6],
          ['US', 0.4],
        ]);
      else if (key === 'subscribedStatus')
        split([
          ['SUBSCRIBED', 0.3],
          ['UNSUBSCRIBED', 0.7],
        ]);
      else if (key === 'insightTrafficSourceType')
        split([
          ['YT_SEARCH', 0.5],
          ['RELATED_VIDEO', 0.3],
          ['SOMETHING_NEW', 0.2],
        ]);
      else if (key === 'deviceType')
        split([
          ['MOBILE', 0.75],
          ['DESKTOP', 0.25],
        ]);
      else if (key === 'ageGroup,gender') rows.push(['age18-24', 'female', 30.5], ['age25-34', 'male', 69.5]);
      else if (key === 'insightTrafficSourceDetail') {
        // Google answers a traffic-source detail only for one source type (the filter), at most 25 rows, by views.
        const type = /insightTrafficSourceType==([A-Z_]+)/.exec(q.filters ?? '')?.[1];
        const maxResults = Number(q.maxResults ?? 25);
        if (!type || !Number.isInteger(maxResults) || maxResults < 1 || maxResults > 25 || q.sort !== '-views')
          return { status: 400, body: apiError(400, 'badRequest', 'The query is not supported.') };
        const terms = type === 'YT_SEARCH' ? (state.searchTerms.get(channel.id) ?? []) : [];
        const detail = terms
          .map(([term, share]) => ({ term, views: Math.round(total * share), minutes: Math.round(minutes * share) }))
          .sort((a, b) => b.views - a.views)
          .slice(0, maxResults);
        for (const d of detail) rows.push([d.term, ...metrics.map((m) => (m === 'views' ? d.views : d.minutes))]);
      } else return { status: 400, body: apiError(400, 'badRequest', `Unsupported dimensions ${key}`) };
    }
    // No data: `rows` is left out altogether.
    return { status: 200, body: { kind: 'youtubeAnalytics#resultTable', columnHeaders, ...(rows.length > 0 ? { rows } : {}) } };
  }

  /** One CSV per job and day, from five days ago to the last day with data. */
  function reportCsv(reportTypeId: string, account: string, day: string): string {
    const channelIds = state.accounts.get(account) ?? [];
    const videos = state.videos.filter((v) => channelIds.includes(v.channelId));
    const date = day.replaceAll('-', '');
    if (reportTypeId.startsWith('channel_reach_basic')) {
      const lines = ['date,channel_id,video_id,live_or_on_demand,subscribed_status,country_code,video_thumbnail_impressions,video_thumbnail_impressions_ctr'];
      for (const v of videos)
        lines.push(`${date},${v.channelId},${v.id},on_demand,unknown,TW,1000,0.05`, `${date},${v.channelId},${v.id},on_demand,unknown,US,1000,0.03`);
      return `${lines.join('\r\n')}\r\n`;
    }
    const lines = [
      'date,channel_id,video_id,live_or_on_demand,subscribed_status,country_code,views,comments,likes,dislikes,shares,watch_time_minutes,average_view_duration_seconds,subscribers_gained,subscribers_lost',
    ];
    for (const v of videos) {
      lines.push(
        `${date},${v.channelId},${v.id},on_demand,subscribed,TW,10,1,2,0,1,20.5,120,1,0`,
        `${date},${v.channelId},${v.id},on_demand,unsubscribed,US,5,0,1,0,0,10.25,120,0,0`,
      );
    }
    return `${lines.join('\n')}\n`;
  }

  function route(req: LoggedRequest, res: http.ServerResponse) {
    const failure = state.failures.find((f) => f.path.test(req.path) && f.times > 0);
    if (failure && failure.after > 0) failure.after -= 1;
    else if (failure) {
      failure.times -= 1;
      return send(res, failure.status, failure.body);
    }
    const q = req.query;

    // ---- OAuth ----
    if (req.path === '/token' && req.method === 'POST') {
      const form = Object.fromEntries(new URLSearchParams(req.body));
      if (form.client_id !== CLIENT_ID || form.client_secret !== CLIENT_SECRET)
        return send(res, 401, { error: 'invalid_client', error_description: 'Unauthorized' });
      if (form.grant_type === 'authorization_code') {
        const pending = state.codes.get(form.code ?? '');
        state.codes.delete(form.code ?? '');
        const verifierOk =
          pending &&
          createHash('sha256')
            .update(form.code_verifier ?? '')
            .digest('base64url') === pending.challenge;
        if (!pending || !verifierOk || pending.redirectUri !== form.redirect_uri)
          return send(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
        state.grants.push(pending.grant);
        const access = `ya29.${randomBytes(12).toString('hex')}`;
        state.accessTokens.set(access, { grant: pending.grant, expires: Date.now() + 3599_000 });
        return send(res, 200, {
          access_token: access,
          expires_in: 3599,
          refresh_token: pending.grant.refreshToken,
          scope: pending.grant.scopes.join(' '),
          token_type: 'Bearer',
        });
      }
      if (form.grant_type === 'refresh_token') {
        const grant = state.grants.find((g) => g.refreshToken === form.refresh_token && !g.revoked);
        if (!grant) return send(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
        const access = `ya29.${randomBytes(12).toString('hex')}`;
        state.accessTokens.set(access, { grant, expires: Date.now() + 3599_000 });
        return send(res, 200, { access_token: access, expires_in: 3599, scope: grant.scopes.join(' '), token_type: 'Bearer' });
      }
      return send(res, 400, { error: 'unsupported_grant_type' });
    }
    if (req.path === '/revoke' && req.method === 'POST') {
      const token = new URLSearchParams(req.body).get('token');
      const grant = state.grants.find((g) => g.refreshToken === token) ?? [...state.accessTokens.entries()].find(([t]) => t === token)?.[1].grant;
      if (!grant) return send(res, 400, { error: 'invalid_token' });
      grant.revoked = true;
      return send(res, 200, {});
    }

    // ---- public data with the API key ----
    if (q.key !== undefined) {
      if (q.key !== API_KEY) return send(res, 400, apiError(400, 'keyInvalid', 'API key not valid. Please pass a valid API key.', 'usageLimits'));
      if (req.path === '/youtube/v3/search') {
        const answer = search(q);
        return send(res, answer.status, answer.body);
      }
      if (req.path === '/youtube/v3/channels') {
        const channels = (q.id ?? '')
          .split(',')
          .map((id) => state.channels.get(id))
          .filter((c): c is FakeChannel => Boolean(c));
        return send(res, 200, page(channels.map(channelResource), q, Math.min(50, Number(q.maxResults ?? 5))));
      }
      if (req.path !== '/youtube/v3/playlistItems' && req.path !== '/youtube/v3/videos') return send(res, 401, apiError(401, 'required', 'Login Required.'));
    }
    // ---- everything else needs a live access token ----
    const grant = q.key === API_KEY ? ({ account: '', scopes: [], refreshToken: '', revoked: false } satisfies Grant) : grantOf(req);
    if (!grant) return send(res, 401, apiError(401, 'authError', 'Request had invalid authentication credentials.'));

    if (req.path === '/youtube/v3/channels') {
      let ids: string[];
      if (q.mine === 'true') ids = state.accounts.get(grant.account) ?? [];
      else if (q.managedByMe === 'true') ids = state.contentOwners.get(q.onBehalfOfContentOwner ?? '') ?? [];
      else
        ids = (q.id ?? '')
          .split(',')
          .filter((id) => (state.accounts.get(grant.account) ?? []).includes(id) || [...state.contentOwners.values()].flat().includes(id));
      const channels = ids.map((id) => state.channels.get(id)).filter((c): c is FakeChannel => Boolean(c));
      return send(res, 200, page(channels.map(channelResource), q, Math.min(state.pageSize, Number(q.maxResults ?? 5))));
    }
    if (req.path === '/youtube/v3/playlistItems') {
      const channelId = `UC${(q.playlistId ?? '').slice(2)}`;
      if (!state.channels.has(channelId)) return send(res, 404, apiError(404, 'playlistNotFound'));
      const uploads = state.videos.filter((v) => v.channelId === channelId).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
      const items = uploads.map((v) => ({
        kind: 'youtube#playlistItem',
        id: `PLI${v.id}`,
        contentDetails: { videoId: v.id, videoPublishedAt: v.publishedAt },
      }));
      return send(res, 200, page(items, q));
    }
    if (req.path === '/youtube/v3/videos' && req.method === 'PUT') {
      const answer = updateVideo(grant, q, req.body);
      return send(res, answer.status, answer.body);
    }
    if (req.path === '/youtube/v3/videos' && q.key === undefined) {
      if (state.dataUnits + 1 > state.dataUnitLimit) return send(res, 403, apiError(403, 'quotaExceeded', QUOTA_MESSAGE, 'youtube.quota'));
      state.dataUnits += 1;
    }
    if (req.path === '/youtube/v3/videos') {
      const ids = (q.id ?? '').split(',').filter(Boolean);
      if (ids.length > 50) return send(res, 400, apiError(400, 'badRequest', 'Too many ids'));
      return send(res, 200, {
        kind: 'youtube#videoListResponse',
        items: ids
          .map((id) => state.videos.find((v) => v.id === id))
          .filter((v): v is FakeVideo => Boolean(v))
          .map(videoResource),
      });
    }
    if (req.path === '/youtube/v3/liveBroadcasts') {
      const parts = (q.part ?? '').split(',');
      if (!q.part || !parts.every((p) => ['id', 'snippet', 'contentDetails', 'monetizationDetails', 'status', 'statistics'].includes(p)))
        return send(res, 400, apiError(400, 'invalidPart'));
      if (q.mine !== 'true') return send(res, 400, apiError(400, 'missingRequiredParameter', 'The fake lists broadcasts with mine=true only'));
      // A content owner's request names onBehalfOfContentOwnerChannel: the fake serves owners only.
      if (q.onBehalfOfContentOwner) return send(res, 403, apiError(403, 'insufficientPermissions', 'Request is not authorized'));
      if (state.liveStreamingDisabled.has(grant.account))
        return send(res, 403, apiError(403, 'liveStreamingNotEnabled', 'The user is not enabled for live streaming.', 'youtube.liveBroadcast'));
      const own = state.accounts.get(grant.account) ?? [];
      const broadcasts = state.videos
        .filter((v): v is FakeVideo & { stream: FakeStream } => Boolean(v.stream) && own.includes(v.channelId))
        .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
      const answer = page(broadcasts, q, Math.min(state.pageSize, Number(q.maxResults ?? 5)));
      return send(res, 200, { ...answer, kind: 'youtube#liveBroadcastListResponse', items: answer.items.map((b) => broadcastResource(b, parts)) });
    }
    if (req.path === '/youtube/v3/commentThreads') {
      const parts = (q.part ?? '').split(',');
      if (!q.part || !parts.every((p) => ['id', 'snippet', 'replies'].includes(p))) return send(res, 400, apiError(400, 'invalidPart'));
      if (!q.videoId)
        return send(res, 400, apiError(400, 'missingRequiredParameter', 'No filter selected. Expected one of: allThreadsRelatedToChannelId, id, videoId'));
      const maxResults = Number(q.maxResults ?? 20);
      if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > 100)
        return send(res, 400, apiError(400, 'invalidValue', 'Invalid value for maxResults'));
      if (!state.videos.some((v) => v.id === q.videoId))
        return send(res, 404, apiError(404, 'videoNotFound', 'The video identified by the videoId parameter could not be found.'));
      if (state.commentsDisabled.has(q.videoId))
        return send(res, 403, apiError(403, 'commentsDisabled', 'The video identified by the videoId parameter has disabled comments.'));
      const threads = state.comments.filter((c) => c.videoId === q.videoId).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
      const answer = page(threads, q, Math.min(maxResults, state.commentPageSize));
      return send(res, 200, {
        ...answer,
        kind: 'youtube#commentThreadListResponse',
        items: answer.items.map((c) => commentThreadResource(c, q.textFormat === 'plainText')),
      });
    }
    if (req.path === '/v2/reports') {
      const answer = analytics(req);
      return send(res, answer.status, answer.body);
    }
    if (req.path === '/v1/reportTypes') return send(res, 200, { reportTypes: state.reportTypes.map((id) => ({ id, name: id })) });
    if (req.path === '/v1/jobs' && req.method === 'GET') {
      const own = state.jobs.filter((j) => j.account === grant.account).map(({ id, reportTypeId }) => ({ id, reportTypeId, name: id }));
      const system =
        q.includeSystemManaged === 'true' && q.onBehalfOfContentOwner
          ? state.systemJobs.map(({ id, reportTypeId }) => ({ id, reportTypeId, name: `System-Managed ${reportTypeId}`, systemManaged: true }))
          : [];
      const answer = page([...own, ...system], q, 3);
      return send(res, 200, { jobs: answer.items, ...(answer.nextPageToken ? { nextPageToken: answer.nextPageToken } : {}) });
    }
    if (req.path === '/v1/jobs' && req.method === 'POST') {
      const { reportTypeId } = JSON.parse(req.body) as { reportTypeId: string };
      const job = { id: `job-${randomBytes(4).toString('hex')}`, reportTypeId, account: grant.account };
      state.jobs.push(job);
      return send(res, 200, { id: job.id, reportTypeId, name: 'x', createTime: new Date().toISOString() });
    }
    const reports = /^\/v1\/jobs\/([^/]+)\/reports$/.exec(req.path);
    const ownerJob =
      reports && q.onBehalfOfContentOwner
        ? (state.systemJobs.find((j) => j.id === reports[1]) ?? state.jobs.find((j) => j.id === reports[1] && j.account === grant.account))
        : undefined;
    if (ownerJob && ownerJob.reportTypeId.startsWith('content_owner_')) {
      // createdAfter is about the report's creation, startTimeAtOrAfter about its data (Report resource: id, jobId, startTime, endTime, createTime, downloadUrl).
      const list = state.ownerReports
        .filter((r) => r.reportTypeId === ownerJob.reportTypeId && !gone(r))
        .filter((r) => !q.createdAfter || r.createTime > q.createdAfter)
        .filter((r) => !q.startTimeAtOrAfter || r.startTime >= q.startTimeAtOrAfter)
        .map((r) => ({
          id: r.id,
          jobId: ownerJob.id,
          startTime: r.startTime,
          endTime: r.endTime,
          createTime: r.createTime,
          downloadUrl: `${url}/v1/media/CONTENT_OWNER/${ownerJob.id}/${r.id}?alt=media`,
        }));
      const pageOf = page(list, q, 3);
      return send(res, 200, { reports: pageOf.items, ...(pageOf.nextPageToken ? { nextPageToken: pageOf.nextPageToken } : {}) });
    }
    const ownerMedia = /^\/v1\/media\/CONTENT_OWNER\/([^/]+)\/([^/]+)$/.exec(req.path);
    if (ownerMedia) {
      const file = state.ownerReports.find((r) => r.id === ownerMedia[2] && !gone(r));
      if (!file) return send(res, 404, apiError(404, 'notFound'));
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-encoding': 'gzip' });
      return res.end(gzipSync(file.csv));
    }
    if (reports) {
      const job = state.jobs.find((j) => j.id === reports[1] && j.account === grant.account);
      if (!job) return send(res, 404, apiError(404, 'notFound'));
      const since = q.startTimeAtOrAfter ? q.startTimeAtOrAfter.slice(0, 10) : '0000-00-00';
      const days = daysBetween(new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10), lastDataDay()).filter((d) => d >= since);
      const origin = state.downloadOrigin ?? url;
      const list = days.flatMap((day) => [
        // An older version of the same day, regenerated later: the later one is the one to keep.
        {
          id: `${job.id}-${day}-old`,
          jobId: job.id,
          startTime: `${day}T07:00:00Z`,
          endTime: `${day}T07:00:00Z`,
          createTime: `${day}T12:00:00Z`,
          downloadUrl: `${origin}/v1/media/${job.id}/${day}?old=1`,
        },
        {
          id: `${job.id}-${day}`,
          jobId: job.id,
          startTime: `${day}T07:00:00Z`,
          endTime: `${day}T07:00:00Z`,
          createTime: `${day}T18:00:00Z`,
          downloadUrl: `${origin}/v1/media/${job.id}/${day}`,
        },
      ]);
      const pageOf = page(list, q, 3);
      return send(res, 200, { reports: pageOf.items, ...(pageOf.nextPageToken ? { nextPageToken: pageOf.nextPageToken } : {}) });
    }
    const media = /^\/v1\/media\/([^/]+)\/(\d{4}-\d{2}-\d{2})$/.exec(req.path);
    if (media) {
      const job = state.jobs.find((j) => j.id === media[1] && j.account === grant.account);
      if (!job) return send(res, 404, apiError(404, 'notFound'));
      // The superseded version has figures that would double everything if it were read too.
      const csv = reportCsv(job.reportTypeId, grant.account, media[2]!);
      return send(res, 200, q.old ? csv.replace(/,10,1,2,0,1,/g, ',999,1,2,0,1,') : csv, 'application/octet-stream');
    }
    return send(res, 404, apiError(404, 'notFound', `no fake for ${req.method} ${req.path}`));
  }

  return {
    url,
    state,
    /** The configuration that points Chorus at this fake. */
    youtubeConfig(base: YoutubeConfig, extra: Partial<YoutubeConfig> = {}): YoutubeConfig {
      return {
        ...base,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        authorizeUrl: `${url}/o/oauth2/v2/auth`,
        tokenUrl: `${url}/token`,
        revokeUrl: `${url}/revoke`,
        dataApiUrl: `${url}/youtube/v3`,
        analyticsApiUrl: url,
        reportingApiUrl: url,
        tokenKey: null,
        apiKey: API_KEY,
        refreshRetrySeconds: 1,
        backfillDays: 10,
        ...extra,
      };
    },
    addChannel(channel: FakeChannel, account: string | null) {
      state.channels.set(channel.id, channel);
      if (account) state.accounts.set(account, [...(state.accounts.get(account) ?? []), channel.id]);
    },
    /**
     * A content owner (a CMS network) managing `channels`, which no Google account lists as its own:
     * its Reporting API offers the revenue report types a job can be made for, and YouTube's own
     * system-managed jobs `systemJobs` (issue 30).
     */
    addContentOwner(id: string, channels: FakeChannel[], systemJobs: { id: string; reportTypeId: string }[] = []) {
      for (const channel of channels) state.channels.set(channel.id, channel);
      state.contentOwners.set(
        id,
        channels.map((c) => c.id),
      );
      for (const type of CONTENT_OWNER_JOB_TYPES) if (!state.reportTypes.includes(type)) state.reportTypes.push(type);
      state.systemJobs.push(...systemJobs);
    },
    /**
     * What Google's consent page does when `account` agrees: checks the consent address and answers
     * the callback's query (code and state). `scopes` narrows what is granted.
     */
    consent(consentUrl: string, account: string, options: { scopes?: string[] } = {}) {
      const u = new URL(consentUrl);
      const p = Object.fromEntries(u.searchParams);
      if (u.origin !== url || u.pathname !== '/o/oauth2/v2/auth') throw new Error(`consent address ${consentUrl}`);
      if (p.client_id !== CLIENT_ID || p.response_type !== 'code' || p.code_challenge_method !== 'S256' || !p.code_challenge || !p.state || !p.redirect_uri) {
        throw new Error(`bad consent request ${consentUrl}`);
      }
      const requested = (p.scope ?? '').split(' ');
      // Google grants at most what the consent address asked for.
      const granted = (options.scopes ?? requested).filter((scope) => requested.includes(scope));
      const code = `4/${randomBytes(10).toString('hex')}`;
      state.codes.set(code, {
        grant: { account, scopes: granted, refreshToken: `1//${randomBytes(16).toString('hex')}`, revoked: false },
        challenge: p.code_challenge,
        redirectUri: p.redirect_uri,
      });
      return { state: p.state, code, scope: granted.join(' '), params: p };
    },
    /** Makes the next `times` requests to a path fail with Google's error body, after `after` more that answer normally. */
    fail(path: RegExp, status: number, reason: string, times = 1, after = 0) {
      state.failures.push({
        path,
        status,
        body: apiError(status, reason, reason === 'quotaExceeded' ? 'The request cannot be completed because you have exceeded your quota.' : reason),
        times,
        after,
      });
    },
    revokeAll(account: string) {
      for (const g of state.grants) if (g.account === account) g.revoked = true;
    },
    issuedTokens(): string[] {
      return [...state.grants.map((g) => g.refreshToken), ...state.accessTokens.keys()];
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
