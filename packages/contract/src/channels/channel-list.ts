// The channels a person may see (spec 3 channel: id, title, source type, language, audience country,
// subscribers, views, newly-added and hidden flags), searched, filtered, sorted and paged. Who sees
// which channel is decided by one rule on the server (modules/channels/channel-access.ts); the
// hidden flag goes only to those who see hidden channels (contract `seesHiddenChannels`).
import { z } from 'zod';
import { searchTextSchema } from '../core/common.ts';
import { pageOf, pagingQuery } from '../core/paging.ts';
import { channelMemberTypes } from '../core/roles.ts';

export const channelSourceTypes = ['Freedom', 'Little_Five', 'YT'] as const;
export type ChannelSourceType = (typeof channelSourceTypes)[number];
export const channelLanguages = ['zh', 'en', 'ja'] as const;
export type ChannelLanguage = (typeof channelLanguages)[number];

/** subscribers and views: most first; name: A to Z; newest: newly-added channels first, then the latest to join. */
export const channelListSorts = ['subscribers', 'views', 'name', 'newest'] as const;
export type ChannelListSort = (typeof channelListSorts)[number];

export const CHANNEL_LIST_DEFAULT_PAGE_SIZE = 20;
export const CHANNEL_SEARCH_MAX_LENGTH = 100;

/** A whole count from a query string ("0" … 12 digits). */
const countSchema = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,11})$/, 'validation.invalid')
  .transform(Number);

export const channelListQuerySchema = z
  .object({
    /** Part of the title, the channel id, the @handle or a tag; any case, any script. */
    q: searchTextSchema(CHANNEL_SEARCH_MAX_LENGTH).optional(),
    source_type: z.enum(channelSourceTypes, { error: 'validation.invalid' }).optional(),
    language: z.enum(channelLanguages, { error: 'validation.invalid' }).optional(),
    /** ISO 3166-1 alpha-2, any case: the channel's largest audience country. */
    audience_country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'validation.invalid')
      .transform((v) => v.toUpperCase())
      .optional(),
    subscribers_min: countSchema.optional(),
    subscribers_max: countSchema.optional(),
    sort: z.enum(channelListSorts, { error: 'validation.invalid' }).optional(),
    ...pagingQuery,
  })
  .strict()
  .refine((q) => q.subscribers_min === undefined || q.subscribers_max === undefined || q.subscribers_min <= q.subscribers_max, {
    message: 'validation.rangeOrder',
    path: ['subscribers_max'],
  });
export type ChannelListQuery = z.output<typeof channelListQuerySchema>;

export const channelListItemSchema = z.object({
  channel_id: z.string(),
  title: z.string(),
  /** The channel's picture, when one is known. */
  icon_url: z.string().nullable(),
  source_type: z.enum(channelSourceTypes),
  language: z.enum(channelLanguages),
  subscribers: z.number(),
  views: z.number(),
  is_new: z.boolean(),
  /** Hidden from advertisers; present only for those who see hidden channels. */
  hidden: z.boolean().optional(),
  /** The caller's own relation to the channel, if any. */
  member_type: z.enum(channelMemberTypes).nullable(),
});
export type ChannelListItem = z.infer<typeof channelListItemSchema>;

export const channelListSchema = pageOf(channelListItemSchema);
export type ChannelList = z.infer<typeof channelListSchema>;
