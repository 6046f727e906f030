// A bench's own PostgreSQL: embedded, migrated, with a pool of the bench's size. `stop` closes the
// pool and stops PostgreSQL. A scratch one lives in the bench's scratch folder (`<folder>/data`,
// `startBenchDatabase`); a kept one, seeded once and reused by later runs, in a folder of
// `.bench` (`openBenchDatabase` and `seedNetworkOnce`).
import path from 'node:path';
import { sql } from 'kysely';
import { createDb, createPool } from '../../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seedDemoNetwork } from '../../apps/server/src/seed/seed-demo.ts';
import { root } from './server.ts';

export type BenchDatabase = { url: string; pool: ReturnType<typeof createPool>; db: ReturnType<typeof createDb>; stop: () => Promise<void> };

export async function startBenchDatabase(folder: string, connections: number): Promise<BenchDatabase> {
  return openBenchDatabase(path.join(folder, 'data'), connections);
}

/** PostgreSQL in `dataDir` (a server's DATA_DIR: the cluster is its `pg` folder), started and migrated. */
export async function openBenchDatabase(dataDir: string, connections: number): Promise<BenchDatabase> {
  const postgres = await startEmbeddedPostgres(dataDir, () => {});
  const pool = createPool(postgres.url, connections);
  const db = createDb(pool);
  const stop = async () => {
    await db.destroy();
    await postgres.stop();
  };
  try {
    await migrate(pool);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: postgres.url, pool, db, stop };
}

/**
 * The demo network of a kept bench database: seeded on the first run (`true`), reused as it is on
 * the next ones (`false`). A folder holding a network of another size is refused (remove it).
 */
export async function seedNetworkOnce(
  db: BenchDatabase['db'],
  dataDir: string,
  network: { channels: number; days: number },
  say: (line: string) => void,
): Promise<boolean> {
  const seeded = Number((await sql<{ n: string }>`select count(*) as n from channels`.execute(db)).rows[0]!.n);
  if (seeded >= network.channels) return false;
  if (seeded > 0) throw new Error(`${dataDir} holds ${seeded} channels, not ${network.channels}: remove it and run again`);
  say(`seeding ${network.channels} channels × ${network.days} days (once; kept in ${path.relative(root, dataDir)})…`);
  const started = performance.now();
  await seedDemoNetwork(db, { password: 'Chorus-bench-2026!', ...network, seedDay: new Date('2026-11-27T00:00:00Z') });
  say(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return true;
}
