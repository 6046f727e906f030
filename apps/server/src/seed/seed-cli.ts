// `npm run seed -- --channels N [--days D] [--revenue-months M] [--reset]`: builds (or rebuilds) the demo
// network at a given size, with D days of daily analytics per channel (730 by default) and M months of
// CMS revenue and ledger (12 by default), and says what it wrote.
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { resolveDatabase } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { createDb, createPool } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { DEFAULT_DAYS } from './analytics/seed-analytics.ts';
import { describePrecompute, precomputeAllAnswers } from './precompute-answers.ts';
import { seedDemoNetwork } from './seed-demo.ts';

const { values } = parseArgs({
  options: {
    channels: { type: 'string', default: '64' },
    days: { type: 'string', default: String(DEFAULT_DAYS) },
    reset: { type: 'boolean', default: false },
    'revenue-months': { type: 'string', default: '12' },
  },
});
const channels = Number(values.channels);
if (!Number.isInteger(channels) || channels < 1) throw new Error('--channels takes a whole number of at least 1');
const days = Number(values.days);
if (!Number.isInteger(days) || days < 1) throw new Error('--days takes a whole number of at least 1');

const revenueMonths = Number(values['revenue-months']);
if (!Number.isInteger(revenueMonths) || revenueMonths < 1) throw new Error('--revenue-months takes a whole number of at least 1');

const config = loadConfig();
const database = await resolveDatabase(config, console.log);
// An administration tool: it works as the migrating (owning) database user, which may restart the
// id sequences and ANALYZE the tables it filled; the server's own role can do neither.
const pool = createPool(database.url, 2);
const db = createDb(pool);
try {
  await migrate(pool);
  const existing = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0 && !values.reset) {
    console.log('The database already has data; pass --reset to replace it with a new demo network.');
  } else {
    const started = performance.now();
    if (values.reset) await sql`TRUNCATE users, channels, advertisers, login_challenges RESTART IDENTITY CASCADE`.execute(db);
    let lastReport = started;
    const result = await seedDemoNetwork(db, {
      password: config.demoPassword,
      channels,
      days,
      ledger: true,
      collab: true,
      resell: true,
      insight: true,
      exploration: true,
      social: true,
      commerce: true,
      revenueMonths,
      progress: (done, total) => {
        const now = performance.now();
        if (now - lastReport < 5000 && done < total) return;
        lastReport = now;
        console.log(`  ${done} / ${total} channels generated (${((now - started) / 1000).toFixed(1)} s)`);
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded ${result.users} users and ${result.channels} channels in ${seconds} s.`);
    const a = result.analytics;
    if (a) {
      const n = (value: number) => value.toLocaleString('en-US');
      console.log(`Analytics through ${a.dataThrough} (${n(a.days)} days):`);
      console.log(`  channel_daily_metrics ${n(a.channelDays)}, videos ${n(a.videos)}, video_daily_metrics ${n(a.videoDays)},`);
      console.log(`  channel_audience ${n(a.audienceRows)}, video_comments ${n(a.comments)}, channel groups ${n(a.channelGroups)}, exchange rates 3`);
      console.log(`  ${n(a.channelDays + a.videos + a.videoDays + a.audienceRows + a.comments)} rows`);
    }
    console.log(describePrecompute(await precomputeAllAnswers(pool, 2)));
    if (result.ledger) console.log(`Ledger: ${result.ledger.months} months of statements, ${result.ledger.entries.toLocaleString('en-US')} entries`);
  }
} finally {
  await db.destroy();
  await database.stop();
}
