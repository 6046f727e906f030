import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PackedAnswer } from './packed-answer.ts';

/** A revenue-like answer of `n` rows (about 330 bytes of JSON each). */
const rows = (n: number) => ({
  month: '202610',
  channels: Array.from({ length: n }, (_, i) => ({
    channel_id: `UC${String(i).padStart(6, '0')}demo`,
    channel_title: `頻道 ${i}`,
    ad_revenue: `${(i * 7919) % 100000}.${i % 10000}`,
    memberships: `${(i * 104729) % 5000}.${(i * 31) % 10000}`,
  })),
});

describe('PackedAnswer.kept', () => {
  it('keeps a small answer as JSON, a middle one gzipped as the constructor does, a large one gzipped harder', async () => {
    const small = await PackedAnswer.kept({ ok: true });
    expect(small.gzip).toBeNull();
    expect(small.body().toString()).toBe('{"ok":true}');

    const middle = rows(40);
    const kept = await PackedAnswer.kept(middle);
    expect(kept.gzip).toEqual(new PackedAnswer(middle).gzip);

    const large = rows(2000);
    const json = JSON.stringify(large);
    expect(Buffer.byteLength(json)).toBeGreaterThan(64 * 1024);
    const packed = await PackedAnswer.kept(large);
    expect(gunzipSync(packed.gzip!).toString('utf8')).toBe(json);
    expect(packed.json.bytes.toString('utf8')).toBe(json);
    expect(packed.gzip!.length).toBeLessThan(gzipSync(json, { level: 1 }).length);
  });
});
