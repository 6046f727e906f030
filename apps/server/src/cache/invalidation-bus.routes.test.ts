// Two processes' buses on one database: an invalidation published by one reaches the other, also
// after the other's listening connection was ended by the server (pg_terminate_backend).
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { emptyDatabase, type ScratchDatabase } from '../../test/scratch-database.ts';
import { until } from '../../test/until.ts';
import { InvalidationBus, type Invalidation } from './invalidation-bus.ts';

let database: ScratchDatabase;
let pools: pg.Pool[];
let reader: InvalidationBus;
let writer: InvalidationBus;
const seen: Invalidation[] = [];

beforeAll(async () => {
  database = await emptyDatabase();
  pools = [new pg.Pool({ connectionString: database.url }), new pg.Pool({ connectionString: database.url })];
  reader = new InvalidationBus(pools[0]!);
  writer = new InvalidationBus(pools[1]!);
  await reader.start(database.url);
  await writer.start(database.url);
  reader.subscribe((message) => seen.push(message));
});

afterAll(async () => {
  await reader.stop();
  await writer.stop();
  await Promise.all(pools.map((pool) => pool.end()));
  await database.drop();
});

/** Publishes `message` through the writer every 100 ms until the reader has it. */
function publishUntilSeen(message: Invalidation): Promise<unknown> {
  return until(
    async () => {
      writer.publish(message);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return seen.some((m) => JSON.stringify(m) === JSON.stringify(message));
    },
    (found) => found,
    5_000,
  );
}

test('an invalidation through the other process is seen after the listening connection is terminated', async () => {
  await publishUntilSeen({ kind: 'user', id: '1' });

  const { rows } = await pools[1]!.query<{ ended: boolean }>(
    `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
      WHERE datname = current_database() AND query = 'LISTEN chorus_invalidate' AND pid <> pg_backend_pid()`,
  );
  // Both buses listen; both connections end, and both must come back.
  expect(rows.map((r) => r.ended)).toEqual([true, true]);

  // The drop tells every cache to drop everything (invalidations may have been missed meanwhile).
  await until(
    async () => seen.filter((m) => m.kind === 'all').length,
    (count) => count >= 1,
    5_000,
  );
  await publishUntilSeen({ kind: 'channel', id: 'UC-after-drop' });
  // Dropped on the drop and again on the reconnection.
  expect(seen.filter((m) => m.kind === 'all').length).toBe(2);
});
