// A bench's own PostgreSQL: embedded, in the bench's scratch folder (`<folder>/data`), migrated, with
// a pool of the bench's size. `stop` closes the pool and stops PostgreSQL.
import path from 'node:path';
import { createDb, createPool } from '../../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';

export type BenchDatabase = { url: string; pool: ReturnType<typeof createPool>; db: ReturnType<typeof createDb>; stop: () => Promise<void> };

export async function startBenchDatabase(folder: string, connections: number): Promise<BenchDatabase> {
  const postgres = await startEmbeddedPostgres(path.join(folder, 'data'), () => {});
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
