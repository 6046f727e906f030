// Issue 10: "kill -9 of the server during a month replacement (at least 20 trials, at random
// moments) leaves 0 partial months after restart". Starts the real server (embedded PostgreSQL,
// demo seed) in a temporary DATA_DIR, uploads a month of video_summary (finance), SIGKILLs the
// server and its PostgreSQL at a random moment of the upload, restarts it on the same data, and
// checks that the month is wholly the previous file or wholly the new one. Exits 1 on any partial.
//   node scripts/run-node24.mjs scripts/bench/revenue-kill-trial.ts [--trials 24] [--rows 150000]
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { installSafetyNets, killLeftovers, sleep, snapshotTree, stillAlive, trackDir } from './proc.ts';
import { pgClient, startServer, type RunningServer, signInCookie } from './server.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const TRIALS = arg('trials', 24);
const ROWS = arg('rows', 150_000);
const MONTH = '202402';
const FILE_NAME = `YouTube_Chorus_M_${MONTH}01_video_summary_v1-1.csv`;
const FINANCE = { email: 'finance@demo.chorus.test', password: 'Chorus-demo-2026!' };

installSafetyNets('kill-trial', { limitMs: 40 * 60_000, limit: '40 min', started: 'the servers of the trial' });
const say = (line: string) => console.log(`[kill-trial] ${line}`);

const tmp = mkdtempSync(path.join(os.tmpdir(), 'chorus-kill-trial-'));
trackDir(tmp);
chmodSync(tmp, 0o755);
const dataDir = path.join(tmp, 'data');
const logFile = path.join(tmp, 'server.log');

/** A month file whose every row carries `amount`: a whole month has ROWS rows, one distinct amount. */
function monthFile(channelId: string, amount: string): Buffer {
  const header =
    'Adjustment Type,Video ID,Video Title,Video Duration (sec),Category,Channel ID,Uploader,Channel Display Name,Content Type,Policy,Owned Views,Partner Revenue';
  const lines = [header];
  for (let i = 0; i < ROWS; i++) lines.push(`None,kill${i},"影片 ${i}, 標題",60,Gaming,${channelId},u,C,UGC,monetize,10,${amount}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

function upload(base: string, cookie: string, data: Buffer): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'text/csv' }), FILE_NAME);
  return fetch(`${base}/api/v1/accounting/uploads`, { method: 'POST', headers: { cookie, 'x-chorus-csrf': '1' }, body: form }).then(async (r) => {
    await r.arrayBuffer();
    return r.status;
  });
}

async function query<T extends pg.QueryResultRow>(server: RunningServer, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = await pgClient(server);
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

type MonthState = 'empty' | 'amount 1' | 'amount 2' | 'PARTIAL';
async function monthState(server: RunningServer): Promise<{ state: MonthState; detail: string }> {
  const [video] = await query<{ n: string; amounts: string[] | null; total: string | null }>(
    server,
    `SELECT count(*) AS n, array_agg(DISTINCT amount::text) AS amounts, sum(amount)::text AS total FROM revenue_video_months WHERE year_month = $1 AND report_type = 'video_summary'`,
    [MONTH],
  );
  const [channel] = await query<{ total: string | null }>(
    server,
    `SELECT sum(amount)::text AS total FROM revenue_channel_months WHERE year_month = $1 AND report_type = 'video_summary'`,
    [MONTH],
  );
  const [file] = await query<{ row_count: number }>(
    server,
    `SELECT row_count FROM revenue_report_files WHERE year_month = $1 AND report_type = 'video_summary'`,
    [MONTH],
  );
  const n = Number(video!.n);
  const detail = `rows=${n} amounts=${JSON.stringify(video!.amounts)} video_sum=${video!.total} channel_sum=${channel!.total} file_rows=${file?.row_count ?? null}`;
  if (n === 0 && channel!.total === null && !file) return { state: 'empty', detail };
  const whole = n === ROWS && video!.amounts?.length === 1 && channel!.total === video!.total && file?.row_count === ROWS;
  if (!whole) return { state: 'PARTIAL', detail };
  return { state: Number(video!.amounts![0]) === 1 ? 'amount 1' : 'amount 2', detail };
}

async function killServer(server: RunningServer): Promise<void> {
  // kill -9 of node and of its PostgreSQL, as a crash of the machine's processes would; then wait
  // until they are gone, so that the restart finds the cluster's files and not its processes.
  const snapshot = snapshotTree(server.pid);
  killLeftovers(server.pid, path.join(server.dataDir, 'pg'), snapshot);
  for (let i = 0; i < 100 && stillAlive(snapshot).length > 0; i++) await sleep(100);
  server.tracked.untrack();
}

/**
 * Starts the server on the trial's data. After a kill the embedded PostgreSQL replays its log
 * first; a start that gives up during that recovery is tried again (the data is what is judged).
 */
async function restart(): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServer({ dataDir, logFile });
    } catch (error) {
      if (attempt === 3) throw error;
      say(`start-up attempt ${attempt} failed; trying again`);
      await sleep(2000);
    }
  }
}

let server = await restart();
say(`server up in ${server.startupSeconds.toFixed(1)} s (first start, demo seed)`);
const [channel] = await query<{ channel_id: string }>(server, `SELECT channel_id FROM channels WHERE source_type = 'YT' ORDER BY channel_id LIMIT 1`);
const files = [monthFile(channel!.channel_id, '1'), monthFile(channel!.channel_id, '2')];
say(`${ROWS} rows per file, ${(files[0]!.length / 1e6).toFixed(1)} MB`);

// One uninterrupted upload: how long a replacement takes, so the kills fall inside it.
let cookie = await signInCookie(server.base, FINANCE);
const t0 = performance.now();
const status = await upload(server.base, cookie, files[0]!);
const fullMs = performance.now() - t0;
say(`uninterrupted upload: ${status} in ${(fullMs / 1000).toFixed(2)} s; month is ${(await monthState(server)).state}`);

const tally: Record<MonthState, number> = { empty: 0, 'amount 1': 0, 'amount 2': 0, PARTIAL: 0 };
let completedBeforeKill = 0;
for (let trial = 1; trial <= TRIALS; trial++) {
  const before = (await monthState(server)).state;
  const next = before === 'amount 1' ? 1 : 0;
  cookie = await signInCookie(server.base, FINANCE);
  const delay = Math.random() * fullMs * 1.3;
  let finished = false;
  const request = upload(server.base, cookie, files[next]!)
    .then((s) => {
      finished = s === 200;
    })
    .catch(() => {});
  await sleep(delay);
  await killServer(server);
  await request;
  if (finished) completedBeforeKill++;
  server = await restart();
  const after = await monthState(server);
  tally[after.state]++;
  say(
    `trial ${trial}: kill at ${(delay / 1000).toFixed(2)} s, before ${before}, after ${after.state}${finished ? ' (upload had finished)' : ''}; ${after.detail}`,
  );
}
say(`${TRIALS} trials: ${JSON.stringify(tally)}; uploads finished before the kill: ${completedBeforeKill}; partial months: ${tally.PARTIAL}`);
await killServer(server);
process.exit(tally.PARTIAL === 0 ? 0 : 1);
