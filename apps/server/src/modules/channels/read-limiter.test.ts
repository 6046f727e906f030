import { describe, expect, it } from 'vitest';
import { ReadLimiter } from './read-limiter.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ReadLimiter', () => {
  it('runs at most the limit at once, the others in the order they came', async () => {
    const limiter = new ReadLimiter(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      limiter.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    gates[3]!.resolve();
    gates[4]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
  });

  it('frees the slot of a read that fails', async () => {
    const limiter = new ReadLimiter(1);
    const gate = deferred();
    const failing = limiter.run(async () => {
      await gate.promise;
    });
    const next = limiter.run(async () => 'next');
    gate.reject(new Error('boom'));
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('next');
    expect(await limiter.run(async () => 'after')).toBe('after');
  });
});
