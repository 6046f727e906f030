// Issue 10 "Speed": a 1,000,000-row video_summary upload over HTTP, from the first byte to the
// month replaced, against COPY of the same rows into an equivalent table on the same PostgreSQL
// (target: at most 1.5 times the COPY time), and the server's memory during the upload (target: no
// more than 128 MB above its level before). Its own server (embedded PostgreSQL, demo seed) in a
// temporary DATA_DIR; writes .bench/revenue-upload.json.
//   flock /work/coord/bench.lock node scripts/run-node24.mjs scripts/bench/revenue-upload.ts [--rows 1000000] [--rounds 1]
//   (also `npm run bench:revenue -- [--rows N] [--rounds N]`)
import { chmodSync, createReadStream, createWriteStream, mkdtempSync, openAsBlob, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { installSafetyNets, sleep, trackDir } from './proc.ts';
import { pgClient, startServer, stopServer, signInCookie, writeFigures } from './server.ts';

const rowsArg = process.argv.indexOf('--rows');
const ROWS = rowsArg >= 0 ? Number(process.argv[rowsArg + 1]) : 1_000_000;
const roundsArg = process.argv.indexOf('--rounds');
/** COPY and upload in turns this many times; the figures are the medians (the ratio: of each round's). */
const ROUNDS = roundsArg >= 0 ? Math.max(1, Number(process.argv[roundsArg + 1])) : 1;
const TARGETS = { ratioToCopy: 1.5, memoryMB: 128 };
const MONTH = '202403';
const FINANCE = { email: 'finance@demo.chorus.test', password: 'Chorus-demo-2026!' };
const HEADER =
  'Adjustment Type,Video ID,Video Title,Video Duration (sec),Category,Channel ID,Uploader,Channel Display Name,Content Type,Policy,Owned Views,YouTube Revenue Split : Auction,YouTube Revenue Split : Reserved,YouTube Revenue Split : Partner Sold YouTube Served,YouTube Revenue Split : Partner Sold Partner Served,YouTube Revenue Split,Partner Revenue : Auction,Partner Revenue : Reserved,Partner Revenue : Partner Sold YouTube Served,Partner Revenue : Partner Sold Partner Served,Partner Revenue';

installSafetyNets('revenue-bench', { limitMs: 30 * 60_000, limit: '30 min', started: 'the bench server' });
const say = (line: string) => console.log(`[revenue-bench] ${line}`);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'chorus-revenue-bench-'));
trackDir(tmp);
chmodSync(tmp, 0o755);

async function writeFile(file: string, channels: string[]): Promise<void> {
  const out = createWriteStream(file);
  async function* lines() {
    yield `${HEADER}\r\n`;
    let chunk = '';
    for (let i = 0; i < ROWS; i++) {
      // Ids without UC on every third row, '-' ids, quoted CJK titles with commas, 12-place amounts.
      const channel = channels[i % channels.length]!;
      const id = i % 3 === 0 ? channel.slice(2) : channel;
      const cents = String(i % 1000).padStart(3, '0');
      chunk += `${i % 50 === 0 ? 'Backpay' : 'None'},-v${i.toString(36)},"影片 ${i}, 精華",612,Gaming,${id},u,C,Partner-provided,monetize,${i % 9999},0.81,0.02,0,0,0.83,1.89,0.05,0,0,0.${cents}000000001\r\n`;
      if (chunk.length > 1 << 16) {
        yield chunk;
        chunk = '';
      }
    }
    yield chunk;
  }
  await pipeline(lines, out);
}

function rssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

