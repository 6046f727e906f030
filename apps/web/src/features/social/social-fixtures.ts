// Answers of the social area's reads for the web's tests, shaped by the contract's types.
import type { SocialAccount, SocialInsights } from '@chorus/contract';

export const anAccount = (more: Partial<SocialAccount> = {}): SocialAccount => ({
  account_id: 1,
  platform: 'instagram',
  username: 'cook.studio',
  channel_id: 'UC_cook',
  channel_title: 'Cooking Studio',
  linked_at: '2026-01-10T08:00:00.000Z',
  token_expires_at: '2027-01-20T08:00:00.000Z',
  status: 'active',
  display_name: 'Cooking Studio',
  profile_picture_url: null,
  collected_through: '2026-11-28',
  ...more,
});

const genderBuckets = [
  { key: 'F', value: 9_000 },
  { key: 'M', value: 6_000 },
];

/** A figure the creator's account gave. */
const given = { availability: 'first_party', reason: null } as const;

export const someInsights = (more: Partial<SocialInsights> = {}): SocialInsights => ({
  platform: 'instagram',
  account: anAccount(),
  start: '2026-08-31',
  end: '2026-11-28',
  series: [
    {
      metric: 'followers',
      ...given,
      points: [
        { day: '2026-11-27', value: 15_000 },
        { day: '2026-11-28', value: 15_120 },
      ],
    },
    { metric: 'reach', availability: 'first_party', reason: null, points: [] },
  ],
  media: [
    {
      media_id: 'm1',
      kind: 'reel',
      caption: 'Ramen in five minutes',
      permalink: 'https://www.instagram.com/reel/m1/',
      thumbnail_url: null,
      posted_at: '2026-11-20T10:00:00.000Z',
      expires_at: null,
      views: 52_300,
      reach: 40_100,
      likes: 3_210,
      comments: 140,
      saves: null,
      shares: 95,
      unavailable: [{ figure: 'saves', reason: 'not_yet_collected' }],
    },
    {
      media_id: 's1',
      kind: 'story',
      caption: null,
      permalink: null,
      thumbnail_url: null,
      posted_at: '2026-11-25T10:00:00.000Z',
      expires_at: '2026-11-26T10:00:00.000Z',
      views: 4_000,
      reach: 3_500,
      likes: null,
      comments: null,
      saves: null,
      shares: 12,
      unavailable: [],
    },
  ],
  metrics: [
    { metric: 'followers', value: 15_120, availability: 'first_party', reason: null, aggregation: 'latest' },
    { metric: 'views', value: 0, availability: 'first_party', reason: null, aggregation: 'sum' },
    { metric: 'reach', value: null, availability: 'unavailable', reason: 'token_expired', aggregation: 'sum' },
  ],
  audience: {
    availability: 'first_party',
    reason: null,
    as_of: '2026-11-28',
    breakdowns: [
      {
        dimension: 'gender',
        ...given,
        buckets: genderBuckets,
      },
      { dimension: 'city', availability: 'unavailable', reason: 'withheld_under_100', buckets: [] },
    ],
  },
  ...more,
});
