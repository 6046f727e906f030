// `node apps/server/src/seed/precompute-answers-cli.ts`: computes the channel pages' precomputed
// answers of every channel whose kept answers are behind, on the database of DATA_DIR (or
// DATABASE_URL), and says how long it took and how much it keeps (`--json`: also as one line of
// JSON, for the analytics bench).
import { resolveDatabase } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { createPool } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { describePrecompute, precomputeAllAnswers } from './precompute-answers.ts';

const config = loadConfig();
const database = await resolveDatabase(config, console.log);
const pool = createPool(database.url, 5);
try {
  await migrate(pool);
  const report = await precomputeAllAnswers(pool, 4);
  console.log(describePrecompute(report));
  if (process.argv.includes('--json')) console.log(JSON.stringify(report));
} finally {
  await pool.end();
  await database.stop();
}
