// `npm run seed -- --channels N [--reset]`: builds (or rebuilds) the demo network at a given size.
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createContext, resolveDatabase } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { seedDemoNetwork } from './seed-demo.ts';

const { values } = parseArgs({ options: { channels: { type: 'string', default: '64' }, reset: { type: 'boolean', default: false } } });
const channels = Number(values.channels);
if (!Number.isInteger(channels) || channels < 1) throw new Error('--channels takes a whole number of at least 1');

const config = loadConfig();
const database = await resolveDatabase(config, console.log);
const running = await createContext(config, database.url);
try {
  const { db } = running.ctx;
  const existing = await db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  if (Number(existing.n) > 0 && !values.reset) {
    console.log('The database already has data; pass --reset to replace it with a new demo network.');
  } else {
    if (values.reset) await sql`TRUNCATE users, channels, advertisers, login_challenges RESTART IDENTITY CASCADE`.execute(db);
    const result = await seedDemoNetwork(db, { password: config.demoPassword, channels });
    console.log(`Seeded ${result.users} users and ${result.channels} channels.`);
  }
} finally {
  await running.close();
  await database.stop();
}
