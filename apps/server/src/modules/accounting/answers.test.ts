// The accounting page's kept answers (answers.ts): one computation per key and data version, a
// change (this process's writes, the bus) never lets an older answer out again, a computation that a
// change overtook is not served, and ACCOUNTING_CACHE_MB=0 computes every answer.
import { EventEmitter } from 'node:events';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { InvalidationBus } from '../../cache/invalidation-bus.ts';
import type { PackedAnswer } from '../../cache/packed-answer.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import { AccountingAnswers } from './answers.ts';

const text = (answer: PackedAnswer) => (answer.gzip ? gunzipSync(answer.gzip).toString('utf8') : answer.json.bytes.toString('utf8'));

/** A computation that counts its calls and answers the current figure of `data`. */
function source(data: { figure: number }) {
  const counter = { calls: 0 };
  const compute = async () => {
    counter.calls++;
    return { figure: data.figure };
  };
  return { counter, compute };
}

describe('AccountingAnswers', () => {
  it('computes an answer once per key and data version', async () => {
    const answers = new AccountingAnswers({ maxBytes: 1024 * 1024 });
    const data = { figure: 1 };
    const { counter, compute } = source(data);
    expect(text(await answers.get('rates', compute))).toBe('{"figure":1}');
    expect(text(await answers.get('rates', compute))).toBe('{"figure":1}');
    expect(counter.calls).toBe(1);
    data.figure = 2;
    answers.changed();
    expect(text(await answers.get('rates', compute))).toBe('{"figure":2}');
    expect(counter.calls).toBe(2);
  });

  it('never serves what a computation read before a change that overtook it', async () => {
    const answers = new AccountingAnswers({ maxBytes: 1024 * 1024 });
    const data = { figure: 1 };
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = answers.get('months', async () => {
      const read = { figure: data.figure };
      await gate;
      return read;
    });
    data.figure = 2;
    answers.changed();
    release();
    expect(text(await slow)).toBe('{"figure":1}'); // its own caller gets what it read
    expect(text(await answers.get('months', async () => ({ figure: data.figure })))).toBe('{"figure":2}');
  });

  it('drops every answer on the bus’s accounting messages, a person’s own on their user messages, none on others', async () => {
    const emitter = new EventEmitter();
    const bus = { subscribe: (listener: (m: unknown) => void) => emitter.on('m', listener) } as unknown as InvalidationBus;
    const answers = new AccountingAnswers({ maxBytes: 1024 * 1024 });
    answers.listen(bus);
    const calls: number[] = [];
    const read = (userId: number) =>
      (
        answers.wrap({ ledgerRates: async () => (calls.push(userId), { userId }) } as unknown as Handlers, new Set(['ledgerRates'])) as Record<
          string,
          (i: object) => Promise<unknown>
        >
      ).ledgerRates!({
        principal: { userId, realUserId: null },
        language: 'en',
        params: undefined,
        query: {},
        req: { headers: {} },
        reply: { header: () => undefined },
      });
    await read(1);
    await read(2);
    for (const kind of ['session', 'channel']) emitter.emit('m', { kind, id: '1' });
    await read(1);
    await read(2);
    expect(calls).toEqual([1, 2]);
    emitter.emit('m', { kind: 'user', id: '1' });
    await read(1);
    await read(2);
    expect(calls).toEqual([1, 2, 1]);
    emitter.emit('m', { kind: 'accounting', id: '' });
    await read(1);
    await read(2);
    expect(calls).toEqual([1, 2, 1, 1, 2]);
  });

  it('keeps answers apart per period (a new month makes new keys)', async () => {
    let period = '202611';
    const answers = new AccountingAnswers({ maxBytes: 1024 * 1024, period: () => period });
    const calls: string[] = [];
    const wrapped = answers.wrap({ ledgerRatios: async () => (calls.push(period), { period }) } as unknown as Handlers, new Set(['ledgerRatios'])) as Record<
      string,
      (i: object) => Promise<{ bytes: Buffer }>
    >;
    const input = {
      principal: { userId: 1, realUserId: null },
      language: 'en',
      params: undefined,
      query: {},
      req: { headers: {} },
      reply: { header: () => undefined },
    };
    await wrapped.ledgerRatios!(input);
    await wrapped.ledgerRatios!(input);
    period = '202612';
    expect((await wrapped.ledgerRatios!(input)).bytes.toString('utf8')).toBe('{"period":"202612"}');
    expect(calls).toEqual(['202611', '202612']);
  });

  it('computes every answer with no memory given (ACCOUNTING_CACHE_MB=0)', async () => {
    const answers = new AccountingAnswers({ maxBytes: 0 });
    const { counter, compute } = source({ figure: 3 });
    expect(text(await answers.get('k', compute))).toBe('{"figure":3}');
    await answers.get('k', compute);
    expect(counter.calls).toBe(2);
  });

  it('keeps the reads it is told to keep, apart per caller and parameters, and marks a change after every write', async () => {
    const answers = new AccountingAnswers({ maxBytes: 1024 * 1024 });
    const data = { figure: 1 };
    const calls: string[] = [];
    const handlers = {
      ledgerRates: async ({ principal, query }: { principal: { userId: number }; query: object }) => {
        calls.push(`rates ${principal.userId} ${JSON.stringify(query)}`);
        return { figure: data.figure };
      },
      ledgerRateSet: async () => {
        data.figure++;
        return { ok: true };
      },
      // A GET that is not kept (an export): neither kept nor a change.
      ledgerPaymentsTemplate: async () => {
        calls.push('template');
        return 'file';
      },
    } as unknown as Handlers;
    const wrapped = answers.wrap(handlers, new Set(['ledgerRates'])) as Record<string, (input: object) => Promise<unknown>>;
    const sent: string[] = [];
    const input = (userId: number, query: object) => ({
      principal: { userId, realUserId: null },
      language: 'en',
      params: undefined,
      query,
      req: { headers: {} },
      reply: { header: () => undefined },
    });
    const read = async (userId: number, query: object) => {
      const answer = (await wrapped.ledgerRates!(input(userId, query))) as { bytes: Buffer };
      sent.push(answer.bytes.toString('utf8'));
    };
    await read(1, { year: '2026' });
    await read(1, { year: '2026' });
    await read(2, { year: '2026' });
    await read(1, { year: '2025' });
    expect(calls).toEqual(['rates 1 {"year":"2026"}', 'rates 2 {"year":"2026"}', 'rates 1 {"year":"2025"}']);
    await wrapped.ledgerPaymentsTemplate!(input(1, {}));
    await read(1, { year: '2026' });
    expect(calls.filter((c) => c.startsWith('rates'))).toHaveLength(3);
    await wrapped.ledgerRateSet!(input(1, {}));
    await read(1, { year: '2026' });
    expect(calls.at(-1)).toBe('rates 1 {"year":"2026"}');
    expect(sent.at(-1)).toBe('{"figure":2}');
    expect(sent.slice(0, -1).every((s) => s === '{"figure":1}')).toBe(true);
  });
});
