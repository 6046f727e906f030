import { describe, expect, it } from 'vitest';
import { accountTypes, baseAccountType } from '../core/roles.ts';
import { seesEveryChannel, seesHiddenChannels } from './channel-scope.ts';
import { channelListQuerySchema } from './channel-list.ts';

const parse = (query: Record<string, unknown>) => channelListQuerySchema.safeParse(query);
const firstMessage = (query: Record<string, unknown>) => {
  const result = parse(query);
  return result.success ? null : `${result.error.issues[0]!.path.join('.')}: ${result.error.issues[0]!.message}`;
};

describe('channelListQuerySchema', () => {
  it('reads the query string: numbers, an upper-cased country, a trimmed search', () => {
    expect(
      channelListQuerySchema.parse({
        q: '  廚房 ',
        audience_country: 'tw',
        subscribers_min: '0',
        subscribers_max: '5000',
        page: '2',
        page_size: '100',
        sort: 'newest',
      }),
    ).toEqual({ q: '廚房', audience_country: 'TW', subscribers_min: 0, subscribers_max: 5000, page: 2, page_size: 100, sort: 'newest' });
    expect(channelListQuerySchema.parse({})).toEqual({});
  });

  it('refuses what it cannot use, naming the field', () => {
    expect(firstMessage({ page_size: '101' })).toBe('page_size: validation.pageSizeTooLarge');
    expect(firstMessage({ page_size: '0' })).toBe('page_size: validation.invalid');
    expect(firstMessage({ page: '-1' })).toBe('page: validation.invalid');
    expect(firstMessage({ subscribers_min: '10', subscribers_max: '9' })).toBe('subscribers_max: validation.rangeOrder');
    expect(firstMessage({ subscribers_min: '1.5' })).toBe('subscribers_min: validation.invalid');
    expect(firstMessage({ audience_country: 'TWN' })).toBe('audience_country: validation.invalid');
    expect(firstMessage({ sort: 'random' })).toBe('sort: validation.invalid');
    expect(firstMessage({ language: 'fr' })).toBe('language: validation.invalid');
    expect(firstMessage({ q: 'x'.repeat(101) })).toBe('q: validation.tooLong');
    expect(firstMessage({ q: 'a\nb' })).toBe('q: validation.invalid');
    expect(firstMessage({ q: 'a\tb' })).toBe('q: validation.invalid');
    expect(parse({ owner_id: '1' }).success).toBe(false);
    expect(parse({ language: ['zh', 'ja'] }).success).toBe(false);
  });
});

describe('seesHiddenChannels', () => {
  it('hides hidden channels from advertiser accounts only', () => {
    for (const type of accountTypes) expect(seesHiddenChannels(type), type).toBe(baseAccountType(type) !== 'advertiser');
    expect(seesHiddenChannels('advertiser')).toBe(false);
    expect(seesHiddenChannels('staff')).toBe(true);
    expect(seesHiddenChannels('user_owner')).toBe(true);
  });

  it('never hides a channel from someone who sees every channel among the demo roles', () => {
    for (const type of accountTypes.filter((t) => seesEveryChannel(t))) expect(seesHiddenChannels(type), type).toBe(true);
  });
});
