// The worker pool (worker-pool.ts) beyond what the report draw pool's tests cover: a job's question
// answered by the main thread, and a worker left idle past `idleMs` ended (its memory given back),
// a new one started for the next job; a worker's thread at a lower priority than the main thread.
import os from 'node:os';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { WORKER_NICE } from './worker-jobs.ts';
import { WorkerPool } from './worker-pool.ts';

// A stand-in worker speaking the pool's messages: asks the main thread for a number, answers job + number.
const source = `import { parentPort } from 'node:worker_threads';
  parentPort.on('message', (m) => {
    if (m.type === 'run') parentPort.postMessage({ type: 'ask', id: m.id, ask: m.id, question: m.job });
    if (m.type === 'answer') parentPort.postMessage({ type: 'done', id: m.ask, result: 'answered ' + m.answer });
  });`;
const pools: WorkerPool<string, string, string, number>[] = [];
const pool = (idleMs?: number, code = source) => {
  const made = new WorkerPool<string, string, string, number>({
    name: 'test',
    threads: 1,
    workerUrl: new URL(`data:text/javascript,${encodeURIComponent(code)}`),
    inThread: async () => 'in thread',
    ...(idleMs === undefined ? {} : { idleMs }),
  });
  pools.push(made);
  return made;
};
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

describe('worker pool', { timeout: 60_000 }, () => {
  it("answers a job's question in the main thread", async () => {
    expect(await pool().run('seven', async (question) => (question === 'seven' ? 7 : 0))).toBe('answered 7');
  });

  it('ends a worker idle past idleMs and starts another for the next job; without idleMs it is kept', async () => {
    // A second of idleness: a busy machine may take a few hundred ms between the answer and the check.
    const ending = pool(1000);
    const kept = pool();
    await Promise.all([ending.run('a', async () => 1), kept.run('a', async () => 1)]);
    expect([ending.workerCount, kept.workerCount]).toEqual([1, 1]);
    await vi.waitFor(() => expect(ending.workerCount).toBe(0), { timeout: 20_000, interval: 50 });
    expect(kept.workerCount).toBe(1);
    expect(await ending.run('b', async () => 2)).toBe('answered 2');
    expect(ending.workerCount).toBe(1);
  });

  // The nice value is field 19 of the thread's /proc stat line (the 17th after the command's ") ").
  it.skipIf(process.platform !== 'linux')('runs the jobs of serveJobs at a lower priority than the main thread', async () => {
    const niceOfThisThread = `Number(readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1].split(' ')[16])`;
    const serving = `import { readFileSync } from 'node:fs';
      import { serveJobs } from ${JSON.stringify(new URL('./worker-jobs.ts', import.meta.url).href)};
      serveJobs(async () => String(${niceOfThisThread}));`;
    const mainBefore = os.getPriority();
    expect(await pool(undefined, serving).run('nice?')).toBe(String(Math.max(WORKER_NICE, mainBefore)));
    expect(os.getPriority()).toBe(mainBefore);
  });
});
