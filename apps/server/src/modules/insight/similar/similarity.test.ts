// The similar-channel ranking on a fixture network whose answer is worked out by hand below (factor
// weights: tags 0.3, language, country, age and length 0.15 each, size 0.1; the mean over the
// factors both channels have data for).
import { describe, expect, it } from 'vitest';
import { cousinParts } from '../../../../test/similar-cousin.ts';
import { likeness, rankSimilar, scoreOf, sharesTopic, sizeBandOf, type SimilarProfile } from './similarity.ts';

const profile = (channel_id: string, p: Partial<SimilarProfile>): SimilarProfile => ({
  channel_id,
  title: channel_id,
  icon_url: null,
  language: 'zh',
  hidden: false,
  subscribers: 50_000,
  tags: [],
  countries: {},
  ages: {},
  lengths: {},
  ...p,
});

const base = profile('UCa', {
  tags: ['food', 'travel'],
  countries: { TW: 0.8, HK: 0.2 },
  ages: { '18-24': 0.5, '25-34': 0.5 },
  lengths: { short: 1 },
  subscribers: 50_000,
});
// The same as the base in every factor: 100.
const twin = profile('UCb', { ...base, channel_id: 'UCb', subscribers: 60_000 });
// tags 1/3, language 1, countries min(.8,.6)=.6, ages .5, lengths .5, size 10k vs 100k = .5:
// (0.3/3 + 0.15 + 0.09 + 0.075 + 0.075 + 0.05) / 1 = 0.54 → 54.
const cousin = profile('UCc', {
  tags: ['food', 'gaming'],
  countries: { TW: 0.6, US: 0.4 },
  ages: { '25-34': 1 },
  lengths: { short: 0.5, long: 0.5 },
  subscribers: 500_000,
});
// No tags and no audience: only language (0), length (0) and size (1) count: 0.1 / 0.4 = 25. Shares no topic.
const stranger = profile('UCd', { language: 'ja', lengths: { veryLong: 1 }, subscribers: 45_000 });
// Twins of the base with fewer subscribers: the same 100, ranked after the one with more, then by id.
const twinSmaller = profile('UCf', { ...base, channel_id: 'UCf', subscribers: 40_000 });
const twinSmallerG = profile('UCg', { ...base, channel_id: 'UCg', subscribers: 40_000 });

describe('likeness', () => {
  it('is 100 for the same profile, every factor given as a reason, strongest first', () => {
    const l = likeness(base, twin);
    expect(l.score).toBe(100);
    expect(l.reasons).toEqual([
      { factor: 'tags', score: 100, shared: ['food', 'travel'] },
      { factor: 'age', score: 100, shared: ['18-24'] },
      { factor: 'country', score: 100, shared: ['TW'] },
      { factor: 'language', score: 100, shared: ['zh'] },
      { factor: 'length', score: 100, shared: ['short'] },
      { factor: 'size', score: 100, shared: ['10k'] },
    ]);
  });

  it('weighs partly shared tags and mixes, and names what both lean to most', () => {
    const l = likeness(base, cousin);
    expect(l.score).toBe(54);
    expect(l.parts).toEqual(cousinParts);
    expect(l.reasons).toEqual([
      { factor: 'language', score: 100, shared: ['zh'] },
      { factor: 'tags', score: 33, shared: ['food'] },
      { factor: 'country', score: 60, shared: ['TW'] },
      { factor: 'age', score: 50, shared: ['25-34'] },
      { factor: 'length', score: 50, shared: ['short'] },
    ]);
  });

  it('leaves out the factors a channel has no data for', () => {
    const l = likeness(base, stranger);
    expect(l.score).toBe(25);
    // Language 0.15, length 0.15 and size 0.1 of 0.4 counted: 37.5, 37.5 and 25 % of the score.
    expect(l.parts).toEqual([
      { factor: 'language', score: 0, weight: 37.5 },
      { factor: 'length', score: 0, weight: 37.5 },
      { factor: 'size', score: 100, weight: 25 },
    ]);
    expect(l.reasons).toEqual([{ factor: 'size', score: 100, shared: ['10k'] }]);
  });
});

describe('rankSimilar', () => {
  const network = [stranger, cousin, base, twinSmallerG, twin, twinSmaller];

  it('ranks best first, ties by more subscribers then id, never the channel itself nor one sharing no tag', () => {
    const ranking = rankSimilar(base, network, 6);
    expect(ranking.items.map((r) => [r.profile.channel_id, r.score])).toEqual([
      ['UCb', 100],
      ['UCf', 100],
      ['UCg', 100],
      ['UCc', 54],
    ]);
    expect(ranking.sameTopic).toBe(4);
  });

  it('keeps only the top n, and counts every channel on the topic', () => {
    const ranking = rankSimilar(base, network, 2);
    expect(ranking.items.map((r) => r.profile.channel_id)).toEqual(['UCb', 'UCf']);
    expect(ranking.sameTopic).toBe(4);
    expect(rankSimilar(base, [base], 6)).toEqual({ items: [], sameTopic: 0 });
  });

  it('never pads with channels on other topics, however alike otherwise', () => {
    // The same audience, language, lengths and size as the base, but a gym's tags: 70 without the tags.
    const gym = profile('UCgym', { ...base, channel_id: 'UCgym', tags: ['gym', 'workout'] });
    expect(likeness(base, gym).score).toBe(70);
    expect(rankSimilar(base, [gym, stranger], 6)).toEqual({ items: [], sameTopic: 0 });
    // A tag differing only in case is the same topic (profiles keep tags lower-cased).
    expect(sharesTopic(base, profile('UCx', { tags: ['travel'] }))).toBe(true);
    expect(sharesTopic(base, profile('UCy', { tags: [] }))).toBe(false);
    expect(sharesTopic(profile('UCz', { tags: [] }), base)).toBe(false);
  });
});

describe('sizeBandOf', () => {
  it('puts subscribers in four bands', () => {
    expect([0, 9_999, 10_000, 99_999, 100_000, 999_999, 1_000_000].map(sizeBandOf)).toEqual(['under10k', 'under10k', '10k', '10k', '100k', '100k', '1m']);
  });
});

describe('scoreOf', () => {
  it('gives exactly the score of likeness, on many generated pairs', () => {
    const tags = ['a', 'b', 'c', 'd', 'e'];
    const pool: SimilarProfile[] = Array.from({ length: 60 }, (_, i) =>
      profile(`UCp${i}`, {
        language: ['zh', 'ja', 'en'][i % 3]!,
        tags: tags.filter((_, k) => (i >> k) & 1),
        countries: i % 4 === 0 ? {} : { TW: (i % 7) / 10, JP: 1 - (i % 7) / 10 },
        ages: i % 5 === 0 ? {} : { '18-24': (i % 3) / 4, '25-34': 1 - (i % 3) / 4 },
        lengths: i % 6 === 0 ? {} : { short: (i % 9) / 9, long: 1 - (i % 9) / 9 },
        subscribers: 500 * 3 ** (i % 9),
      }),
    );
    let pairs = 0;
    for (const a of pool)
      for (const b of pool) {
        expect(scoreOf(a, b), `${a.channel_id} ${b.channel_id}`).toBe(likeness(a, b).score);
        pairs++;
      }
    expect(pairs).toBe(3600);
  });
});
