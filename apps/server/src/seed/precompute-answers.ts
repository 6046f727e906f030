// The channel pages' precomputed answers for every channel whose kept answers are behind (all of
// them after a seed), with how long it took and what it keeps: `npm run seed` runs it after
// seeding, and `node apps/server/src/seed/precompute-answers-cli.ts` on an existing database (the
// analytics bench, on databases seeded before migration 0021).
import { toDay } from '@chorus/contract';
import type pg from 'pg';
import { precomputeStale } from '../modules/channels/index.ts';

export type PrecomputeReport = {
  channels: number;
  answers: number;
  concurrency: number;
  seconds: number;
  msPerChannel: number;
  tableBytes: number;
  tableRows: number;
};

/** `concurrency` channels at a time (each holds a connection while it reads). */
export async function precomputeAllAnswers(pool: pg.Pool, concurrency: number, now: () => Date = () => new Date()): Promise<PrecomputeReport> {
  const started = performance.now();
  const done = await precomputeStale(pool, () => toDay(now()), { concurrency });
  const seconds = (performance.now() - started) / 1000;
  const { rows } = await pool.query<{ bytes: string; n: string }>(
    "SELECT pg_total_relation_size('channel_answers')::text AS bytes, (SELECT count(*) FROM channel_answers)::text AS n",
  );
  return {
    channels: done.channels,
    answers: done.answers,
    concurrency,
    seconds,
    msPerChannel: done.channels ? (seconds * 1000) / done.channels : 0,
    tableBytes: Number(rows[0]!.bytes),
    tableRows: Number(rows[0]!.n),
  };
}

export function describePrecompute(r: PrecomputeReport): string {
  const mb = (r.tableBytes / 1024 / 1024).toFixed(1);
  return (
    `Precomputed ${r.answers.toLocaleString('en-US')} channel-page answers of ${r.channels.toLocaleString('en-US')} channels in ${r.seconds.toFixed(1)} s ` +
    `(${r.msPerChannel.toFixed(1)} ms a channel, ${r.concurrency} at a time); channel_answers: ${r.tableRows.toLocaleString('en-US')} rows, ${mb} MB`
  );
}
