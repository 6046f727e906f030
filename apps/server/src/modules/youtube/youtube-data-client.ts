// YouTube Data API v3: channels.list, playlistItems.list (paged with nextPageToken), videos.list
// (50 ids per call) and commentThreads.list (100 top-level comments per page). Each list call costs
// 1 quota unit of the default 10,000 a day. Counts arrive as strings (a comment's likeCount is a
// number); likeCount / commentCount are missing when hidden; tags are missing when there are none.
// search.list (exploration) has its own daily allowance of calls, each page one call of 100 units;
// public data is read with an API key (`apiKey`) instead of a grant's access token.
import { GoogleApiError, googleJson, withQuery } from './google-http.ts';
import { parseCount, parseIsoDuration } from './youtube-values.ts';

export type ApiAccess = {
  baseUrl: string;
  /** A grant's access token; '' when the call is made with `apiKey` (public data). */
  accessToken: string;
  apiKey?: string | null;
  timeoutMs: number;
  /** Content managers act for their CMS (onBehalfOfContentOwner). */
  contentOwnerId: string | null;
};

export type YoutubeChannel = {
  channelId: string;
  title: string;
  handle: string | null;
  iconUrl: string | null;
  country: string | null;
  defaultLanguage: string | null;
  uploadsPlaylistId: string | null;
  subscribers: number | null;
  views: number | null;
  videoCount: number | null;
  description: string;
  /** topicDetails.topicCategories, as their last path segment ("Music", "Video_game_culture"); empty when not asked for. */
  topics: string[];
};

export type YoutubeVideo = {
  videoId: string;
  channelId: string;
  /** The channel's title as videos.list gives it (snippet.channelTitle). */
  channelTitle: string;
  title: string;
  description: string;
  tags: string[];
  publishedAt: string;
  durationSeconds: number;
  live: boolean;
  /** liveStreamingDetails of a broadcast (null for an ordinary upload). */
  stream: VideoStream | null;
  views: number;
  /** null when the owner hides them. */
  likes: number | null;
  comments: number | null;
  privacy: string;
};

/**
 * A broadcast as videos.list describes it: liveBroadcastContent says whether it is upcoming or live
 * now; concurrentViewers is only given while it is live (and not when the owner hides the count).
 */
export type VideoStream = {
  state: 'upcoming' | 'live' | 'none';
  scheduledStart: string | null;
  actualStart: string | null;
  actualEnd: string | null;
  concurrentViewers: number | null;
};

export type PlaylistEntry = { videoId: string; publishedAt: string | null };

type Page<T> = { items?: T[]; nextPageToken?: string };
type RawChannel = {
  id?: string;
  snippet?: {
    title?: string;
    description?: string;
    customUrl?: string;
    country?: string;
    defaultLanguage?: string;
    thumbnails?: Record<string, { url?: string }>;
  };
  topicDetails?: { topicCategories?: string[] };
  contentDetails?: { relatedPlaylists?: { uploads?: string } };
  statistics?: { viewCount?: string; subscriberCount?: string; hiddenSubscriberCount?: boolean; videoCount?: string };
};
type RawVideo = {
  id?: string;
  snippet?: {
    channelId?: string;
    channelTitle?: string;
    title?: string;
    description?: string;
    tags?: string[];
    publishedAt?: string;
    liveBroadcastContent?: string;
  };
  contentDetails?: { duration?: string };
  statistics?: { viewCount?: string; likeCount?: string; commentCount?: string };
  status?: { privacyStatus?: string };
  liveStreamingDetails?: {
    actualStartTime?: string;
    actualEndTime?: string;
    scheduledStartTime?: string;
    scheduledEndTime?: string;
    /** uint64 as a string, only while live. */
    concurrentViewers?: string;
    activeLiveChatId?: string;
  };
};
type RawPlaylistItem = { contentDetails?: { videoId?: string; videoPublishedAt?: string } };

/** Most pages followed in one listing: a safety net against a token that never ends. */
const MAX_PAGES = 400;

