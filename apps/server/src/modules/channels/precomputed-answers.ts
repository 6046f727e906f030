// Precomputed channel-page answers (issue 9; migration 0021): the overview, audience and content
// answers of the windows the pages open with, computed when a channel's data changes (or the day
// moves the windows) and kept in PostgreSQL as the bytes the server sends. A miss of the in-process
// answer cache for one of these reads its row by primary key; other windows are computed as before.
//
// Kept answers are never stale: triggers on every table the answers read move the channel's
// generation (channel_answer_state.gen) in the writer's transaction; an answer is computed in one
// snapshot together with the generation it saw and served only while that is still the channel's.
import { addDays, comparisonWindow, DATA_LAG_DAYS, presetWindow, previousWindow, toDay, type DateRange } from '@chorus/contract';
import type pg from 'pg';
import { PackedAnswer } from '../../cache/packed-answer.ts';
import type { Clock } from '../../clock.ts';
import { defaultPeriod } from './analytics-windows.ts';
import { loadChannelMetaWith, type ChannelMeta } from './channel-catalog.ts';
import {
  audienceKey,
  computeAudience,
  computeOverview,
  contentAnswer,
  contentCores,
  contentKey,
  last90Window,
  overviewKey,
  recentAudienceWindow,
} from './channel-answers.ts';
import type { ContentSort } from './content.service.ts';

/** The content table as a page opens it (contentQuerySchema's defaults), and the comparison's five. */
const TABLE_OPENS: ContentSort = { sort: 'views', order: 'desc', page: 1, page_size: 10 };
const COMPARISON_TABLE: ContentSort = { sort: 'views', order: 'desc', page: 1, page_size: 5 };
/** The web's default preset (apps/web use-period.ts): 30 days up to the last day with data, against the 30 before. */
const WEB_DEFAULT_PRESET = '30';

export type StandardAnswer =
  | { key: string; page: 'overview'; period: DateRange; comparison: DateRange }
  | { key: string; page: 'audience'; period: DateRange; recent: DateRange }
  | { key: string; page: 'content'; period: DateRange; last90: DateRange; withRevenue: boolean; sort: ContentSort };

/**
 * The answers kept for a channel whose data reaches `dataThrough`, on `today` (UTC):
 * - the server's default windows (a request without dates: spec 9's month and its comparison),
 * - the web's default preset as the pages ask for it (explicit dates: 30 days ending 4 days before
 *   today, compared with the 30 days before; the content page also asks for the comparison
 *   window's top 5),
 * each content answer for viewers with and without revenue visibility. Other windows, orders and
 * pages are computed on request.
 */
export function standardAnswers(dataThrough: string | null, today: string): StandardAnswer[] {
  const recent = recentAudienceWindow(dataThrough, today);
  const last90 = last90Window(dataThrough, today);
  const answers: StandardAnswer[] = [];
  const add = (period: DateRange, comparison: DateRange, contentPages: [DateRange, ContentSort][]) => {
    answers.push({ key: overviewKey(period, comparison), page: 'overview', period, comparison });
    answers.push({ key: audienceKey(period, recent), page: 'audience', period, recent });
    for (const [window, sort] of contentPages) {
      for (const withRevenue of [true, false]) {
        answers.push({ key: contentKey(window, last90, withRevenue, sort), page: 'content', period: window, last90, withRevenue, sort });
      }
    }
  };
  const serverDefault = defaultPeriod(dataThrough, today);
  add(serverDefault, comparisonWindow(serverDefault), [[serverDefault, TABLE_OPENS]]);
  const web = presetWindow(WEB_DEFAULT_PRESET, addDays(today, -DATA_LAG_DAYS));
  const webComparison = previousWindow(web);
  add(web, webComparison, [
    [web, TABLE_OPENS],
    [webComparison, COMPARISON_TABLE],
  ]);
  // The two sets coincide when the month is 30 days long and the data is current.
  return [...new Map(answers.map((a) => [a.key, a])).values()];
}

type Lookup = { channelId: string; key: string; resolve: (answer: PackedAnswer | null) => void; reject: (error: unknown) => void };

