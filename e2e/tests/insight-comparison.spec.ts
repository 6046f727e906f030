// The channel comparison on the inspiration page's comparison tab (issue 13, comparison part): staff
// compare a channel with two others picked by name, choose the columns, export the CSV and read it
// back (BOM, headings in the page's language, the answer's figures), save the columns as a set and
// get them back after a reload; compare by keyword; the same in English and Japanese, and at phone
// width without sideways scrolling.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { downloadCsv } from './csv.ts';
import { expect, test } from './fixtures.ts';
import { answerDrawnWith, demoEmail, expectNoSidewaysScroll, type Language, PHONE_VIEWPORT, screenshot, signIn } from './helpers.ts';

type Row = { channel_id: string; title: string; is_current: boolean; values: Record<string, number | null> };
type Answer = { mode: string; keyword: string | null; period: { start: string; end: string }; channels: Row[] };

const localesDir = path.resolve(import.meta.dirname, '../../packages/i18n/locales');
const insight = (language: Language) =>
  JSON.parse(readFileSync(path.join(localesDir, language, 'insight.json'), 'utf8')) as { comparison: Record<string, Record<string, string>> };
const columnName = (language: Language, key: string) => insight(language).comparison.columns![key]!;

const isComparison = (r: Response) => /\/api\/v1\/insight\/channels\/[^/]+\/comparison\?/.test(r.url()) && r.request().method() === 'GET';

const exportCsv = (page: Page) =>
  downloadCsv(page, 'comparison-export', /^comparison-[A-Za-z0-9_-]+-(range|keyword)-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);

/** The staff's channels to compare: the page's channel and two others. */
async function channels(page: Page): Promise<{ id: string; title: string }[]> {
  const listed = (await (await page.request.get('/api/v1/channels?page_size=20&sort=name')).json()) as { items: { channel_id: string; title: string }[] };
  return listed.items.slice(0, 3).map((c) => ({ id: c.channel_id, title: c.title }));
}

async function openComparison(page: Page, channelId: string): Promise<Answer> {
  // Asked by the browser, or drawn by the server with the page (then the browser does not ask).
  const asked = page.waitForResponse(isComparison).catch(() => null);
  await page.goto(`/dashboard/ch/${channelId}/inspiration?tab=comparison`);
  await expect(page.getByTestId('insight-comparison')).toBeVisible();
  const drawn = await answerDrawnWith<Answer>(page, 'insightComparison');
  if (drawn) return drawn;
  const response = (await asked)!;
  expect(response.status()).toBe(200);
  return (await response.json()) as Answer;
}

async function pick(page: Page, channel: { id: string; title: string }): Promise<Answer> {
  const answer = page.waitForResponse((r) => isComparison(r) && decodeURIComponent(r.url()).includes(channel.id));
  await page.getByTestId('comparison-channels').fill(channel.title.slice(0, Math.max(3, Math.ceil(channel.title.length / 2))));
  await page.getByTestId(`channel-option-${channel.id}`).click();
  await page.keyboard.press('Escape');
  return (await (await answer).json()) as Answer;
}

async function chooseColumn(page: Page, language: Language, key: string) {
  await page.getByTestId('comparison-columns').click();
  await page.getByRole('option', { name: columnName(language, key), exact: true }).click();
  await page.keyboard.press('Escape');
}
async function dropColumn(page: Page, language: Language, key: string) {
  await page
    .getByTestId('comparison-column-chip')
    .filter({ hasText: columnName(language, key) })
    .locator('.MuiChip-deleteIcon')
    .click();
}