function channelFrom(raw: RawChannel): YoutubeChannel | null {
  if (!raw.id) return null;
  const thumbnails = raw.snippet?.thumbnails ?? {};
  const hidden = raw.statistics?.hiddenSubscriberCount === true;
  return {
    channelId: raw.id,
    title: raw.snippet?.title ?? raw.id,
    handle: raw.snippet?.customUrl ?? null,
    iconUrl: thumbnails.default?.url ?? thumbnails.medium?.url ?? thumbnails.high?.url ?? null,
    country: raw.snippet?.country ?? null,
    defaultLanguage: raw.snippet?.defaultLanguage ?? null,
    uploadsPlaylistId: raw.contentDetails?.relatedPlaylists?.uploads ?? null,
    subscribers: hidden ? null : parseCount(raw.statistics?.subscriberCount),
    views: parseCount(raw.statistics?.viewCount),
    videoCount: parseCount(raw.statistics?.videoCount),
    description: raw.snippet?.description ?? '',
    topics: (raw.topicDetails?.topicCategories ?? [])
      .filter((t): t is string => typeof t === 'string')
      .map((t) => decodeURIComponent(t.slice(t.lastIndexOf('/') + 1)))
      .filter(Boolean),
  };
}

function videoFrom(raw: RawVideo): YoutubeVideo | null {
  const publishedAt = raw.snippet?.publishedAt;
  if (!raw.id || !raw.snippet?.channelId || !publishedAt || Number.isNaN(Date.parse(publishedAt))) return null;
  return {
    videoId: raw.id,
    channelId: raw.snippet.channelId,
    channelTitle: raw.snippet.channelTitle ?? '',
    title: raw.snippet.title ?? '',
    description: raw.snippet.description ?? '',
    tags: Array.isArray(raw.snippet.tags) ? raw.snippet.tags.filter((t): t is string => typeof t === 'string') : [],
    publishedAt,
    // P0D for live and upcoming streams; an unreadable duration counts as 0 rather than failing the refresh.
    durationSeconds: parseIsoDuration(raw.contentDetails?.duration) ?? 0,
    live: Boolean(raw.liveStreamingDetails) || (raw.snippet.liveBroadcastContent !== undefined && raw.snippet.liveBroadcastContent !== 'none'),
    stream: streamFrom(raw),
    views: parseCount(raw.statistics?.viewCount) ?? 0,
    likes: parseCount(raw.statistics?.likeCount),
    comments: parseCount(raw.statistics?.commentCount),
    privacy: raw.status?.privacyStatus ?? 'public',
  };
}

const validTimeOrNull = (value: unknown): string | null => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null);

function streamFrom(raw: RawVideo): VideoStream | null {
  const details = raw.liveStreamingDetails;
  const content = raw.snippet?.liveBroadcastContent;
  if (!details && (content === undefined || content === 'none')) return null;
  return {
    state: content === 'upcoming' || content === 'live' ? content : 'none',
    scheduledStart: validTimeOrNull(details?.scheduledStartTime),
    actualStart: validTimeOrNull(details?.actualStartTime),
    actualEnd: validTimeOrNull(details?.actualEndTime),
    concurrentViewers: parseCount(details?.concurrentViewers),
  };
}

async function listPages<T>(access: ApiAccess, path: string, query: Record<string, string | number | boolean | undefined>): Promise<T[]> {
  const items: T[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await googleJson<Page<T>>({
      api: `data:${path}`,
      url: withQuery(`${access.baseUrl}/${path}`, { ...query, onBehalfOfContentOwner: access.contentOwnerId ?? undefined, key: access.apiKey, pageToken }),
      accessToken: access.accessToken,
      timeoutMs: access.timeoutMs,
    });
    items.push(...(answer.items ?? []));
    pageToken = answer.nextPageToken || undefined;
    if (!pageToken) break;
  }
  return items;
}

const channelParts = 'snippet,contentDetails,statistics';

/** The channels this authorization covers: the signed-in account's own, or the CMS's managed ones. */
export async function listAuthorizedChannels(access: ApiAccess): Promise<YoutubeChannel[]> {
  const query = access.contentOwnerId ? { part: channelParts, managedByMe: true, maxResults: 50 } : { part: channelParts, mine: true, maxResults: 50 };
  const raw = await listPages<RawChannel>(access, 'channels', query);
  return raw.map(channelFrom).filter((c): c is YoutubeChannel => c !== null);
}

