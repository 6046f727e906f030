// The inspiration page's clouds sections (issue 13, clouds part): for a demo channel in each language
// (zh-TW, ja, en), staff see the word clouds, click a word and see the comments behind it, the top
// search keywords cached by the demo, and the video emotion and summary list with its spec 8
// messages (no thumbnail: the browser here has no internet; no CTR for a video without impressions).
// The stored analysis is the language part's; when this run's demo has none for a channel yet, the
// spec writes a small one itself (one known word on the channel's recent videos and comments), so the
// click has a word whose comments are known. At phone width nothing runs sideways.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import pg from 'pg';
import { demoEmail, expectNoSidewaysScroll, type Language, PHONE_VIEWPORT, screenshot, signIn, signInAt } from './helpers.ts';
import { connectDb } from './server-db.ts';

const localesDir = path.resolve(import.meta.dirname, '../../packages/i18n/locales');
/** A text of the insight namespace (packages/i18n/locales/<language>/insight.json). */
function ti(language: Language, key: string, values: Record<string, string> = {}): string {
  let value: unknown = JSON.parse(readFileSync(path.join(localesDir, language, 'insight.json'), 'utf8'));
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no text insight:${key} in ${language}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

async function chooseLanguage(page: Page, language: Language): Promise<void> {
  const labels: Record<Language, string> = { 'zh-TW': '正體中文', ja: '日本語', en: 'English' };
  await page.getByTestId('language-select').selectOption({ label: labels[language] });
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh-TW' ? 'zh-Hant-TW' : language);
}

const cases: { language: Language; channelLanguage: string; analysed: 'zh-TW' | 'ja' | 'en'; word: string }[] = [
  { language: 'zh-TW', channelLanguage: 'zh', analysed: 'zh-TW', word: '超好看' },
  { language: 'ja', channelLanguage: 'ja', analysed: 'ja', word: '最高すぎる' },
  { language: 'en', channelLanguage: 'en', analysed: 'en', word: 'amazing' },
];

type Prepared = { channelId: string; word: string; commentTexts: string[] };

/**
 * A demo channel of the language with comments on videos of the last 90 days. Without a stored
 * analysis of it, writes one: `word` in every such comment's terms and every video's, besides the
 * video's own tags. Answers the word to click and the texts of the comments behind it.
 */
async function prepare(db: pg.Client, c: (typeof cases)[number]): Promise<Prepared> {
  const { rows } = await db.query<{ channel_id: string }>(
    `SELECT v.channel_id FROM videos v JOIN video_comments vc ON vc.video_id = v.video_id JOIN channels ch ON ch.channel_id = v.channel_id
      WHERE ch.language = $1 AND v.published_at > now() - interval '80 days' AND vc.published_at > now() - interval '80 days'
      GROUP BY v.channel_id ORDER BY count(*) DESC, v.channel_id LIMIT 1`,
    [c.channelLanguage],
  );
  const channelId = rows[0]!.channel_id;
  const analysed = await db.query(`SELECT 1 FROM insight_comments WHERE channel_id = $1 LIMIT 1`, [channelId]);
  let word = c.word;
  if (analysed.rowCount === 0) {
    await db.query(
      `INSERT INTO insight_videos (video_id, channel_id, language, terms)
       SELECT v.video_id, v.channel_id, $2, array_append(v.tags, $3) FROM videos v
        WHERE v.channel_id = $1 AND v.published_at > now() - interval '80 days'
       ON CONFLICT (video_id) DO NOTHING`,
      [channelId, c.analysed, word],
    );
    await db.query(
      `INSERT INTO insight_comments (comment_id, video_id, channel_id, published_at, likes, language, sentiment, direction, emotions, terms, text_hash)
       SELECT vc.comment_id, vc.video_id, v.channel_id, vc.published_at, vc.likes, $2, 'positive', 80, ARRAY['joy'], ARRAY[$3], md5(vc.text)
         FROM video_comments vc JOIN videos v ON v.video_id = vc.video_id
        WHERE v.channel_id = $1 AND v.published_at > now() - interval '80 days' AND vc.published_at > now() - interval '80 days'
       ON CONFLICT (comment_id) DO NOTHING`,
      [channelId, c.analysed, word],
    );
    await db.query(`INSERT INTO insight_channels (channel_id, languages) VALUES ($1, ARRAY[$2]) ON CONFLICT (channel_id) DO NOTHING`, [channelId, c.analysed]);
  } else {
    // The language part's analysis: click its commonest comment word.
    const top = await db.query<{ term: string }>(
      `SELECT t.term FROM insight_comments ic CROSS JOIN LATERAL unnest(ic.terms) t(term)
        WHERE ic.channel_id = $1 AND ic.published_at > now() - interval '80 days' GROUP BY t.term ORDER BY count(*) DESC, t.term LIMIT 1`,
      [channelId],
    );
    word = top.rows[0]!.term;
  }
  const texts = await db.query<{ text: string }>(
    `SELECT vc.text FROM insight_comments ic JOIN video_comments vc ON vc.comment_id = ic.comment_id
      WHERE ic.channel_id = $1 AND $2 = ANY (ic.terms) AND ic.published_at > now() - interval '80 days'
      ORDER BY vc.likes DESC, ic.published_at DESC, ic.comment_id LIMIT 3`,
    [channelId, word],
  );
  return { channelId, word, commentTexts: texts.rows.map((r) => r.text) };
}

test('staff read the word clouds, click a word, and see search keywords and video emotion in three languages', async ({ page }) => {
  test.setTimeout(180_000);
  const db = await connectDb();
  const prepared: Prepared[] = [];
  try {
    for (const c of cases) prepared.push(await prepare(db, c));
  } finally {
    await db.end();
  }

  await signIn(page, demoEmail('staff'));
  for (const [i, c] of cases.entries()) {
    const { channelId, word, commentTexts } = prepared[i]!;
    if (c.language !== 'zh-TW') await chooseLanguage(page, c.language);
    await page.goto(`/dashboard/ch/${channelId}/inspiration?preset=90`);

    const clouds = page.getByTestId('insight-word-clouds');
    await expect(clouds).toContainText(ti(c.language, 'clouds.words.title'));
    const commentCloud = clouds.getByTestId('cloud-comments');
    await expect(commentCloud.getByTestId('cloud-word').first()).toBeVisible();
    const contentWords = await clouds.getByTestId('cloud-content').getByTestId('cloud-word').count();
    expect(contentWords).toBeGreaterThan(0);
    // A word's hint says how often it comes up, as a number (not the text's placeholder).
    await expect(commentCloud.getByTestId('cloud-word').first()).toHaveAttribute('title', /\d/);
    await expect(commentCloud.getByTestId('cloud-word').first()).not.toHaveAttribute('title', /\{\{/);

    // Click the word: the comments behind it, most liked first.
    await commentCloud
      .getByTestId('cloud-word')
      .filter({ hasText: new RegExp(`^${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
      .click();
    const detail = clouds.getByTestId('cloud-word-detail');
    await expect(detail).toContainText(ti(c.language, 'clouds.words.behindComments', { term: word }));
    const listed = detail.getByTestId('cloud-word-comments').locator('li');
    await expect(listed.first()).toContainText(commentTexts[0]!);
    expect(await listed.count()).toBeGreaterThanOrEqual(Math.min(commentTexts.length, 1));

    // Search keywords: cached by the demo for every channel.
    const search = page.getByTestId('insight-search-keywords');
    await expect(search).toContainText(ti(c.language, 'clouds.search.title'));
    await expect(search.getByTestId('search-keywords-list').locator('li')).not.toHaveCount(0);
    await expect(search.getByTestId('search-keywords-fetch')).toBeVisible();

    // Video emotion and summary: the browser cannot reach YouTube's thumbnails here.
    const emotions = page.getByTestId('insight-video-emotions');
    await expect(emotions).toContainText(ti(c.language, 'clouds.emotion.title'));
    await expect(emotions.getByTestId('emotion-video').first()).toBeVisible();
    await expect(emotions.getByTestId('thumbnail-missing').first()).toHaveText(ti(c.language, 'clouds.emotion.noThumbnail'));
    await screenshot(page, `insight-clouds-${c.language}`, { fullPage: true });
  }

  // Phone width: nothing runs sideways, the clouds and the lists wrap.
  await page.setViewportSize(PHONE_VIEWPORT);
  await expectNoSidewaysScroll(page);
  await page.getByTestId('insight-word-clouds').scrollIntoViewIfNeeded();
  await screenshot(page, 'insight-clouds-phone', { fullPage: true });
});

test('a viewer sees why search keywords are missing for a channel never fetched, and no fetch button', async ({ page }) => {
  const db = await connectDb();
  let channelId: string;
  try {
    const { rows } = await db.query<{ channel_id: string }>(`SELECT channel_id FROM channels WHERE language = 'en' ORDER BY channel_id DESC LIMIT 1`);
    channelId = rows[0]!.channel_id;
    await db.query(`DELETE FROM insight_search_keyword_fetches WHERE channel_id = $1`, [channelId]);
    await db.query(`DELETE FROM insight_search_keywords WHERE channel_id = $1`, [channelId]);
  } finally {
    await db.end();
  }
  await signInAt(page, demoEmail('viewer'), `/dashboard/ch/${channelId}/inspiration`);
  const search = page.getByTestId('insight-search-keywords');
  await expect(search.getByTestId('search-keywords-missing')).toContainText(ti('zh-TW', 'clouds.search.notFetched'));
  await expect(search.getByTestId('search-keywords-missing')).toContainText(ti('zh-TW', 'clouds.search.todoOthers'));
  await expect(search.getByTestId('search-keywords-fetch')).toHaveCount(0);
});
