import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';
import { acceptsGzip, PackedAnswer } from './packed-answer.ts';
import { gunzipSync } from 'node:zlib';

describe('AnswerCache', () => {
  const make = (maxBytes: number, clock = { now: 0 }) => new AnswerCache<string>({ maxBytes, maxAgeMs: 1000, sizeOf: (v) => v.length, now: () => clock.now });

  it('computes once and then answers from memory', async () => {
    const cache = make(100);
    let calls = 0;
    const compute = async () => `value${++calls}`;
    expect(await cache.getOrCompute('a', compute)).toBe('value1');
    expect(await cache.getOrCompute('a', compute)).toBe('value1');
    expect(calls).toBe(1);
  });

  it('shares one computation among concurrent callers', async () => {
    const cache = make(100);
    let calls = 0;
    const compute = () => new Promise<string>((resolve) => setTimeout(() => resolve(`v${++calls}`), 5));
    const answers = await Promise.all([cache.getOrCompute('k', compute), cache.getOrCompute('k', compute), cache.getOrCompute('k', compute)]);
    expect(answers).toEqual(['v1', 'v1', 'v1']);
    expect(calls).toBe(1);
  });

  it('drops the least recently used entries beyond its size', async () => {
    const cache = make(10);
    await cache.getOrCompute('a', async () => 'aaaa');
    await cache.getOrCompute('b', async () => 'bbbb');
    await cache.getOrCompute('a', async () => 'XXXX'); // a is now the most recent
    await cache.getOrCompute('c', async () => 'cccc'); // 12 bytes: b goes
    expect(cache.size).toEqual({ entries: 2, bytes: 8 });
    expect(await cache.getOrCompute('a', async () => 'new')).toBe('aaaa');
    expect(await cache.getOrCompute('b', async () => 'new')).toBe('new');
  });

  it('forgets answers older than its maximum age', async () => {
    const clock = { now: 0 };
    const cache = make(100, clock);
    await cache.getOrCompute('a', async () => 'old');
    clock.now = 999;
    expect(await cache.getOrCompute('a', async () => 'new')).toBe('old');
    clock.now = 1000;
    expect(await cache.getOrCompute('a', async () => 'new')).toBe('new');
  });

  it('keeps nothing with a size of 0, and never keeps failures', async () => {
    const off = make(0);
    await off.getOrCompute('a', async () => 'x');
    expect(off.size.entries).toBe(0);
    const cache = make(100);
    await expect(cache.getOrCompute('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.getOrCompute('a', async () => 'ok')).toBe('ok');
  });
});

describe('PackedAnswer and acceptsGzip', () => {
  it('gzips large answers only', () => {
    const small = new PackedAnswer({ a: 1 });
    expect(small.gzip).toBeNull();
    const large = new PackedAnswer({ rows: Array.from({ length: 200 }, (_, i) => ({ day: i, views: i * 3 })) });
    expect(JSON.parse(gunzipSync(large.gzip!).toString('utf8'))).toEqual(JSON.parse(large.json.bytes.toString('utf8')));
    expect(large.gzip!.length).toBeLessThan(large.json.bytes.length / 3);
  });
  it('reads Accept-Encoding', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('deflate')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
  });
});