export async function getChannel(access: ApiAccess, channelId: string): Promise<YoutubeChannel | null> {
  const raw = await listPages<RawChannel>(access, 'channels', { part: channelParts, id: channelId, maxResults: 50 });
  return raw.map(channelFrom).find((c) => c?.channelId === channelId) ?? null;
}

/** Public channels by id (channels.list, 50 ids a call, 1 unit each) with their description and topics; unknown ids are left out. */
export async function getPublicChannels(access: ApiAccess, channelIds: string[]): Promise<YoutubeChannel[]> {
  const unique = [...new Set(channelIds)];
  const channels: YoutubeChannel[] = [];
  for (let i = 0; i < unique.length; i += 50) {
    const raw = await listPages<RawChannel>(access, 'channels', {
      part: `${channelParts},topicDetails`,
      id: unique.slice(i, i + 50).join(','),
      maxResults: 50,
    });
    channels.push(...raw.map(channelFrom).filter((c): c is YoutubeChannel => c !== null));
  }
  return channels;
}

export type SearchKind = 'channel' | 'video';
export type SearchQuery = {
  q: string;
  type: SearchKind;
  /** ISO 3166-1 alpha-2: results that can be viewed there. */
  regionCode?: string | null;
  /** ISO 639-1 (zh-Hant for Traditional Chinese): results most relevant to that language. */
  relevanceLanguage?: string | null;
  pageToken?: string | null;
  /** 1 to 50 (Google's default 5). */
  maxResults?: number;
  /** For videos: RFC 3339, only videos published at or after it. */
  publishedAfter?: string | null;
  order?: 'relevance' | 'date' | 'viewCount' | 'rating' | 'title' | 'videoCount';
};
export type SearchResult = { kind: SearchKind; id: string; channelId: string; title: string; description: string; publishedAt: string | null };
export type SearchPage = { results: SearchResult[]; nextPageToken: string | null; totalResults: number | null };
type RawSearchItem = {
  id?: { kind?: string; channelId?: string; videoId?: string };
  snippet?: { channelId?: string; title?: string; description?: string; publishedAt?: string };
};

/**
 * ONE page of search.list (one call of the search allowance, 100 units): the caller counts the call
 * in its quota ledger before asking and follows `nextPageToken` itself, so every page is counted.
 */
export async function searchList(access: ApiAccess, query: SearchQuery): Promise<SearchPage> {
  const answer = await googleJson<Page<RawSearchItem> & { pageInfo?: { totalResults?: number } }>({
    api: 'data:search',
    url: withQuery(`${access.baseUrl}/search`, {
      part: 'snippet',
      q: query.q,
      type: query.type,
      regionCode: query.regionCode,
      relevanceLanguage: query.relevanceLanguage,
      publishedAfter: query.publishedAfter,
      order: query.order,
      maxResults: query.maxResults ?? 50,
      pageToken: query.pageToken,
      key: access.apiKey,
    }),
    accessToken: access.accessToken,
    timeoutMs: access.timeoutMs,
  });
  const results: SearchResult[] = [];
  for (const item of answer.items ?? []) {
    const kind = item.id?.kind === 'youtube#channel' ? 'channel' : item.id?.kind === 'youtube#video' ? 'video' : null;
    const id = kind === 'channel' ? item.id?.channelId : kind === 'video' ? item.id?.videoId : undefined;
    const channelId = item.snippet?.channelId ?? (kind === 'channel' ? id : undefined);
    if (!kind || !id || !channelId) continue;
    results.push({
      kind,
      id,
      channelId,
      title: item.snippet?.title ?? '',
      description: item.snippet?.description ?? '',
      publishedAt: item.snippet?.publishedAt ?? null,
    });
  }
  const total = answer.pageInfo?.totalResults;
  return { results, nextPageToken: answer.nextPageToken || null, totalResults: typeof total === 'number' ? total : null };
}

