// The first start's demo seed (main.ts), run in a child process of its own (issue 25): seeding
// builds far more than a day's work in memory (every channel's analytics, the analysed comments,
// the ledger), and the server's heap kept most of it long after (604 MB resident after a seeding
// start, against 399 MB for a start on the seeded folder, measured). A process gives all of it
// back when it ends. Run by `seedDemoInChildProcess`; answers its SeedResult (or null: not empty)
// over the IPC channel.
import { fork } from 'node:child_process';
import { createDb, createPool } from '../db/database.ts';
import { seedDemoNetworkIfEmpty, type SeedOptions, type SeedResult } from './seed-demo.ts';

type Answer = { ok: true; result: SeedResult | null } | { ok: false; error: string };

/** Seeds the demo network into the database at `databaseUrl` when it has no users, in a child process. */
export function seedDemoInChildProcess(databaseUrl: string, options: Omit<SeedOptions, 'progress'>): Promise<SeedResult | null> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL(import.meta.url), [], {
      env: { ...process.env, CHORUS_SEED_DATABASE_URL: databaseUrl, CHORUS_SEED_OPTIONS: JSON.stringify(options) },
    });
    let answer: Answer | null = null;
    child.on('message', (message) => (answer = message as Answer));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (answer?.ok) resolve(answer.result);
      else reject(new Error(`the demo seed failed (exit ${code}): ${answer?.error ?? 'no answer'}`));
    });
  });
}

async function runSeed(send: (answer: Answer) => void): Promise<void> {
  const pool = createPool(process.env.CHORUS_SEED_DATABASE_URL!, 4);
  const db = createDb(pool);
  try {
    send({ ok: true, result: await seedDemoNetworkIfEmpty(db, JSON.parse(process.env.CHORUS_SEED_OPTIONS!) as SeedOptions) });
  } catch (error) {
    send({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  } finally {
    await db.destroy();
  }
}

if (process.env.CHORUS_SEED_DATABASE_URL && process.send) {
  const send = process.send.bind(process);
  await runSeed((answer) => void send(answer));
  process.disconnect();
}
