// Issue 25 "memory held in bounds": the Node server's resident memory (VmRSS of the node process;
// the embedded PostgreSQL is a process of its own and not counted) right after a start on the
// seeded demo folder (the second start; the first, which seeds, is printed too),
// then over a soak at a steady mixed load (four clients: user_info, the channel list, each demo
// channel's overview, audience and content pages, and small analysis-box calls), sampled every
// 10 s. Prints the RSS after start (target < 400 MB) and the growth from the end of the warm-up
// (the first fifth of the soak) to the end (target within 10 %). Its own server in a temporary
// DATA_DIR; writes .bench/soak.json.
// `--rate N` paces the four clients to N requests per second in all (a steady load that leaves the
// machine's other work its cores); without it they run back to back.
//   node scripts/run-node24.mjs scripts/bench/soak.ts [--minutes 5] [--rate 20]   (the issue's soak: --minutes 120)
//   (also `npm run bench:soak -- --minutes 120 --rate 20`)
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { installSafetyNets, sleep, trackDir } from './proc.ts';
import { measureOn, signInToken, startServer, stopServer, writeFigures } from './server.ts';

const minutesArg = process.argv.indexOf('--minutes');
const MINUTES = minutesArg >= 0 ? Number(process.argv[minutesArg + 1]) : 5;
const rateArg = process.argv.indexOf('--rate');
const RATE = rateArg >= 0 ? Number(process.argv[rateArg + 1]) : 0;
const CLIENTS = 4;
const TARGETS = { afterStartMB: 400, growthPercent: 10 };
const PASSWORD = 'Chorus-demo-2026!';

installSafetyNets('soak-bench', { limitMs: (MINUTES + 20) * 60_000, limit: `${MINUTES + 20} min`, started: 'the bench server' });
const say = (line: string) => console.log(`[soak-bench] ${line}`);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'chorus-soak-bench-'));
trackDir(tmp);
chmodSync(tmp, 0o755); // the embedded PostgreSQL runs as another user

const rssMB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

// The first start makes the folder (initdb, migrations, demo seed, which load far more than a day's
// work); the figures are of the second, as `npm start` runs every day after.
const options = { dataDir: path.join(tmp, 'data'), logFile: path.join(tmp, 'server.log'), env: { AUTH_REQUESTS_PER_MINUTE: '100000' } };
const seeding = await startServer(options);
say(`RSS after the first start (initdb and demo seed in the process): ${rssMB(seeding.pid).toFixed(0)} MB`);
await stopServer(seeding);
const server = await startServer(options);
await measureOn(server, async () => {
  const base = server.base;
  await sleep(5000);
  const afterStart = rssMB(server.pid);
  say(`RSS after start: ${afterStart.toFixed(0)} MB (target < ${TARGETS.afterStartMB} MB: ${afterStart < TARGETS.afterStartMB ? 'ok' : 'MISSED'})`);

  // Access tokens expire long before two hours end: a 401 signs both accounts in again (once for all
  // clients) and the request is sent again, so the soak keeps doing the work it measures.
  const tokens = { admin: '', owner: '' };
  let renewing: Promise<void> | null = null;
  let renewals = 0;
  const renewTokens = () =>
    (renewing ??= (async () => {
      tokens.admin = await signInToken(base, { email: 'admin@demo.chorus.test', password: PASSWORD });
      tokens.owner = await signInToken(base, { email: 'user_owner@demo.chorus.test', password: PASSWORD });
      renewals++;
    })().finally(() => (renewing = null)));
  await renewTokens();
  const listed = (await (await fetch(`${base}/api/v1/channels`, { headers: { authorization: `Bearer ${tokens.admin}` } })).json()) as {
    items?: { channel_id: string }[];
  };
  const channels = (listed.items ?? []).map((c) => c.channel_id);
  const pages = channels.flatMap((id) => ['overview', 'audience', 'content'].map((page) => `/api/v1/channels/${id}/${page}`));
  const reads = ['/api/v1/user_info', '/api/v1/channels', ...pages];
  say(
    `soak: ${MINUTES} min, ${CLIENTS} clients${RATE > 0 ? ` paced to ${RATE} requests/s in all` : ''} over ${reads.length} reads and the analysis box (${channels.length} channels)`,
  );

  const end = Date.now() + MINUTES * 60_000;
  let requests = 0;
  let failures = 0;
  const client = async (n: number) => {
    const spacingMs = RATE > 0 ? (CLIENTS * 1000) / RATE : 0;
    let nextAt = Date.now();
    for (let i = n; Date.now() < end; i += CLIENTS) {
      if (spacingMs > 0) {
        nextAt += spacingMs;
        await sleep(Math.max(0, nextAt - Date.now()));
      }
      const analyze = i % 25 === 0;
      const send = () =>
        analyze
          ? fetch(`${base}/api/v1/insight/analyze`, {
              method: 'POST',
              headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
              body: JSON.stringify({
                texts: [`第 ${i} 則留言：這集好實用，謝謝分享`, `コメント ${i}: めっちゃ参考になりました`, `Comment ${i}: so helpful, thank you!`],
              }),
            })
          : fetch(`${base}${reads[i % reads.length]}`, {
              headers: { authorization: `Bearer ${reads[i % reads.length] === '/api/v1/user_info' ? tokens.owner : tokens.admin}` },
            });
      let response = await send();
      if (response.status === 401) {
        await response.arrayBuffer();
        await renewTokens();
        response = await send();
      }
      await response.arrayBuffer();
      requests++;
      if (response.status >= 400) failures++;
    }
  };
  const samples: { minute: number; rssMB: number }[] = [];
  const started = Date.now();
  const sampler = setInterval(() => samples.push({ minute: (Date.now() - started) / 60_000, rssMB: rssMB(server.pid) }), 10_000);
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  clearInterval(sampler);
  samples.push({ minute: (Date.now() - started) / 60_000, rssMB: rssMB(server.pid) });

  const warm = samples.filter((s) => s.minute >= MINUTES / 5);
  const first = warm[0] ?? samples[0]!;
  const last = samples[samples.length - 1]!;
  const peak = Math.max(...samples.map((s) => s.rssMB));
  const growth = ((last.rssMB - first.rssMB) / first.rssMB) * 100;
  // A soak whose requests fail measures an idle server: its memory figures say nothing.
  const failedShare = requests > 0 ? failures / requests : 1;
  const valid = failedShare < 0.01;
  for (const s of samples.filter((_, i) => i % 6 === 0 || i === samples.length - 1)) say(`  ${s.minute.toFixed(1)} min: ${s.rssMB.toFixed(0)} MB`);
  say(
    `${requests} requests (${failures} failed, signed in ${renewals} times); RSS after warm-up ${first.rssMB.toFixed(0)} MB, at the end ${last.rssMB.toFixed(0)} MB, peak ${peak.toFixed(0)} MB`,
  );
  say(
    valid
      ? `growth over the soak (${MINUTES} min): ${growth.toFixed(1)} % (target within ${TARGETS.growthPercent} %: ${Math.abs(growth) <= TARGETS.growthPercent ? 'ok' : 'MISSED'})`
      : `INVALID: ${(failedShare * 100).toFixed(1)} % of the requests failed (at most 1 %); the growth (${growth.toFixed(1)} %) is not a figure`,
  );
  writeFigures('soak', {
    minutes: MINUTES,
    rate: RATE,
    afterStartMB: afterStart,
    afterWarmupMB: first.rssMB,
    endMB: last.rssMB,
    peakMB: peak,
    growthPercent: growth,
    valid,
    requests,
    failures,
    renewals,
    samples,
    targets: TARGETS,
  });
  return valid;
});
