// Video search (issue 26, videoSearch): staff opens the page from the navigation, searches the
// network's videos by a word in Chinese, narrows to Shorts and back, and follows a result's channel
// to its discovery card. Desktop (1440) and phone (390) screenshots.
import { expect, test } from './fixtures.ts';
import { demoEmail, openFromNav, PHONE_VIEWPORT, screenshot, signInAt, t } from './helpers.ts';

const zh = (key: string) => t('zh-TW', 'videos', key);

test('staff: a word to its videos, Shorts only, and a channel to its discovery card', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, demoEmail('staff'), '/dashboard/info');
  await openFromNav(page, 'videoSearch');
  await expect(page.getByRole('heading', { level: 1, name: t('zh-TW', 'nav', 'pages.videoSearch') })).toBeVisible();

  await page.getByTestId('video-query').fill('開箱');
  const rows = page.getByTestId('video-row');
  await expect(rows.first()).toBeVisible();
  const summary = page.getByTestId('video-summary');
  // "共 N 部影片 · 搜尋字詞：開箱", N as the number of rows or more (a page holds 20).
  await expect(summary).toContainText('開箱');
  const total = Number(/共 ([\d,]+) 部影片/.exec((await summary.textContent())!)![1]!.replaceAll(',', ''));
  expect(total).toBeGreaterThanOrEqual(await rows.count());
  await screenshot(page, 'video-search-1440');

  // Shorts only: every row carries the Shorts mark (or the page says none match).
  await page.getByRole('combobox', { name: zh('filters.duration') }).click();
  await page.getByRole('option', { name: zh('durations.shorts'), exact: true }).click();
  await expect
    .poll(async () => {
      const texts = await rows.allTextContents();
      return texts.length > 0 ? texts.every((text) => text.includes(zh('short'))) : await page.getByTestId('videos-empty').isVisible();
    })
    .toBe(true);
  await screenshot(page, 'video-search-shorts-1440');

  // Back to every length, then a result's channel opens its discovery card.
  await page.getByRole('combobox', { name: zh('filters.duration') }).click();
  await page.getByRole('option', { name: zh('filters.anyDuration'), exact: true }).click();
  await expect(summary).toContainText(`共 ${total.toLocaleString('en-US')} 部影片`);
  const channel = rows.first().getByRole('link', { name: /^開啟頻道/ });
  const channelTitle = (await channel.textContent())!;
  await channel.click();
  await expect(page).toHaveURL(/\/dashboard\/exploration\?channel=/);
  await expect(page.getByTestId('candidate-row')).toHaveCount(1);
  await expect(page.getByTestId('candidate-row')).toContainText(channelTitle);

  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goBack();
  await page.getByTestId('video-query').fill('開箱');
  await expect(summary).toContainText('開箱');
  await expect(rows.first()).toBeVisible();
  await screenshot(page, 'video-search-390', { fullPage: true });
});
