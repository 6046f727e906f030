/** Spec 9: the countries shown by name, in this order; all others are summed as "others". */
export const shownCountries = ['TW', 'US', 'CN', 'HK', 'MY', 'JP', 'CA', 'SG'] as const;
export type ShownCountry = (typeof shownCountries)[number];

export const ageGroups = ['13-17', '18-24', '25-34', '35-44', '45-54', '55-64', '65-'] as const;
export const audienceGenders = ['female', 'male', 'other'] as const;
export const trafficSources = ['search', 'suggested', 'browse', 'external', 'channel', 'playlist', 'shorts', 'notification', 'other'] as const;
export const devices = ['mobile', 'computer', 'tv', 'tablet', 'console'] as const;
export const videoKinds = ['video', 'short', 'live'] as const;
export type VideoKind = (typeof videoKinds)[number];

/** The content list's sort columns and directions. */
export const contentSorts = ['views', 'published_at', 'likes', 'comments', 'shares', 'duration_seconds'] as const;
export type ContentSort = (typeof contentSorts)[number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** Spec 9 top lists. */
export const TOP_VIDEOS_OVERVIEW = 4;
export const TOP_RANKED = 6;
export const TOP_VIDEOS_CONTENT = 50;
/** Below this many views in the period, audience shares are not shown (spec 8 "insufficient audience data"). */
export const MIN_AUDIENCE_VIEWS = 1000;
/** Spec 5: the audience-interest setting takes exactly twelve video ids. */
export const INTEREST_VIDEO_COUNT = 12;