const server = await startServer({ dataDir: path.join(tmp, 'data'), logFile: path.join(tmp, 'server.log') });
let exitCode = 0;
try {
  const db = await pgClient(server);
  const channels = (await db.query<{ channel_id: string }>(`SELECT channel_id FROM channels WHERE source_type = 'YT' ORDER BY channel_id`)).rows.map(
    (r) => r.channel_id,
  );
  const file = path.join(tmp, `YouTube_Bench_M_${MONTH}01_video_summary_v1-1.csv`);
  await writeFile(file, channels);
  const bytes = statSync(file).size;
  say(`${ROWS.toLocaleString('en-US')} rows, ${(bytes / 1e6).toFixed(1)} MB, ${channels.length} channels`);

  // COPY of the same rows into an equivalent table (the file's columns; revenue numeric(24,12)).
  const columns = HEADER.split(',').map((_, i) => `c${i} ${i === 20 ? 'numeric(24,12)' : 'text'}`);
  async function copySeconds(): Promise<number> {
    await db.query(`CREATE TABLE bench_copy (${columns.join(', ')})`);
    const c0 = performance.now();
    await pipeline(createReadStream(file), db.query(copyFrom('COPY bench_copy FROM STDIN WITH (FORMAT csv, HEADER true)')));
    const seconds = (performance.now() - c0) / 1000;
    await db.query('DROP TABLE bench_copy');
    return seconds;
  }

  const cookie = await signInCookie(server.base, FINANCE);
  type Result = { status: string; records_created: number; records_replaced: number; reason: string | null };
  async function upload(): Promise<{ seconds: number; status: number; result: Result | undefined; before: number; peak: number }> {
    await sleep(1000);
    const before = rssMB(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMB(server.pid))), 50);
    const form = new FormData();
    form.append('file', await openAsBlob(file, { type: 'text/csv' }), path.basename(file));
    const u0 = performance.now();
    const response = await fetch(`${server.base}/api/v1/accounting/uploads`, { method: 'POST', headers: { cookie, 'x-chorus-csrf': '1' }, body: form });
    const answer = (await response.json()) as { upload_id?: string; results?: Result[] };
    let results = answer.results;
    while (!results) {
      await sleep(100);
      const status = (await (await fetch(`${server.base}/api/v1/accounting/uploads/${answer.upload_id}`, { headers: { cookie } })).json()) as {
        status: string;
        results: typeof results;
      };
      if (status.status !== 'running') results = status.results;
    }
    const seconds = (performance.now() - u0) / 1000;
    clearInterval(sampler);
    return { seconds, status: response.status, result: results[0], before, peak };
  }

  // COPY and upload take turns, ROUNDS times: on a shared machine, other work comes and goes.
  const rounds: { copySeconds: number; uploadSeconds: number; ratio: number; load1: number }[] = [];
  let last: Awaited<ReturnType<typeof upload>> | undefined;
  let before = Infinity;
  let peak = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const copy = await copySeconds();
    say(`round ${round}: COPY into an equivalent table: ${copy.toFixed(2)} s`);
    last = await upload();
    before = Math.min(before, last.before);
    peak = Math.max(peak, last.peak);
    rounds.push({ copySeconds: copy, uploadSeconds: last.seconds, ratio: last.seconds / copy, load1: os.loadavg()[0]! });
    say(
      `round ${round}: upload over HTTP (first byte → month replaced): ${last.seconds.toFixed(2)} s, answer ${last.status}, ${last.result?.status} ${last.result?.reason ?? ''} (${(last.seconds / copy).toFixed(2)}×, load ${os.loadavg()[0]!.toFixed(1)})`,
    );
    if (last.result?.status !== 'done') break;
  }
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor((values.length - 1) / 2)]!;
  const response = { status: last!.status };
  const results = [last!.result];
  const uploadSeconds = median(rounds.map((r) => r.uploadSeconds));
  const stored = await db.query<{ n: string }>(`SELECT count(*) AS n FROM revenue_video_months WHERE year_month = $1`, [MONTH]);
  await db.end();
  const ratio = median(rounds.map((r) => r.ratio));
  const memory = peak - before;
  const figures = {
    rows: ROWS,
    bytes,
    answer: response.status,
    result: results[0],
    storedRows: Number(stored.rows[0]!.n),
    copySeconds: median(rounds.map((r) => r.copySeconds)),
    uploadSeconds,
    ratioToCopy: ratio,
    ratioOk: ratio <= TARGETS.ratioToCopy,
    rounds,
    rssBeforeMB: before,
    rssPeakMB: peak,
    memoryAboveMB: memory,
    memoryOk: memory <= TARGETS.memoryMB,
    targets: TARGETS,
  };
  if (results[0]?.status !== 'done') exitCode = 1;
  say(
    `upload over HTTP (first byte → month replaced): ${uploadSeconds.toFixed(2)} s, COPY ${figures.copySeconds.toFixed(2)} s${ROUNDS > 1 ? ` (medians of ${rounds.length} rounds)` : ''}`,
  );
  say(`upload / COPY: ${ratio.toFixed(2)}× (target ≤ ${TARGETS.ratioToCopy}) ${figures.ratioOk ? 'ok' : 'MISSED'}`);
  say(
    `server memory: ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB peak, +${memory.toFixed(0)} MB (target ≤ ${TARGETS.memoryMB}) ${figures.memoryOk ? 'ok' : 'MISSED'}`,
  );
  writeFigures('revenue-upload', figures);
} catch (error) {
  console.error(`[revenue-bench] FAILED: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await stopServer(server).catch(() => null);
}
process.exit(exitCode);
