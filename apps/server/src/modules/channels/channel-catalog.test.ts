// The catalog reads every channel's row in one statement (and again every half life), so that a
// channel's first visit does not pay a query of its own; networks larger than its bound, or a pool
// that fails, fall back to one query per channel.
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { ChannelCatalog } from './channel-catalog.ts';

type Row = Record<string, unknown>;
const row = (channelId: string, title: string): Row => ({
  channel_id: channelId,
  title,
  handle: null,
  icon_url: null,
  source_type: 'YT',
  language: 'zh',
  subscribers: 1,
  views: 2,
  video_count: 3,
  data_through: '2026-11-20',
  refreshed_at: null,
  interest_video_ids: [],
  midroll_price: null,
  midroll_price_min: null,
  midroll_price_max: null,
  sponsored_price: null,
  sponsored_price_min: null,
  sponsored_price_max: null,
  first_day: '2024-11-21',
  last_day: '2026-11-20',
});

/** A pool that answers the catalog's two statements from `table` and counts them. */
function fakePool(table: Map<string, Row>, options: { failEveryChannel?: boolean } = {}) {
  const calls = { every: 0, one: [] as string[] };
  let release: () => void = () => {};
  let hold: Promise<void> | null = null;
  const pool = {
    ending: false,
    query: async (q: { name: string; values: unknown[] }) => {
      if (q.name === 'analytics_every_channel_meta') {
        calls.every++;
        if (options.failEveryChannel) throw new Error('connection lost');
        const rows = [...table.values()].slice(0, Number(q.values[0])).map((r) => ({ ...r }));
        if (hold) await hold;
        return { rows };
      }
      const id = String(q.values[0]);
      calls.one.push(id);
      const r = table.get(id);
      return { rows: r ? [{ ...r }] : [] };
    },
  };
  return {
    pool: pool as unknown as pg.Pool,
    calls,
    /** Makes the next reads of every channel wait until `release()`. */
    holdEveryChannel: () => {
      hold = new Promise<void>((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
    end: () => (pool.ending = true),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const unusedDb = {} as Db;

describe('ChannelCatalog', () => {
  it('reads every channel in one statement, then answers first visits from memory', async () => {
    const table = new Map(['UC1', 'UC2', 'UC3'].map((id) => [id, row(id, `title ${id}`)]));
    const fake = fakePool(table);
    const catalog = new ChannelCatalog(unusedDb);
    catalog.usePool(fake.pool);
    expect((await catalog.get('UC1'))?.title).toBe('title UC1');
    await settle();
    expect(fake.calls.every).toBe(1);
    const before = fake.calls.one.length;
    expect((await catalog.get('UC2'))?.title).toBe('title UC2');
    expect((await catalog.get('UC3'))?.data_from).toBe('2024-11-21');
    expect(fake.calls.one.length).toBe(before);
    // A channel the read did not know is still looked up on its own.
    table.set('UC4', row('UC4', 'new'));
    expect((await catalog.get('UC4'))?.title).toBe('new');
    expect(fake.calls.one).toContain('UC4');
    fake.end();
  });

  it('keeps a change made while every channel was being read', async () => {
    const table = new Map(['UC1', 'UC2'].map((id) => [id, row(id, 'old')]));
    const fake = fakePool(table);
    const release = fake.holdEveryChannel();
    const catalog = new ChannelCatalog(unusedDb);
    catalog.usePool(fake.pool);
    await catalog.get('UC2');
    // UC1 changes and is invalidated while the statement (which read the old row) is under way.
    table.set('UC1', row('UC1', 'new'));
    catalog.invalidate('UC1');
    expect((await catalog.get('UC1'))?.title).toBe('new');
    // The statement's (old) row arrives afterwards and must not replace the new one.
    release();
    await settle();
    expect((await catalog.get('UC1'))?.title).toBe('new');
    fake.end();
  });

  it('drops every channel kept when told everything changed, also rows read meanwhile', async () => {
    const table = new Map(['UC1', 'UC2'].map((id) => [id, row(id, 'old')]));
    const fake = fakePool(table);
    // Read again every second (half its life).
    const catalog = new ChannelCatalog(unusedDb, { ttlMs: 2_000 });
    catalog.usePool(fake.pool);
    await catalog.get('UC1');
    await catalog.get('UC2');
    await settle();
    const release = fake.holdEveryChannel();
    // Both rows change (their invalidations were missed); a read of every channel is under way.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    table.set('UC1', row('UC1', 'new'));
    table.set('UC2', row('UC2', 'new'));
    catalog.invalidateAll();
    expect((await catalog.get('UC1'))?.title).toBe('new');
    release();
    await settle();
    expect((await catalog.get('UC2'))?.title).toBe('new');
    fake.end();
  });

  it('falls back to one query per channel for a larger network than it holds, or when the read fails', async () => {
    const table = new Map(['UC1', 'UC2', 'UC3'].map((id) => [id, row(id, id)]));
    for (const [fake, options] of [
      [fakePool(table), { maxEntries: 2 }],
      [fakePool(table, { failEveryChannel: true }), {}],
    ] as const) {
      const catalog = new ChannelCatalog(unusedDb, options);
      catalog.usePool(fake.pool);
      await catalog.get('UC1');
      await settle();
      await catalog.get('UC2');
      await catalog.get('UC3');
      expect(fake.calls.every).toBe(1);
      expect(fake.calls.one).toEqual(['UC1', 'UC2', 'UC3']);
    }
  });
});
