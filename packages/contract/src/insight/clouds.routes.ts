// Routes of the insight area's clouds part (see routes.ts): the content and comment word clouds of
// a period and what lies behind a word, the top 10 search keywords that bring viewers (cached from
// the YouTube Analytics API; staff fetch them again), and the video emotion and summary list
// (spec 2, 3, 8, 9). All of them act on one channel: a channel the caller may not see answers 404.
import { component, page, type Route } from '../core/route.ts';

const insightChannelRoute = (resource: string) => `/api/v1/insight/channels/:channelId/${resource}`;

export const cloudsRoutes = {
  insightWordClouds: {
    method: 'GET',
    path: insightChannelRoute('word_clouds'),
    summary: 'Content word cloud (titles and tags) and comment word cloud of a period, in the channel languages',
    permission: page('inspiration'),
    channelScoped: true,
  },
  insightCloudWord: {
    method: 'GET',
    path: insightChannelRoute('word_clouds/word'),
    summary: 'The videos and comments of a period behind one word of a word cloud',
    permission: page('inspiration'),
    channelScoped: true,
  },
  insightSearchKeywords: {
    method: 'GET',
    path: insightChannelRoute('search_keywords'),
    summary: 'The top 10 YouTube search keywords that bring viewers (cached), or why there are none',
    permission: page('inspiration'),
    channelScoped: true,
  },
  insightSearchKeywordsFetch: {
    method: 'POST',
    path: insightChannelRoute('search_keywords/fetch'),
    summary: 'Fetch the top 10 search keywords again from the YouTube Analytics API and cache them',
    permission: component('refreshCache'),
    channelScoped: true,
    invalidates: ['insightSearchKeywords'],
  },
  insightVideoEmotions: {
    method: 'GET',
    path: insightChannelRoute('video_emotions'),
    summary: 'Per video of a period: metrics, emotion tags and direction, most liked comments per emotion, summary',
    permission: page('inspiration'),
    channelScoped: true,
  },
} as const satisfies Record<string, Route>;