/**
 * Reads kept answers by key, each only if it was computed from the channel's current data (else
 * null). Lookups that arrive while `inFlight` statements are running wait and go together in the
 * next one (at most `maxBatch`): under load, one round trip to PostgreSQL serves many requests,
 * and a round trip (waking a backend on a busy core) costs more than the lookup itself; when
 * the server is quiet each lookup goes at once, alone.
 */
export class PrecomputedReader {
  private readonly pool: pg.Pool;
  private readonly inFlight: number;
  private readonly maxBatch: number;
  private readonly waiting: Lookup[] = [];
  private running = 0;
  /** Statements sent and lookups answered, for the bench's and tests' accounts. */
  statements = 0;
  lookups = 0;

  constructor(pool: pg.Pool, options: { inFlight?: number; maxBatch?: number } = {}) {
    this.pool = pool;
    this.inFlight = options.inFlight ?? 2;
    this.maxBatch = options.maxBatch ?? 64;
  }

  read(channelId: string, key: string): Promise<PackedAnswer | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ channelId, key, resolve, reject });
      this.send();
    });
  }

  private send(): void {
    while (this.running < this.inFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.maxBatch);
      this.running++;
      this.statements++;
      this.lookups += batch.length;
      readPrecomputedBatch(this.pool, batch)
        .then(
          (answers) => batch.forEach((lookup, i) => lookup.resolve(answers[i] ?? null)),
          (error: unknown) => batch.forEach((lookup) => lookup.reject(error)),
        )
        .finally(() => {
          this.running--;
          this.send();
        });
    }
  }
}

/** The kept answers under these keys, in their order; null where none is of the channel's current data. */
async function readPrecomputedBatch(pool: pg.Pool, lookups: readonly { channelId: string; key: string }[]): Promise<(PackedAnswer | null)[]> {
  const { rows } = await pool.query<{ i: string | number; gzipped: boolean; body: Buffer }>({
    name: 'analytics_precomputed_answers',
    text: `SELECT q.i, a.gzipped, a.body
             FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS q (channel_id, key, i)
             JOIN channel_answers a ON a.channel_id = q.channel_id AND a.key = q.key
             JOIN channel_answer_state s ON s.channel_id = a.channel_id AND s.gen = a.gen`,
    values: [lookups.map((l) => l.channelId), lookups.map((l) => l.key)],
  });
  const answers: (PackedAnswer | null)[] = lookups.map(() => null);
  for (const row of rows) answers[Number(row.i) - 1] = PackedAnswer.stored(row.body, row.gzipped);
  return answers;
}

export type PrecomputeResult = { answers: number; bytes: number };

/**
 * Computes and keeps the channel's standard answers: read in one snapshot (REPEATABLE READ) with
 * the generation it saw, written after. Null when the channel does not exist.
 */
export async function precomputeChannel(pool: pg.Pool, channelId: string, today: string): Promise<PrecomputeResult | null> {
  const client = await pool.connect();
  let gen: number;
  let computed: { key: string; answer: PackedAnswer }[];
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const state = await client.query<{ gen: string | number }>({
      name: 'analytics_answer_gen',
      text: 'SELECT gen FROM channel_answer_state WHERE channel_id = $1',
      values: [channelId],
    });
    const meta = state.rows[0] ? await loadChannelMetaWith(client, channelId) : null;
    if (!meta) {
      await client.query('COMMIT');
      return null;
    }
    gen = Number(state.rows[0]!.gen);
    computed = await computeStandard(client, meta, standardAnswers(meta.data_through, today));
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => null);
    throw error;
  } finally {
    client.release();
  }
  const keys = computed.map((c) => c.key);
  // Older generations' rows are replaced, a newer one (written meanwhile) is left alone; keys of
  // windows no longer standard go.
  await pool.query({
    name: 'analytics_keep_answers',
    text: `WITH kept AS (
             INSERT INTO channel_answers AS a (channel_id, key, gen, gzipped, body)
             SELECT $1, k, $3, z, b FROM unnest($2::text[], $4::boolean[], $5::bytea[]) AS t(k, z, b)
             ON CONFLICT (channel_id, key) DO UPDATE SET gen = excluded.gen, gzipped = excluded.gzipped, body = excluded.body
              WHERE a.gen <= excluded.gen
           ), gone AS (
             DELETE FROM channel_answers WHERE channel_id = $1 AND gen <= $3 AND NOT (key = ANY ($2::text[]))
           )
           UPDATE channel_answer_state SET answered_gen = $3, answered_day = $6::date WHERE channel_id = $1 AND answered_gen <= $3`,
    values: [channelId, keys, gen, computed.map((c) => c.answer.gzip !== null), computed.map((c) => c.answer.body()), today],
  });
  return { answers: computed.length, bytes: computed.reduce((sum, c) => sum + c.answer.bytes, 0) };
}