/**
 * The uploads playlist, newest first. With `knownUntil`, paging stops after the first page that
 * only holds videos published before it (older uploads are already known).
 */
export async function listUploads(access: ApiAccess, playlistId: string, knownUntil: Date | null): Promise<PlaylistEntry[]> {
  const entries: PlaylistEntry[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await googleJson<Page<RawPlaylistItem>>({
      api: 'data:playlistItems',
      url: withQuery(`${access.baseUrl}/playlistItems`, {
        part: 'contentDetails',
        playlistId,
        maxResults: 50,
        onBehalfOfContentOwner: access.contentOwnerId ?? undefined,
        key: access.apiKey,
        pageToken,
      }),
      accessToken: access.accessToken,
      timeoutMs: access.timeoutMs,
    });
    const items = (answer.items ?? [])
      .map((i) => ({ videoId: i.contentDetails?.videoId ?? '', publishedAt: i.contentDetails?.videoPublishedAt ?? null }))
      .filter((i) => i.videoId !== '');
    entries.push(...items);
    pageToken = answer.nextPageToken || undefined;
    if (!pageToken) break;
    if (knownUntil && items.length > 0 && items.every((i) => i.publishedAt !== null && Date.parse(i.publishedAt) < knownUntil.getTime())) break;
  }
  return entries;
}

/** Details and statistics of the given videos, 50 per call; videos YouTube no longer returns are left out. */
export async function getVideos(access: ApiAccess, videoIds: string[]): Promise<YoutubeVideo[]> {
  const unique = [...new Set(videoIds)];
  const videos: YoutubeVideo[] = [];
  for (let i = 0; i < unique.length; i += 50) {
    const batch = unique.slice(i, i + 50);
    const raw = await listPages<RawVideo>(access, 'videos', {
      part: 'snippet,contentDetails,statistics,status,liveStreamingDetails',
      id: batch.join(','),
      maxResults: 50,
    });
    videos.push(...raw.map(videoFrom).filter((v): v is YoutubeVideo => v !== null));
  }
  return videos;
}

export type YoutubeComment = {
  commentId: string;
  videoId: string;
  author: string;
  /** As written (textOriginal); the displayed text when Google does not give the original. */
  text: string;
  likes: number;
  publishedAt: string;
  updatedAt: string | null;
};

type RawCommentSnippet = {
  videoId?: string;
  textDisplay?: string;
  textOriginal?: string;
  authorDisplayName?: string;
  likeCount?: number | string;
  publishedAt?: string;
  updatedAt?: string;
};
type RawCommentThread = { id?: string; snippet?: { videoId?: string; topLevelComment?: { id?: string; snippet?: RawCommentSnippet } } };

const validTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

function commentFrom(raw: RawCommentThread, videoId: string): YoutubeComment | null {
  const top = raw.snippet?.topLevelComment;
  const snippet = top?.snippet;
  const commentId = top?.id ?? raw.id;
  if (!commentId || !snippet || !validTime(snippet.publishedAt)) return null;
  // Another video's thread (never expected) is not this video's comment.
  if ((snippet.videoId ?? raw.snippet?.videoId ?? videoId) !== videoId) return null;
  const text = typeof snippet.textOriginal === 'string' ? snippet.textOriginal : typeof snippet.textDisplay === 'string' ? snippet.textDisplay : null;
  if (text === null) return null;
  // PostgreSQL text cannot hold NUL; one stray character must not fail every refresh of the channel.
  const clean = (value: string) => value.replaceAll('\u0000', '');
  return {
    commentId,
    videoId,
    author: clean(typeof snippet.authorDisplayName === 'string' ? snippet.authorDisplayName : ''),
    text: clean(text),
    likes: Math.min(parseCount(snippet.likeCount) ?? 0, 2_147_483_647),
    publishedAt: snippet.publishedAt,
    updatedAt: validTime(snippet.updatedAt) ? snippet.updatedAt : null,
  };
}

/**
 * Why a video's comments could not be read, when that is no reason to fail the refresh: `off`,
 * comments turned off (403 commentsDisabled) or the video gone since it was listed (404
 * videoNotFound); `refused`, the grant may not read comments at all (403 forbidden /
 * insufficientPermissions), so asking for the next video is pointless.
 */
