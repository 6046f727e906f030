// `npm run bench:insight-comparison`: the channel comparison's answer (issue 13, comparison part;
// GET /api/v1/insight/channels/:channelId/comparison) for 10 channels at a network of 1,000 channels.
// The demo network (1,000 channels, 400 days of daily figures, their videos) is seeded once into an
// embedded PostgreSQL kept in .bench/insight-comparison-data (about two minutes; `--seed-only` does
// just that, outside any lock). Then the comparison service runs as the route runs it, 10 channels a
// time (a different set each run), in four variants: by period over 30 and 90 days for staff (every
// channel), by period for a group member (the channel scope as SQL), and by keyword presence over 30
// days. 30 warm-up and 300 timed runs per variant; p50 / p95 / p99 / max against p99 < 50 ms (the
// inspiration page's target in issue 13). Writes .bench/insight-comparison.json. Time it under
// `flock /work/coord/bench.lock` on a shared machine.
//
//   node scripts/bench/insight-comparison.ts [--seed-only] [--runs 300]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { channelsInReach, makeSubject } from '../../packages/contract/src/index.ts';
import { ComparisonService, type ComparisonCaller, type ComparisonRequest } from '../../apps/server/src/modules/insight/comparison/comparison.service.ts';
import { openBenchDatabase, seedNetworkOnce } from './bench-database.ts';
import { root } from './server.ts';
import { percentile } from './timed-runs.ts';

export const INSIGHT_COMPARISON_TARGETS = { p99Ms: 50, channels: 1000, compared: 10 };
const { values: args } = parseArgs({ options: { 'seed-only': { type: 'boolean', default: false }, runs: { type: 'string', default: '300' } } });
const RUNS = Number(args.runs);
const WARMUP = 30;
const CHANNELS = INSIGHT_COMPARISON_TARGETS.channels;
const DAYS = 400;
const dataDir = path.join(root, '.bench/insight-comparison-data');
const say = (line: string) => console.log(`[bench:insight-comparison] ${line}`);

