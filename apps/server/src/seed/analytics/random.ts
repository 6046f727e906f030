import { seededRandom } from '@chorus/contract';
// Deterministic random streams for the demo analytics. Every channel gets its own streams, one per
// job (model, series, videos, daily figures, audience, comments), derived from the seed, the
// channel's position and the job's name: a channel's data does not depend on how many channels
// are seeded, and changing one generator does not reshuffle the others.

export type Random = ReturnType<typeof analyticsRandom>;

/** A 32-bit mix (murmur3's finaliser) so nearby seeds give unrelated streams. */
function mix(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function hashName(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function streamSeed(seed: number, channelIndex: number, job: string): number {
  return mix(mix(seed ^ Math.imul(channelIndex + 1, 0x9e3779b1)) ^ hashName(job));
}

export function analyticsRandom(seed: number) {
  const base = seededRandom(seed);
  const next = base.next;
  let spare: number | null = null;
  /** Standard normal (Box–Muller, the second value kept for the next call). */
  const normal = (): number => {
    if (spare !== null) {
      const value = spare;
      spare = null;
      return value;
    }
    const u = 1 - next();
    const v = next();
    const radius = Math.sqrt(-2 * Math.log(u));
    spare = radius * Math.sin(2 * Math.PI * v);
    return radius * Math.cos(2 * Math.PI * v);
  };
  return {
    next,
    int: base.int,
    pick: base.pick,
    normal,
    uniform: (min: number, max: number) => min + (max - min) * next(),
    /** Spread evenly on a log scale: as many channels between 1k and 10k as between 100k and 1M. */
    logUniform: (min: number, max: number) => Math.exp(Math.log(min) + (Math.log(max) - Math.log(min)) * next()),
    /** A factor around 1 whose mean is 1 (log-normal with the given spread). */
    lognormal: (sigma: number) => Math.exp(sigma * normal() - (sigma * sigma) / 2),
    chance: (p: number) => next() < p,
    /** Poisson count (Knuth; fine for the small means used here). */
    poisson(mean: number): number {
      if (mean <= 0) return 0;
      if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal()));
      const limit = Math.exp(-mean);
      let k = 0;
      let p = next();
      while (p > limit) {
        k++;
        p *= next();
      }
      return k;
    },
    /** Picks an index with the given (unnormalised) weights. */
    weighted(weights: readonly number[]): number {
      let total = 0;
      for (const w of weights) total += w;
      let target = next() * total;
      for (let i = 0; i < weights.length; i++) {
        target -= weights[i]!;
        if (target < 0) return i;
      }
      return weights.length - 1;
    },
  };
}

export function channelRandom(seed: number, channelIndex: number, job: string): Random {
  return analyticsRandom(streamSeed(seed, channelIndex, job));
}