test('staff compare three channels with chosen columns, export the CSV, and keep the columns as a set', async ({ page }) => {
  await signIn(page, demoEmail('staff'));
  const [current, second, third] = await channels(page);
  await openComparison(page, current!.id);
  await expect(page.getByTestId('comparison-only-this')).toBeVisible();
  await pick(page, second!);
  const answer = await pick(page, third!);
  expect(answer.channels.map((c) => c.channel_id)).toEqual([current!.id, second!.id, third!.id]);
  await expect(page.getByTestId('comparison-row')).toHaveCount(3);
  await expect(page.getByTestId('comparison-chart')).toBeVisible();

  // Columns: drop net subscribers, add likes (at the end).
  await dropColumn(page, 'zh-TW', 'subscribers_net');
  await chooseColumn(page, 'zh-TW', 'likes');
  const chosen = ['views', 'engagement_rate', 'videos_published', 'avg_views_per_video', 'likes'];
  await expect(page.getByTestId('comparison-table').locator('thead th')).toHaveText(['頻道', ...chosen.map((c) => columnName('zh-TW', c))]);
  await screenshot(page, 'insight-comparison-zh-TW', { fullPage: true });

  const csv = await exportCsv(page);
  expect(csv[0]).toEqual(['頻道', '頻道 ID', ...chosen.map((c) => columnName('zh-TW', c))]);
  expect(csv.slice(1)).toEqual(
    answer.channels.map((row) => [row.title, row.channel_id, ...chosen.map((c) => (row.values[c] === null ? '' : String(row.values[c])))]),
  );

  // Save the columns as a set; after a reload (default columns) the set brings them back.
  const name = `E2E 欄位 ${Date.now() % 100_000}`;
  await page.getByTestId('comparison-set-save').click();
  await page.getByTestId('comparison-set-name').fill(name);
  await page.getByTestId('comparison-set-confirm').click();
  await expect(page.getByTestId('toast').filter({ hasText: name })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('comparison-table').locator('thead th')).not.toHaveText(['頻道', ...chosen.map((c) => columnName('zh-TW', c))]);
  await page.getByTestId('comparison-column-set').locator('..').click();
  await page.getByTestId('comparison-column-set-option').filter({ hasText: name }).click();
  await expect(page.getByTestId('comparison-table').locator('thead th')).toHaveText(['頻道', ...chosen.map((c) => columnName('zh-TW', c))]);
  // And delete it again.
  await page.getByTestId('comparison-set-delete').click();
  await page.getByTestId('comparison-set-delete-confirm').click();
  await expect(page.getByTestId('toast').filter({ hasText: name }).last()).toBeVisible();
});

test('by keyword: only the videos holding it count; the keyword columns show', async ({ page }) => {
  await signIn(page, demoEmail('staff'));
  const [current] = await channels(page);
  // A word of one of the channel's own video titles (its first word, or its first two characters
  // when it is written without spaces), so that the keyword finds at least that video.
  const overview = (await (await page.request.get(`/api/v1/channels/${current!.id}/overview`)).json()) as { top_videos: { title: string }[] };
  const title = overview.top_videos[0]!.title.replace(/^[【[(（「]+/u, '');
  const keyword = /^[A-Za-z]/.test(title) ? title.split(/[^A-Za-z0-9]/)[0]! : [...title].slice(0, 2).join('');
  await openComparison(page, current!.id);
  await page.getByTestId('comparison-mode-keyword').click();
  const keywordAnswer = page.waitForResponse((r) => isComparison(r) && r.url().includes('mode=keyword'));
  await page.getByTestId('comparison-keyword').fill(keyword);
  const answer = (await (await keywordAnswer).json()) as Answer;
  expect(answer).toMatchObject({ mode: 'keyword', keyword });
  expect(answer.channels[0]!.values.subscribers_net).toBeNull();
  expect(answer.channels[0]!.values.videos_matched).toBeGreaterThanOrEqual(1);
  await chooseColumn(page, 'zh-TW', 'videos_matched');
  await expect(page.getByTestId('comparison-cell-videos_matched').first()).toHaveText(String(answer.channels[0]!.values.videos_matched));
  // Net subscribers is a channel figure: not a column in keyword mode.
  await expect(page.getByTestId('comparison-head-subscribers_net')).toHaveCount(0);
  await screenshot(page, 'insight-comparison-keyword-zh-TW', { fullPage: true });
});

for (const language of ['en', 'ja'] as const) {
  test(`the comparison in ${language}, at desktop and phone width, with its CSV`, async ({ page }) => {
    await signIn(page, demoEmail('staff'));
    await page.getByTestId('language-select').selectOption(language);
    const [current, second] = await channels(page);
    await openComparison(page, current!.id);
    const answer = await pick(page, second!);
    const texts = insight(language).comparison;
    await expect(page.getByTestId('insight-comparison')).toContainText(texts.title as unknown as string);
    await expect(page.getByTestId('comparison-head-views')).toHaveText(columnName(language, 'views'));
    const csv = await exportCsv(page);
    expect(csv[0]!.slice(0, 3)).toEqual([texts.csv!.channel, texts.csv!.channelId, columnName(language, 'views')]);
    expect(csv.slice(1).map((r) => r[1])).toEqual(answer.channels.map((c) => c.channel_id));
    await screenshot(page, `insight-comparison-${language}`, { fullPage: true });

    await page.setViewportSize(PHONE_VIEWPORT);
    await expect(page.getByTestId('comparison-table')).toBeVisible();
    // The chart follows the new width before the page is measured.
    await page.waitForFunction(() => {
      const chart = document.querySelector('[data-testid="comparison-chart"] svg');
      return chart !== null && chart.getBoundingClientRect().width <= window.innerWidth;
    });
    await expectNoSidewaysScroll(page);
    await screenshot(page, `insight-comparison-${language}-phone`, { fullPage: true });
  });
}