export type CommentsUnavailable = 'off' | 'refused';

/**
 * A video's top-level comments, newest first, at most `maxPages` pages of 100, with what the
 * pages read so far held when they became unavailable; quota and every other failure throw as
 * elsewhere. commentThreads.list takes no onBehalfOfContentOwner: a content manager's grant reads
 * the channel's public comments.
 */
export async function listVideoComments(
  access: ApiAccess,
  videoId: string,
  maxPages: number,
): Promise<{ comments: YoutubeComment[]; unavailable: CommentsUnavailable | null }> {
  const comments: YoutubeComment[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < Math.min(maxPages, MAX_PAGES); page++) {
    let answer: Page<RawCommentThread>;
    try {
      answer = await googleJson<Page<RawCommentThread>>({
        api: 'data:commentThreads',
        url: withQuery(`${access.baseUrl}/commentThreads`, { part: 'snippet', videoId, maxResults: 100, order: 'time', textFormat: 'plainText', pageToken }),
        accessToken: access.accessToken,
        timeoutMs: access.timeoutMs,
      });
    } catch (error) {
      const unavailable = commentsUnavailable(error);
      if (unavailable) return { comments, unavailable };
      throw error;
    }
    comments.push(...(answer.items ?? []).map((item) => commentFrom(item, videoId)).filter((c): c is YoutubeComment => c !== null));
    pageToken = answer.nextPageToken || undefined;
    if (!pageToken) break;
  }
  return { comments, unavailable: null };
}

function commentsUnavailable(error: unknown): CommentsUnavailable | null {
  // Quota and a withdrawn grant are what they are everywhere (their classes extend GoogleApiError).
  if (!(error instanceof GoogleApiError) || error.constructor !== GoogleApiError) return null;
  if ((error.status === 403 && error.reasons.includes('commentsdisabled')) || (error.status === 404 && error.reasons.includes('videonotfound'))) return 'off';
  if (error.status === 403 && (error.reasons.includes('insufficientpermissions') || error.reasons.includes('forbidden'))) return 'refused';
  return null;
}

export type LiveBroadcast = {
  videoId: string;
  channelId: string;
  title: string;
  /** status.lifeCycleStatus: created, ready, testing, live, complete, revoked, … */
  lifeCycle: string;
  scheduledStart: string | null;
  actualStart: string | null;
  actualEnd: string | null;
  /** statistics.totalChatCount (a string on the wire), only while live with chat on. */
  chatMessages: number | null;
};
type RawBroadcast = {
  id?: string;
  snippet?: { channelId?: string; title?: string; scheduledStartTime?: string; actualStartTime?: string; actualEndTime?: string };
  status?: { lifeCycleStatus?: string };
  statistics?: { totalChatCount?: string };
};

/**
 * The signed-in owner's broadcasts (Live Streaming API liveBroadcasts.list, mine=true, every
 * type and status), 50 a page. Only a channel owner's own grant may ask: a content manager's
 * cannot, and Google refuses a channel without live streaming (403).
 */
export async function listMyBroadcasts(access: ApiAccess): Promise<LiveBroadcast[]> {
  const raw = await listPages<RawBroadcast>({ ...access, contentOwnerId: null }, 'liveBroadcasts', {
    part: 'snippet,status,statistics',
    mine: true,
    broadcastType: 'all',
    maxResults: 50,
  });
  return raw
    .filter((b) => b.id && b.snippet?.channelId)
    .map((b) => ({
      videoId: b.id!,
      channelId: b.snippet!.channelId!,
      title: b.snippet?.title ?? '',
      lifeCycle: b.status?.lifeCycleStatus ?? '',
      scheduledStart: validTimeOrNull(b.snippet?.scheduledStartTime),
      actualStart: validTimeOrNull(b.snippet?.actualStartTime),
      actualEnd: validTimeOrNull(b.snippet?.actualEndTime),
      chatMessages: parseCount(b.statistics?.totalChatCount),
    }));
}
