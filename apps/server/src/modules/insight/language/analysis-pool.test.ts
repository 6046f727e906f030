// The analysis box's pool (analysis-pool.ts): texts analysed in a worker thread come back as the
// analyzer gives them here, and while a large call is analysed the event loop keeps turning (in
// this thread it stood still for the whole call).
import { afterAll, describe, expect, it } from 'vitest';
import { AnalysisPool } from './analysis-pool.ts';
import { loadAnalyzer } from './analyzer.ts';

const pools: AnalysisPool[] = [];
const pool = (threads: number) => {
  const made = new AnalysisPool({ threads });
  pools.push(made);
  return made;
};
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

/** The longest pause between 5 ms ticks while `work` runs. */
async function longestPause(work: Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  await work;
  clearInterval(timer);
  return Math.max(longest, performance.now() - last);
}

// The first call in a worker loads kuromoji (seconds on a busy machine).
describe('analysis pool', { timeout: 120_000 }, () => {
  const texts = ['這集好實用，謝謝分享', 'めっちゃ参考になりました！', 'This was so helpful, thank you!', '안녕하세요'];

  it('answers what the analyzer answers in this thread, in order', async () => {
    const analyzer = await loadAnalyzer();
    expect(await pool(1).analyze(texts)).toEqual(texts.map((text) => analyzer.analyze(text)));
  });

  it('analyses a title in its known language (the channel-analysis job), as the analyzer does', async () => {
    const analyzer = await loadAnalyzer();
    // An English-looking tag of a Taiwanese channel's video: the known language wins over detection.
    const title = { text: 'Tainan food', language: 'zh-TW' } as const;
    const [result] = await pool(1).analyze([title]);
    expect(result).toEqual(analyzer.analyze(title.text, 'zh-TW'));
    expect(result!.language).toBe('zh-TW');
  });

  it('keeps the event loop turning while a large call is analysed (in this thread it stops)', async () => {
    const workers = pool(1);
    await workers.analyze(['warm up: 東京で花火を見ました']);
    // 30 comments of 10,000 characters (the largest call allowed is about a megabyte of text).
    const large = Array.from({ length: 30 }, (_, i) =>
      `${'今日は東京で花火を見ました、とても楽しかった。 This was so helpful! 這集好實用，謝謝分享。'.repeat(170)} ${i}`.slice(0, 10_000),
    );
    const started = performance.now();
    const pause = await longestPause(workers.analyze(large));
    const took = performance.now() - started;
    expect(took).toBeGreaterThan(500);
    // A pause is the clone of the results at most: a small part of the work.
    expect(pause).toBeLessThan(took / 3);
    const inThread = pool(0);
    await inThread.analyze(['warm up']);
    expect(await longestPause(inThread.analyze(large))).toBeGreaterThan(took / 3);
  });
});
