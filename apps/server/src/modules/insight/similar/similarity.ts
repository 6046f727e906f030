// How alike two channels are (issue 13 "similar channels": tags, language, audience country and age
// mix, length-class mix, size band), from their stored profiles. Pure: the ranking's rules in one
// place, tested on a fixture network whose answer is worked out by hand (similarity.test.ts).
//
// Each factor scores 0 to 1: tags by Jaccard (shared / all distinct, case-insensitive); language 1
// when the channel languages match; countries, ages and length classes by histogram intersection
// (the sum over groups of the smaller share: 1 for the same mix, 0 for nothing in common); size 1 in
// the same subscriber band, 0.5 in the next one. The overall score is the weighted mean over the
// factors both channels have data for (weights below), as 0 to 100, given with its parts.
//
// Only channels that share topic with the channel (at least one tag) are similar at all (issue 23):
// a gym channel is never a cooking channel's peer, however alike their audiences.
import { sizeBands, type SimilarFactor, type SimilarReason, type SizeBand } from '@chorus/contract';
import type { StoredSimilarProfile } from '../../../db/schema.insight-similar.ts';

export type SimilarProfile = StoredSimilarProfile & { channel_id: string };

export const factorWeights: Record<SimilarFactor, number> = { tags: 0.3, language: 0.15, country: 0.15, age: 0.15, length: 0.15, size: 0.1 };

/** A factor is given as a reason when it scores at least this (0 to 1). */
const REASON_FLOOR: Record<SimilarFactor, number> = { tags: 0.01, language: 1, country: 0.5, age: 0.5, length: 0.5, size: 1 };
const SHARED_TAGS_SHOWN = 5;

export function sizeBandOf(subscribers: number): SizeBand {
  if (subscribers < 10_000) return 'under10k';
  if (subscribers < 100_000) return '10k';
  if (subscribers < 1_000_000) return '100k';
  return '1m';
}

const isEmpty = (mix: Record<string, number>) => Object.keys(mix).length === 0;

function intersection(a: Record<string, number>, b: Record<string, number>): number {
  let total = 0;
  for (const [key, share] of Object.entries(a)) total += Math.min(share, b[key] ?? 0);
  return Math.min(1, total);
}

/** The group with the largest smaller share: what both lean to most. */
function sharedTop(a: Record<string, number>, b: Record<string, number>): string | null {
  let best: string | null = null;
  let bestShare = 0;
  for (const [key, share] of Object.entries(a)) {
    const both = Math.min(share, b[key] ?? 0);
    if (both > bestShare || (both === bestShare && best !== null && key < best)) {
      best = key;
      bestShare = both;
    }
  }
  return best;
}

/** One part of the score: a factor's 0-100 and its weight in this pair's score (percent, one decimal; the factors counted share 100). */
export type ScorePart = { factor: SimilarFactor; score: number; weight: number };
export type Likeness = { score: number; parts: ScorePart[]; reasons: SimilarReason[] };

/** How alike `other` is to `base`: the weighted mean of the factors both have data for, and the reasons. */
export function likeness(base: SimilarProfile, other: SimilarProfile): Likeness {
  const factors: { factor: SimilarFactor; value: number; shared: string[] }[] = [];
  if (base.tags.length > 0 && other.tags.length > 0) {
    const mine = new Set(base.tags);
    const theirs = new Set(other.tags);
    const shared = [...mine].filter((t) => theirs.has(t)).sort();
    const union = new Set([...mine, ...theirs]).size;
    factors.push({ factor: 'tags', value: shared.length / union, shared: shared.slice(0, SHARED_TAGS_SHOWN) });
  }
  factors.push({ factor: 'language', value: base.language === other.language ? 1 : 0, shared: base.language === other.language ? [base.language] : [] });
  for (const [factor, a, b] of [
    ['country', base.countries, other.countries],
    ['age', base.ages, other.ages],
    ['length', base.lengths, other.lengths],
  ] as const) {
    if (isEmpty(a) || isEmpty(b)) continue;
    const top = sharedTop(a, b);
    factors.push({ factor, value: intersection(a, b), shared: top ? [top] : [] });
  }
  const bandA = sizeBands.indexOf(sizeBandOf(base.subscribers));
  const bandB = sizeBands.indexOf(sizeBandOf(other.subscribers));
  const gap = Math.abs(bandA - bandB);
  factors.push({ factor: 'size', value: gap === 0 ? 1 : gap === 1 ? 0.5 : 0, shared: gap === 0 ? [sizeBands[bandA]!] : [] });

  let weighted = 0;
  let weights = 0;
  for (const f of factors) {
    weighted += factorWeights[f.factor] * f.value;
    weights += factorWeights[f.factor];
  }
  const score = weights === 0 ? 0 : Math.round((weighted / weights) * 100);
  const parts = factors.map((f) => ({
    factor: f.factor,
    score: Math.round(f.value * 100),
    weight: Math.round((factorWeights[f.factor] / weights) * 1000) / 10,
  }));
  const reasons = factors
    .filter((f) => f.value >= REASON_FLOOR[f.factor])
    .sort((x, y) => factorWeights[y.factor] * y.value - factorWeights[x.factor] * x.value || x.factor.localeCompare(y.factor))
    .map((f) => ({ factor: f.factor, score: Math.round(f.value * 100), shared: f.shared }));
  return { score, parts, reasons };
}

