// `npm run bench:ledger`: posting one month's statements for 1,000 channels (issue 10, target under
// 10 s). A fresh embedded PostgreSQL with the migrations, 1,000 channels with their owners, ratios
// and a month of revenue in two report types (plus tax, YPP and uploaded deductions), then the
// ledger's own service posts the month three times: the first posting, the same figures again
// (nothing to add), and a correction of one channel in ten. Prints each time next to the target and
// writes .bench/ledger.json. Run it under `flock /work/coord/bench.lock` on a shared machine.
//
//   node scripts/bench/ledger.ts [--channels 1000]
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { auditLog } from '../../apps/server/src/audit/audit-log.ts';
import { systemClock } from '../../apps/server/src/clock.ts';
import { StatementsService } from '../../apps/server/src/modules/accounting/ledger/statements.service.ts';
import { aSubject } from '../../packages/contract/src/core/subject-for-tests.ts';
import { writeFigures } from './server.ts';
import { startBenchDatabase, type BenchDatabase } from './bench-database.ts';

const TARGET_SECONDS = 10;
const MONTH = '202610';
const { values: args } = parseArgs({ options: { channels: { type: 'string', default: '1000' } } });
const channels = Number(args.channels);

const say = (line: string) => console.log(`[bench:ledger] ${line}`);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'chorus-ledger-bench-'));
// As root, PostgreSQL runs as `postgres`, which must be able to walk into the data folder.
chmodSync(tmp, 0o755);
let database: BenchDatabase | undefined;
try {
  database = await startBenchDatabase(tmp, 4);
  const { db } = database;
  const started = performance.now();
  // Set-based seed: owners, channels, ratios (one in ten items left unset), revenue in two report
  // types with 12-place amounts, tax and YPP on some channels, deductions on one in five.
  await sql`
    INSERT INTO users (email, password_hash, account_type, name)
    SELECT 'owner' || n || '@bench.test', 'unusable', 'user_owner', 'Bench owner ' || n FROM generate_series(1, ${channels}) n`.execute(db);
  await sql`INSERT INTO users (email, password_hash, account_type, name) VALUES ('finance@bench.test', 'unusable', 'finance', 'Bench finance')`.execute(db);
  await sql`
    INSERT INTO channels (channel_id, title, source_type, language)
    SELECT 'UCbench' || lpad(n::text, 17, '0'), 'Bench channel ' || n, 'YT', 'zh' FROM generate_series(1, ${channels}) n`.execute(db);
  await sql`
    INSERT INTO channel_members (channel_id, user_id, member_type)
    SELECT 'UCbench' || lpad(n::text, 17, '0'), u.id, 'owner'
    FROM generate_series(1, ${channels}) n JOIN users u ON u.email = 'owner' || n || '@bench.test'`.execute(db);
  await sql`
    INSERT INTO profit_share_ratios (channel_id, item, start_month, ratio)
    SELECT c.channel_id, i.item, '202601', round((0.5 + random() * 0.4)::numeric, 4)
    FROM channels c CROSS JOIN unnest(ARRAY['estimated_ad','premium','membership','super_chat','super_thanks','super_stickers','membership_gifts','paid_course','asset','adjustment']) i(item)
    WHERE random() < 0.9`.execute(db);
  await sql`
    INSERT INTO revenue_channel_months (year_month, report_type, channel_id, item, amount)
    SELECT ${MONTH}, t.report_type, c.channel_id, i.item, round((random() * 5000)::numeric, 12)
    FROM channels c
    CROSS JOIN unnest(ARRAY['video_summary', 'ads_adjustments']) t(report_type)
    CROSS JOIN unnest(ARRAY['ad_revenue','shorts_feed_ads','premium_non_music','premium_music','shorts_premium','memberships','super_chat',
      'super_thanks','super_stickers','membership_gifts','transaction_other','asset_revenue','adjustments']) i(item)
    UNION ALL
    SELECT ${MONTH}, 'tax', c.channel_id, 'us_withholding_tax', round((random() * 100)::numeric, 12) FROM channels c WHERE random() < 0.5
    UNION ALL
    SELECT ${MONTH}, 'channel_adjustments', c.channel_id, 'ypp_deduction', round((random() * 50)::numeric, 12) FROM channels c WHERE random() < 0.2`.execute(
    db,
  );
  await sql`
    INSERT INTO accounting_deductions (year_month, channel_id, adjustment_type, amount, currency)
    SELECT ${MONTH}, channel_id, 'MONETIZATION DISABLED', round((random() * 30)::numeric, 12), 'USD' FROM channels WHERE random() < 0.2`.execute(db);
  await sql`INSERT INTO accounting_exchange_rates (year_month, currency, rate) VALUES (${MONTH}, 'TWD', 32.123456)`.execute(db);
  await sql`ANALYZE`.execute(db);
  const revenueRows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM revenue_channel_months`.execute(db);
  say(`seeded ${channels} channels, ${revenueRows.rows[0]!.n} revenue rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const finance = await db.selectFrom('users').select('id').where('email', '=', 'finance@bench.test').executeTakeFirstOrThrow();
  const actor = {
    userId: finance.id,
    realUserId: null,
    ip: '127.0.0.1',
    subject: aSubject({ id: finance.id, accountType: 'finance' }),
  };
  const statements = new StatementsService({ db, clock: systemClock, audit: auditLog({ db, clock: systemClock }) });
  const timed = async (label: string) => {
    const t0 = performance.now();
    const result = await statements.post(actor, MONTH);
    const seconds = (performance.now() - t0) / 1000;
    say(
      `${label.padEnd(28)} ${seconds.toFixed(2).padStart(6)} s  (target < ${TARGET_SECONDS} s: ${seconds < TARGET_SECONDS ? 'ok' : 'MISSED'})  ` +
        `channels ${result.channels}, entries ${result.entries}, corrected ${result.corrected_channels}`,
    );
    return { label, seconds, ...result };
  };
  const first = await timed('first posting');
  const again = await timed('same figures again');
  await sql`
    UPDATE revenue_channel_months SET amount = amount + 1
    WHERE year_month = ${MONTH} AND item = 'ad_revenue' AND report_type = 'video_summary' AND right(channel_id, 1) = '0'`.execute(db);
  const corrected = await timed('one channel in ten corrected');
  const entries = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ledger_entries`.execute(db);
  say(`ledger entries in total: ${entries.rows[0]!.n}`);
  writeFigures('ledger', { date: new Date().toISOString(), channels, targetSeconds: TARGET_SECONDS, loadavg: os.loadavg(), runs: [first, again, corrected] });
} finally {
  await database?.stop();
  rmSync(tmp, { recursive: true, force: true });
}
