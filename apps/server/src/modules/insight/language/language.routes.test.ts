// The language part through the real app and database (issue 13): POST /api/v1/insight/analyze
// (who may call it, what it answers, bad input translated), and the stored analysis of a channel
// (every 0050 table filled from hand-written comments, then again incrementally).
import type { AnalyzeResult } from '@chorus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../../test/error-body.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { runJobToEnd } from '../../../../test/until.ts';
import type { TextAnalysisPool, TextToAnalyze } from '../../../ports/text-analysis-pool.ts';
import { AnalysisPool, analyzeChannel, INSIGHT_ANALYSIS_QUEUE, queueChannelAnalysis } from './index.ts';

let t: TestApp;
// The stored analysis's texts analysed in this thread (the same analyzer the workers load).
const analyzer = new AnalysisPool({ threads: 0 });

const analyze = (who: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/insight/analyze', headers: t.demoHeaders(who), payload: payload as object });

beforeAll(async () => {
  t = await startTestApp();
  await t.signInDemo(['admin', 'staff', 'viewer', 'user_owner', 'assistant']);
}, 120_000);
afterAll(async () => t?.close());

describe('POST /api/v1/insight/analyze', () => {
  it('answers each text with its language, tokens, keywords, sentiment, direction and emotions', async () => {
    const response = await analyze('staff', { texts: ['這部影片不好看，浪費時間', 'めっちゃ参考になりました！', 'What is the background music?'] });
    expect(response.statusCode, response.body).toBe(200);
    const { results } = response.json() as AnalyzeResult;
    expect(results.map((r) => [r.language, r.sentiment])).toEqual([
      ['zh-TW', 'negative'],
      ['ja', 'positive'],
      ['en', 'neutral'],
    ]);
    expect(results[0]!.tokens).toEqual(['這', '部', '影片', '不好', '看', '浪費', '時間']);
    expect(results[0]!.emotions).toEqual(['criticism']);
    expect(results[0]!.direction).toBeLessThan(50);
    expect(results[1]!.direction).toBeGreaterThan(50);
    expect(results[2]!.direction).toBe(50);
    expect(results[1]!.keywords.map((k) => k.term)).toEqual(['参考']);
    expect(results[2]!.keywords.map((k) => k.term).sort()).toEqual(['background', 'music']);
  });

  it('is for admin, super staff and staff only', async () => {
    for (const who of ['admin', 'staff']) expect((await analyze(who, { texts: ['讚'] })).statusCode).toBe(200);
    for (const who of ['viewer', 'user_owner', 'assistant']) {
      const response = await analyze(who, { texts: ['讚'] });
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses no texts, more than 500 and blank ones, translated', async () => {
    const cases: [unknown, string][] = [
      [{ texts: [] }, '請至少貼上一則留言再分析。'],
      [{ texts: Array.from({ length: 501 }, (_, i) => `comment ${i}`) }, '一次最多只能分析 500 則文字。'],
      [{ texts: ['   '] }, '每則文字都需要有空白以外的內容。'],
      [{ texts: ['x'.repeat(10_001)] }, '每則文字最多 10,000 個字元。'],
      [{}, '請至少貼上一則留言再分析。'],
    ];
    for (const [payload, message] of cases) {
      const response = await analyze('staff', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expectErrorBody(response, 'zh-TW');
      expect(JSON.stringify(response.json())).toContain(message);
    }
    expect((await analyze('staff', { texts: Array.from({ length: 500 }, (_, i) => `comment ${i}`) })).statusCode).toBe(200);
  });
});

describe('the stored analysis of a channel', () => {
  const channelId = 'UCinsightLanguageTest01';
  const day = new Date('2026-11-20T00:00:00Z');

  beforeAll(async () => {
    await t.db.insertInto('channels').values({ channel_id: channelId, title: '語言測試頻道', source_type: 'YT', language: 'zh' }).execute();
    await t.db
      .insertInto('videos')
      .values([
        {
          video_id: 'insightVid1',
          channel_id: channelId,
          kind: 'video',
          title: '台南小吃一日遊',
          tags: ['台南', '美食'],
          duration_seconds: 600,
          published_at: day,
        },
        { video_id: 'insightVid2', channel_id: channelId, kind: 'video', title: '台北咖啡廳開箱', tags: ['咖啡'], duration_seconds: 500, published_at: day },
      ])
      .execute();
    const comment = (id: string, video: string, text: string, likes: number) => ({
      comment_id: id,
      video_id: video,
      author: 'tester',
      text,
      likes,
      published_at: day,
    });
    await t.db
      .insertInto('video_comments')
      .values([
        comment('insC1', 'insightVid1', '台南小吃太好吃了，謝謝分享', 10),
        comment('insC2', 'insightVid1', '台南小吃好好吃，好想去', 3),
        comment('insC3', 'insightVid1', '影片太短了，沒重點', 1),
        comment('insC4', 'insightVid1', '請問第一家在哪裡？', 0),
        comment('insC5', 'insightVid2', 'This cafe looks amazing 😍', 2),
      ])
      .execute();
  });

  it('fills every 0050 table from the comments and titles', async () => {
    const report = await analyzeChannel(t.db, analyzer, channelId, day);
    expect(report).toEqual({ comments: 5, analyzed: 5, videos: 2 });

    const comments = await t.db.selectFrom('insight_comments').selectAll().where('channel_id', '=', channelId).orderBy('comment_id').execute();
    expect(comments.map((c) => [c.comment_id, c.language, c.sentiment])).toEqual([
      ['insC1', 'zh-TW', 'positive'],
      ['insC2', 'zh-TW', 'positive'],
      ['insC3', 'zh-TW', 'negative'],
      ['insC4', 'zh-TW', 'neutral'],
      ['insC5', 'en', 'positive'],
    ]);
    expect(comments[0]!.terms).toEqual(['台南', '小吃', '好吃', '分享']);
    expect(comments[2]!.emotions).toEqual(['criticism']);

    const video = await t.db.selectFrom('insight_videos').selectAll().where('video_id', '=', 'insightVid1').executeTakeFirstOrThrow();
    expect(video.language).toBe('zh-TW');
    expect(video.terms).toEqual(['台南', '小吃', '一日遊', '美食']);
    expect([video.comments_analyzed, video.positive, video.neutral, video.negative]).toEqual([4, 2, 1, 1]);
    expect(video.direction).toBe(Math.round(comments.slice(0, 4).reduce((sum, c) => sum + c.direction, 0) / 4));
    // 好吃 tells joy and praise, 好想去 joy, 謝謝 praise, 沒重點 criticism.
    expect(video.emotions).toEqual({ joy: 2, praise: 2, criticism: 1 });
    expect(video.emotion_tags).toEqual(['joy', 'praise', 'criticism']);
    // 台南 is in this video's title and tags and two comments: the best keyword.
    expect(video.keywords[0]!.term).toBe('台南');
    // The two comments about 台南小吃 share its terms: the liked one speaks for both.
    expect(video.summary.map((line) => line.comment_id)).toEqual(['insC1', 'insC3', 'insC4']);
    expect(video.summary[0]!.text).toBe('台南小吃太好吃了，謝謝分享');

    const frequencies = await t.db.selectFrom('insight_term_frequencies').selectAll().where('term', 'in', ['台南', '咖啡', '開箱']).orderBy('term').execute();
    expect(frequencies).toEqual([
      { term: '台南', videos: 1 },
      { term: '咖啡', videos: 1 },
      { term: '開箱', videos: 1 },
    ]);

    const channel = await t.db.selectFrom('insight_channels').selectAll().where('channel_id', '=', channelId).executeTakeFirstOrThrow();
    expect(channel.languages).toEqual(['zh-TW', 'en']);
    expect(channel.comments_analyzed).toBe(5);
    expect(channel.direction).toBe(Math.round(comments.reduce((sum, c) => sum + c.direction, 0) / 5));
    // 😍 tells joy and praise, amazing praise.
    expect(channel.emotions).toEqual({ joy: 3, praise: 3, criticism: 1 });
    expect(channel.keywords[0]!.term).toBe('台南');
  });

  it('analyses again only what changed, follows likes, and keeps the corpus counts right', async () => {
    await t.db.updateTable('video_comments').set({ text: '看完好失望' }).where('comment_id', '=', 'insC2').execute();
    await t.db.updateTable('video_comments').set({ likes: 99 }).where('comment_id', '=', 'insC4').execute();
    await t.db
      .updateTable('videos')
      .set({ title: '台中咖啡廳開箱', tags: ['咖啡'] })
      .where('video_id', '=', 'insightVid2')
      .execute();
    const report = await analyzeChannel(t.db, analyzer, channelId, day);
    expect(report).toEqual({ comments: 5, analyzed: 1, videos: 2 });

    const changed = await t.db.selectFrom('insight_comments').select(['sentiment', 'emotions']).where('comment_id', '=', 'insC2').executeTakeFirstOrThrow();
    expect(changed).toEqual({ sentiment: 'negative', emotions: ['sadness', 'criticism'] });
    const liked = await t.db.selectFrom('insight_comments').select('likes').where('comment_id', '=', 'insC4').executeTakeFirstOrThrow();
    expect(liked.likes).toBe(99);
    const video = await t.db.selectFrom('insight_videos').selectAll().where('video_id', '=', 'insightVid1').executeTakeFirstOrThrow();
    expect([video.positive, video.neutral, video.negative]).toEqual([1, 1, 2]);

    const frequencies = await t.db.selectFrom('insight_term_frequencies').selectAll().where('term', 'in', ['台北', '台中']).orderBy('term').execute();
    expect(frequencies).toEqual([{ term: '台中', videos: 1 }]);
  });

  it('runs as a queued job: a new comment is analysed and counted', async () => {
    await t.db
      .insertInto('video_comments')
      .values({ comment_id: 'insC6', video_id: 'insightVid2', author: 'tester', text: '咖啡看起來好好喝，好想去', likes: 0, published_at: day })
      .execute();
    // The job's texts go through the context's pool (worker threads), never an analyzer of the main thread's.
    const real = t.ctx.textAnalyses;
    const sent: TextToAnalyze[] = [];
    const recording: TextAnalysisPool = {
      analyze: (texts) => {
        sent.push(...texts);
        return real.analyze(texts);
      },
      close: () => real.close(),
    };
    t.ctx.textAnalyses = recording;
    const id = await queueChannelAnalysis(t.ctx.jobs, channelId);
    expect(id).not.toBeNull();
    const done = await runJobToEnd(t.ctx.jobs, INSIGHT_ANALYSIS_QUEUE, id);
    t.ctx.textAnalyses = real;
    expect(done?.state).toBe('completed');
    expect(sent).toContain('咖啡看起來好好喝，好想去');
    expect(sent).toContainEqual({ text: '台中咖啡廳開箱', language: 'zh-TW' });
    const stored = await t.db.selectFrom('insight_comments').select(['language', 'sentiment']).where('comment_id', '=', 'insC6').executeTakeFirstOrThrow();
    expect(stored).toEqual({ language: 'zh-TW', sentiment: 'positive' });
    const video = await t.db
      .selectFrom('insight_videos')
      .select(['comments_analyzed', 'positive'])
      .where('video_id', '=', 'insightVid2')
      .executeTakeFirstOrThrow();
    expect(video).toEqual({ comments_analyzed: 2, positive: 2 });
  });
});
