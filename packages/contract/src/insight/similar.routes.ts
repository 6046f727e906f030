// Routes of the insight area's similar part (see routes.ts): similar channels with their reasons,
// the custom similar channels kept per channel (spec 5: 1 to 10), keyword gaps against the similar
// channels, and the content licensing price (spec 5). Every route is about one channel: the channel
// pages' scope (a channel the caller may not see answers 404) and the inspiration page.
import { page, type Route } from '../core/route.ts';

const insightChannel = (resource: string) => `/api/v1/insight/channels/:channelId/${resource}`;
const inspiration = page('inspiration');

export const similarRoutes = {
  similarChannels: {
    method: 'GET',
    path: insightChannel('similar'),
    summary: 'The 6 channels the caller may see that are closest to this one, with the reasons',
    permission: inspiration,
    channelScoped: true,
  },
  customSimilarGet: {
    method: 'GET',
    path: insightChannel('custom_similar'),
    summary: 'The channel’s custom similar channels, compared side by side with it',
    permission: inspiration,
    channelScoped: true,
  },
  customSimilarSet: {
    method: 'PUT',
    path: insightChannel('custom_similar'),
    summary: 'Keep 1 to 10 custom similar channels for the channel (staff-type roles and the channel’s owner)',
    permission: inspiration,
    policy: 'editsCustomSimilar',
    channelScoped: true,
    invalidates: ['customSimilarGet', 'keywordGaps', 'similarChannels'],
  },
  customSimilarClear: {
    method: 'DELETE',
    path: insightChannel('custom_similar'),
    summary: 'Remove the channel’s custom similar channels',
    permission: inspiration,
    policy: 'editsCustomSimilar',
    channelScoped: true,
    invalidates: ['customSimilarGet', 'keywordGaps', 'similarChannels'],
  },
  keywordGaps: {
    method: 'GET',
    path: insightChannel('keyword_gaps'),
    summary: 'Keywords the channel’s similar channels have that it lacks',
    permission: inspiration,
    channelScoped: true,
  },
  licensingPriceGet: {
    method: 'GET',
    path: insightChannel('licensing_price'),
    summary: 'The channel’s content licensing price',
    permission: inspiration,
    channelScoped: true,
  },
  licensingPriceSet: {
    method: 'PUT',
    path: insightChannel('licensing_price'),
    summary: 'Record the channel’s content licensing price (staff-type roles)',
    permission: inspiration,
    policy: 'setsLicensingPrice',
    channelScoped: true,
    invalidates: ['licensingPriceGet'],
  },
} as const satisfies Record<string, Route>;