mkdirSync(dataDir, { recursive: true });
const { db, stop } = await openBenchDatabase(path.join(dataDir, 'pg'), 2);
try {
  if (await seedNetworkOnce(db, dataDir, { channels: CHANNELS, days: DAYS }, say)) await sql`analyze`.execute(db);
  if (!args['seed-only']) {
    const ids = (await sql<{ channel_id: string }>`select channel_id from channels order by channel_id`.execute(db)).rows.map((r) => r.channel_id);
    const { rows: days } = await sql<{ last: string }>`select max(day)::text as last from channel_daily_metrics`.execute(db);
    const end = days[0]!.last;
    const minus = (n: number) => new Date(Date.parse(`${end}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    // A keyword of many demo titles in every language (#shorts): the most videos to read and sum.
    const keyword = 'shorts';
    const matches = Number(
      (await sql<{ n: string }>`select count(*) as n from videos where title like ${`%${keyword}%`} or ${keyword} = any(tags)`.execute(db)).rows[0]!.n,
    );
    const subject = (accountType: 'staff' | 'user', id: number) =>
      makeSubject({
        id,
        accountType,
        channels: [],
        teams: { owner: [], client: [], member: [] },
        adsMemberType: null,
        specific: null,
        permissions: [],
        inChannelGroup: accountType === 'user',
        switched: false,
      });
    const staff: ComparisonCaller = { userId: 1, subject: subject('staff', 1), scope: channelsInReach(subject('staff', 1)) };
    // A creator in a group of 10 channels: the channel scope runs as SQL (visibleTo), not "every channel".
    const tag = `${process.pid}-${Date.now()}`;
    const member = (
      await sql<{ id: number }>`insert into users (email, account, password_hash, account_type, name)
        values (${`bench-member-${tag}@bench.test`}, ${`bench-member-${tag}`}, 'x', 'user', 'Bench member') returning id`.execute(db)
    ).rows[0]!.id;
    const group = (await sql<{ id: number }>`insert into channel_groups (name) values ('Bench comparison group') returning id`.execute(db)).rows[0]!.id;
    const groupChannels = ids.slice(0, 10);
    await sql`insert into channel_group_channels (group_id, channel_id) select ${group}, unnest(${groupChannels}::text[])`.execute(db);
    await sql`insert into channel_group_members (group_id, user_id, role) values (${group}, ${member}, 'user')`.execute(db);
    const memberSubject = subject('user', member);
    const groupMember: ComparisonCaller = { userId: member, subject: memberSubject, scope: channelsInReach(memberSubject) };

    const service = new ComparisonService({ db, clock: { now: () => new Date(`${end}T12:00:00Z`) } });
    let turn = 0;
    /** Ten channels: the page's and nine others, a different set each call. */
    const tenChannels = () => {
      const at = (turn++ * 37) % (ids.length - 10);
      return { anchor: ids[at]!, others: ids.slice(at + 1, at + 10) };
    };
    const typed = ['s', 'sh', 'sho', 'shor', 'short', 'shorts', 'v', 'vl', 'vlo', 'vlog', '料', '料理', '攻略', 'コツ'];
    const variants: { name: string; caller: ComparisonCaller; fresh?: boolean; request: () => { anchor: string; request: ComparisonRequest } }[] = [
      {
        name: 'by period, 30 days (staff)',
        caller: staff,
        request: () => ((c) => ({ anchor: c.anchor, request: { start: minus(29), end, mode: 'range', channels: c.others } }))(tenChannels()),
      },
      {
        name: 'by period, 90 days (staff)',
        caller: staff,
        request: () => ((c) => ({ anchor: c.anchor, request: { start: minus(89), end, mode: 'range', channels: c.others } }))(tenChannels()),
      },
      {
        name: 'by period, 30 days, a group of 10 (group member)',
        caller: groupMember,
        request: () => ({ anchor: groupChannels[turn++ % 10]!, request: { start: minus(29), end, mode: 'range', group } }),
      },
      {
        // Ten channels compared for the first time: their titles and tags are read from PostgreSQL.
        name: `by keyword "${keyword}", 30 days, titles not kept yet (staff)`,
        caller: staff,
        fresh: true,
        request: () => ((c) => ({ anchor: c.anchor, request: { start: minus(29), end, mode: 'keyword', keyword, channels: c.others } }))(tenChannels()),
      },
      {
        // The same ten channels while the user types keywords: their titles and tags are kept.
        name: 'by keyword as it is typed, the same 10 channels, 30 days (staff)',
        caller: staff,
        request: () => ({
          anchor: ids[500]!,
          request: { start: minus(29), end, mode: 'keyword', keyword: typed[turn++ % typed.length]!, channels: ids.slice(501, 510) },
        }),
      },
    ];
    const results: { name: string; p50Ms: number; p95Ms: number; p99Ms: number; maxMs: number; rows: number }[] = [];
    for (const variant of variants) {
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const { anchor, request } = variant.request();
        if (variant.fresh) service.videoTexts.clear();
        const started = performance.now();
        const answer = await service.compare(variant.caller, anchor, request);
        const ms = performance.now() - started;
        if (answer.channels.length !== 10) throw new Error(`${variant.name}: ${answer.channels.length} channels compared, not 10`);
        if (i >= WARMUP) times.push(ms);
        rows = answer.channels.length;
      }
      times.sort((a, b) => a - b);
      const r = { name: variant.name, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), p99Ms: percentile(times, 99), maxMs: times.at(-1)!, rows };
      results.push(r);
      say(`${r.name}: p50 ${r.p50Ms.toFixed(1)} ms, p95 ${r.p95Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms, max ${r.maxMs.toFixed(1)} ms`);
    }
    const worstP99 = Math.max(...results.map((r) => r.p99Ms));
    const figures = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, loadavg: os.loadavg() },
      targets: INSIGHT_COMPARISON_TARGETS,
      network: { channels: ids.length, days: DAYS, keywordVideos: matches },
      runs: RUNS,
      variants: results,
      worstP99Ms: worstP99,
      p99Ok: worstP99 < INSIGHT_COMPARISON_TARGETS.p99Ms,
    };
    writeFileSync(path.join(root, '.bench/insight-comparison.json'), `${JSON.stringify(figures, null, 2)}\n`);
    say(
      `worst p99 ${worstP99.toFixed(1)} ms (target < ${INSIGHT_COMPARISON_TARGETS.p99Ms} ms): ${figures.p99Ok ? 'ok' : 'MISSED'}; load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    await sql`delete from channel_groups where id = ${group}`.execute(db);
    await sql`delete from users where id = ${member}`.execute(db);
  }
} finally {
  await stop();
}
if (!existsSync(dataDir)) process.exitCode = 1;