export type Ranked = Likeness & { profile: SimilarProfile };

/** What the score needs of a profile, made once per loaded profile (the ranking runs 1,000 of them per answer). */
type Prepared = { tags: Set<string>; countries: [string, number][]; ages: [string, number][]; lengths: [string, number][]; band: number };
const preparedOf = new WeakMap<SimilarProfile, Prepared>();
function prepared(p: SimilarProfile): Prepared {
  let ready = preparedOf.get(p);
  if (!ready) {
    ready = {
      tags: new Set(p.tags),
      countries: Object.entries(p.countries),
      ages: Object.entries(p.ages),
      lengths: Object.entries(p.lengths),
      band: sizeBands.indexOf(sizeBandOf(p.subscribers)),
    };
    preparedOf.set(p, ready);
  }
  return ready;
}

function mixScore(a: [string, number][], b: Record<string, number>): number {
  let total = 0;
  for (const [key, share] of a) total += Math.min(share, b[key] ?? 0);
  return Math.min(1, total);
}

/**
 * `likeness(base, other).score` without the reasons: the same factors, summed in the same order, so
 * the same number; the ranking scores every candidate with it and explains only the ones it keeps.
 */
export function scoreOf(base: SimilarProfile, other: SimilarProfile): number {
  const a = prepared(base);
  const b = prepared(other);
  let weighted = 0;
  let weights = 0;
  if (a.tags.size > 0 && b.tags.size > 0) {
    let shared = 0;
    for (const tag of a.tags) if (b.tags.has(tag)) shared++;
    weighted += factorWeights.tags * (shared / (a.tags.size + b.tags.size - shared));
    weights += factorWeights.tags;
  }
  weighted += factorWeights.language * (base.language === other.language ? 1 : 0);
  weights += factorWeights.language;
  for (const [factor, mine, theirs] of [
    ['country', a.countries, other.countries],
    ['age', a.ages, other.ages],
    ['length', a.lengths, other.lengths],
  ] as const) {
    if (mine.length === 0 || isEmpty(theirs)) continue;
    weighted += factorWeights[factor] * mixScore(mine, theirs);
    weights += factorWeights[factor];
  }
  const gap = Math.abs(a.band - b.band);
  weighted += factorWeights.size * (gap === 0 ? 1 : gap === 1 ? 0.5 : 0);
  weights += factorWeights.size;
  return weights === 0 ? 0 : Math.round((weighted / weights) * 100);
}

/** Whether two channels share topic: at least one tag (case-insensitive; the profiles keep them lower-cased). */
export function sharesTopic(base: SimilarProfile, other: SimilarProfile): boolean {
  const theirs = prepared(other).tags;
  for (const tag of prepared(base).tags) if (theirs.has(tag)) return true;
  return false;
}

/** The similar channels of a channel, and how many channels share its topic at all. */
export type SimilarRanking = { items: Ranked[]; sameTopic: number };

/**
 * The `top` candidates most like `base` among those sharing its topic, best first; ties by more
 * subscribers, then channel id. `candidates` are the channels the caller may see (the base itself is
 * skipped). Fewer than `top` share its topic: only those, never padded with unrelated channels.
 */
export function rankSimilar(base: SimilarProfile, candidates: Iterable<SimilarProfile>, top: number): SimilarRanking {
  const kept: { score: number; profile: SimilarProfile }[] = [];
  let sameTopic = 0;
  const worse = (x: { score: number; profile: SimilarProfile }, y: { score: number; profile: SimilarProfile }) =>
    x.score !== y.score
      ? x.score < y.score
      : x.profile.subscribers !== y.profile.subscribers
        ? x.profile.subscribers < y.profile.subscribers
        : x.profile.channel_id > y.profile.channel_id;
  for (const candidate of candidates) {
    if (candidate.channel_id === base.channel_id || !sharesTopic(base, candidate)) continue;
    sameTopic++;
    const entry = { score: scoreOf(base, candidate), profile: candidate };
    if (kept.length === top && !worse(kept[kept.length - 1]!, entry)) continue;
    let i = kept.length;
    while (i > 0 && worse(kept[i - 1]!, entry)) i--;
    kept.splice(i, 0, entry);
    if (kept.length > top) kept.pop();
  }
  return { items: kept.map((k) => ({ ...likeness(base, k.profile), profile: k.profile })), sameTopic };
}
