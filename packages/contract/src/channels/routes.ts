// Routes of the channels area. Channel analytics (spec 2 channel pages): the channel list, a channel's pages and settings, group trends, exchange rates.
import { signedIn, component, page, channelRoute, type Route } from '../core/route.ts';

export const channelsRoutes = {
  channelList: {
    method: 'GET',
    path: '/api/v1/channels',
    summary: 'The channels the caller may see: search by name, id or tag; filters, sorting, pages',
    permission: signedIn,
    policy: 'channelsInReach',
  },
  channelOverview: {
    method: 'GET',
    path: channelRoute('overview'),
    summary: 'KPIs, trends and top videos of a channel',
    permission: page('overview'),
    channelScoped: true,
  },
  channelAudience: {
    method: 'GET',
    path: channelRoute('audience'),
    summary: 'Who watches: age, gender, countries, subscribed or not',
    permission: page('audience'),
    channelScoped: true,
  },
  channelInterestVideos: {
    method: 'PUT',
    path: channelRoute('interest_videos'),
    summary: 'Set the twelve audience-interest videos',
    permission: component('editChannelSettings'),
    channelScoped: true,
    invalidates: ['channelAudience'],
  },
  // Spec 2 "channel hide/show setting for advertisers" (spec 3 hidden flag, scope and reason).
  channelVisibilityGet: {
    method: 'GET',
    path: channelRoute('visibility'),
    summary: 'Whether the channel is hidden from advertisers, from whom and why',
    permission: component('setChannelVisibility'),
    channelScoped: true,
  },
  channelVisibilitySet: {
    method: 'PUT',
    path: channelRoute('visibility'),
    summary: 'Hide the channel from advertisers (with scope and reason) or show it again',
    permission: component('setChannelVisibility'),
    channelScoped: true,
    changesState: true,
    invalidates: ['channelVisibilityGet', 'channelList'],
  },
  channelContent: {
    method: 'GET',
    path: channelRoute('content'),
    summary: 'Length classes, strategy buckets, old and new videos, top 50',
    permission: page('content'),
    policy: 'canSeeStrategyRevenue',
    channelScoped: true,
  },
  channelAnalytics: {
    method: 'GET',
    path: channelRoute('analytics'),
    summary: 'RPM, revenue by type, impressions and CTR',
    permission: page('analytics'),
    channelScoped: true,
  },
  channelRevenue: {
    method: 'GET',
    path: channelRoute('revenue'),
    summary: 'Revenue opportunity: the past 365 days against the 365 before',
    permission: page('revenue'),
    channelScoped: true,
  },
  // Issue 27: the videoStream page (spec 2 singles) of the current channel.
  channelLive: {
    method: 'GET',
    path: channelRoute('live'),
    summary: 'Recent and upcoming live streams, Super Chat, and the live against on-demand split',
    permission: page('videoStream'),
    channelScoped: true,
  },
  channelGroupTrends: {
    method: 'GET',
    path: '/api/v1/channel_groups/:groupId/trends',
    summary: 'Daily views and subscribers of every channel in a group',
    permission: page('channelGroup'),
    policy: 'canSeeGroupTrends',
  },
  exchangeRates: {
    method: 'GET',
    path: '/api/v1/exchange_rates',
    summary: 'One exchange rate per currency (units per USD)',
    permission: signedIn,
    policy: 'anyoneSignedIn',
  },
} as const satisfies Record<string, Route>;