async function computeStandard(client: pg.PoolClient, meta: ChannelMeta, standard: StandardAnswer[]): Promise<{ key: string; answer: PackedAnswer }[]> {
  const out: { key: string; answer: PackedAnswer }[] = [];
  // Content: one read per window, both revenue visibilities built from it.
  const contentByWindow = new Map<string, Extract<StandardAnswer, { page: 'content' }>[]>();
  for (const a of standard) {
    if (a.page === 'overview') out.push({ key: a.key, answer: await computeOverview(client, meta, a.period, a.comparison) });
    else if (a.page === 'audience') out.push({ key: a.key, answer: await computeAudience(client, meta, a.period, a.recent) });
    else {
      const id = `${a.period.start}|${a.period.end}`;
      contentByWindow.set(id, [...(contentByWindow.get(id) ?? []), a]);
    }
  }
  for (const group of contentByWindow.values()) {
    const { period, last90 } = group[0]!;
    const [withRevenue, without] = await contentCores(client, meta, period, last90, [true, false]);
    for (const a of group) out.push({ key: a.key, answer: contentAnswer(a.withRevenue ? withRevenue! : without!, a.sort) });
  }
  return out;
}

/** Channels whose kept answers are behind their data or the day, at most `limit`. */
export async function staleChannels(pool: pg.Pool, today: string, limit: number): Promise<string[]> {
  const { rows } = await pool.query<{ channel_id: string }>(
    `SELECT channel_id FROM channel_answer_state
      WHERE answered_gen <> gen OR answered_day IS DISTINCT FROM $1::date
      ORDER BY channel_id LIMIT $2`,
    [today, limit],
  );
  return rows.map((r) => r.channel_id);
}

/**
 * Brings every channel's kept answers up to date, `concurrency` channels at a time; answers how
 * many channels and answers it computed, and their bytes. Stops after `maxChannels`, if given.
 */
export async function precomputeStale(
  pool: pg.Pool,
  today: () => string,
  options: { concurrency?: number; maxChannels?: number; onChannel?: (done: number) => void } = {},
): Promise<{ channels: number } & PrecomputeResult> {
  const total = { channels: 0, answers: 0, bytes: 0 };
  const max = options.maxChannels ?? Infinity;
  const seen = new Set<string>();
  for (;;) {
    const batch = (await staleChannels(pool, today(), 200)).filter((id) => !seen.has(id));
    if (batch.length === 0 || total.channels >= max) return total;
    let next = 0;
    const worker = async () => {
      while (next < batch.length && total.channels < max) {
        const channelId = batch[next++]!;
        // A channel written again while it was computed comes back in a later sweep, not this one.
        seen.add(channelId);
        const result = await precomputeChannel(pool, channelId, today());
        total.channels++;
        if (result) {
          total.answers += result.answers;
          total.bytes += result.bytes;
        }
        options.onChannel?.(total.channels);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker));
  }
}

/** How often a worker process looks for channels whose kept answers are behind. */
const SWEEP_EVERY_MS = 30_000;

/**
 * Keeps the precomputed answers up to date in a process that runs workers: every 30 s, the
 * channels whose data changed since their answers were computed (a refresh, an upload, an edit, the
 * seed) or whose windows moved with the day, one channel at a time so that requests keep the
 * cores. Several such processes may compute a channel twice; the newer generation's rows win.
 */
export function scheduleAnswerPrecompute(pool: pg.Pool, clock: Clock, onError: (error: unknown) => void): () => void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      await precomputeStale(pool, () => toDay(clock.now()));
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  void sweep();
  return () => clearInterval(timer);
}
