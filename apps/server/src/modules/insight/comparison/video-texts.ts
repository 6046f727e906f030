// What keyword presence reads of a channel's videos (title and tags in keywordForm, publish day,
// views), kept in memory per channel and data generation. Reading and parsing a channel's videos
// with their tag arrays was most of a keyword comparison (13–20 ms for the ~1,150 videos of ten
// demo channels, against 1–3 ms for the sums; bench:insight-comparison). The generation is the
// channel pages' `channel_answer_state.gen`, which statement triggers move on every write of the
// channel's videos or its row (migration 0021), whoever writes: a refresh, the seed, a test. One
// primary-key read of the generations per comparison tells which channels to read again.
import { keywordForm } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { videoTexts, type VideoText } from './comparison.repository.ts';

/** A video as matched: title and tags already in keywordForm. */
export type KeptVideo = Omit<VideoText, 'title' | 'tags'> & { title: string; tags: string[] };

/** Channels kept at most (about 20 kB each for a channel of 100 videos): the least recently used go first. */
const MAX_CHANNELS = 500;

export class VideoTextCache {
  private readonly kept = new Map<string, { gen: number; videos: KeptVideo[] }>();
  /** Reads from the database (for the tests and the bench). */
  reads = 0;

  async videosOf(db: Db, channelIds: readonly string[]): Promise<KeptVideo[]> {
    const { rows: gens } = await sql<{ channel_id: string; gen: number }>`
      select channel_id, gen from channel_answer_state where channel_id = any(${[...channelIds]}::text[])`.execute(db);
    const genOf = new Map(gens.map((g) => [g.channel_id, Number(g.gen)]));
    // A channel without a state row (none yet) is read every time: there is nothing to key it by.
    const stale = channelIds.filter((id) => {
      const entry = this.kept.get(id);
      return !entry || !genOf.has(id) || entry.gen !== genOf.get(id);
    });
    if (stale.length > 0) {
      this.reads += 1;
      const fresh = new Map<string, KeptVideo[]>(stale.map((id) => [id, []]));
      for (const v of await videoTexts(db, stale)) fresh.get(v.channel_id)!.push({ ...v, title: keywordForm(v.title), tags: v.tags.map(keywordForm) });
      for (const [id, videos] of fresh) {
        this.kept.delete(id);
        const gen = genOf.get(id);
        if (gen !== undefined) this.kept.set(id, { gen, videos });
      }
      while (this.kept.size > MAX_CHANNELS) this.kept.delete(this.kept.keys().next().value!);
      return channelIds.flatMap((id) => fresh.get(id) ?? this.touch(id));
    }
    return channelIds.flatMap((id) => this.touch(id));
  }

  /** Forgets every channel (the bench's first-comparison runs). */
  clear(): void {
    this.kept.clear();
  }

  /** A kept channel's videos, marked as just used. */
  private touch(id: string): KeptVideo[] {
    const entry = this.kept.get(id)!;
    this.kept.delete(id);
    this.kept.set(id, entry);
    return entry.videos;
  }
}
