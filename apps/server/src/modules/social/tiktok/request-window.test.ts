import { describe, expect, it } from 'vitest';
import { RequestWindow } from './request-window.ts';

describe('RequestWindow (TikTok: so many requests a minute per endpoint, sliding)', () => {
  it('lets the limit through at once, then waits until the oldest request has left the window', async () => {
    let now = 0;
    const waits: number[] = [];
    const window = new RequestWindow(
      3,
      () => now,
      async (ms) => {
        waits.push(ms);
        now += ms;
      },
    );
    for (let i = 0; i < 3; i++) await window.take('/v2/user/info/');
    expect(waits).toEqual([]);
    now = 10_000;
    await window.take('/v2/user/info/');
    // A minute and a second after the first (a margin for the time the request takes to arrive).
    expect(waits).toEqual([51_000]);
  });

  it('counts each endpoint on its own', async () => {
    let now = 0;
    const window = new RequestWindow(
      1,
      () => now,
      async (ms) => {
        now += ms;
      },
    );
    await window.take('/v2/user/info/');
    await window.take('/v2/video/list/');
    expect(now).toBe(0);
  });
});
