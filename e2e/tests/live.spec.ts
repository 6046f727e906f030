// Issue 27: the live streams page (videoStream, spec 2 singles) walked in zh-TW, ja and en by a
// channel owner: their gaming channel's upcoming and recent streams with Super Chat, sorting by
// peak viewers, the notice for months whose CMS reports are not in yet; their food channel says it
// has no streams and what will bring them. At desktop (1440 px) and phone (390 px) width.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, workerBaseUrl } from './fixtures.ts';
import { apiAs } from './access-admin.ts';
import { demoEmail, PHONE_VIEWPORT, screenshot, signInAt, t, type Language } from './helpers.ts';

const liveTexts = (language: Language) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../packages/i18n/locales/${language}/live.json`), 'utf8')) as {
    notice: { noStreams: string };
    upcoming: { title: string };
    recent: { title: string };
    column: { peak: string };
  };

let gaming = '';
let food = '';

test.beforeAll(async () => {
  const owner: APIRequestContext = await apiAs(workerBaseUrl(), demoEmail('user_owner'));
  const info = (await (await owner.get('/api/v1/user_info')).json()) as { channels: { channel_id: string }[] };
  for (const { channel_id } of info.channels) {
    const answer = (await (await owner.get(`/api/v1/channels/${channel_id}/live`)).json()) as { streams: unknown[] };
    if (answer.streams.length > 0 && !gaming) gaming = channel_id;
    if (answer.streams.length === 0 && !food) food = channel_id;
  }
  await owner.dispose();
  expect(gaming).not.toBe('');
  expect(food).not.toBe('');
});

for (const language of ['zh-TW', 'ja', 'en'] as const) {
  test(`a channel owner reads their streams in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // The channel pages make the address's channel the current one; the live page follows it.
    await signInAt(page, demoEmail('user_owner'), `/dashboard/ch/${gaming}/overview`, { language });
    await page.getByTestId('nav-item-videoStream').click();
    await expect(page).toHaveURL(/\/dashboard\/videoStream$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(language, 'nav', 'pages.videoStream'));
    const texts = liveTexts(language);
    await expect(page.getByText(texts.upcoming.title)).toBeVisible();
    await expect(page.getByTestId('live-upcoming-item')).toHaveCount(2);
    const rows = page.getByTestId('live-streams-table').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(10);
    await expect(page.getByTestId('live-kpi-superChat-value')).toHaveText(/\d/);
    await expect(page.getByTestId('live-notice-cmsPending')).toBeVisible();
    // Nothing internal reaches the reader.
    await expect(page.getByTestId('live-page')).not.toContainText(/completed|upcoming|not_granted|super_chat/);

    // Sorting by peak viewers: most first, then fewest first.
    const headers = await page.getByTestId('live-streams-table').locator('thead th').allTextContents();
    const peakIndex = headers.findIndex((text) => text.includes(texts.column.peak));
    expect(peakIndex).toBeGreaterThan(0);
    const peaks = async () =>
      (await rows.locator(`td:nth-child(${peakIndex + 1})`).allTextContents()).slice(0, 5).map((text) => Number(text.replace(/[^\d]/g, '')));
    await page.getByTestId('live-sort-peak').click();
    const down = await peaks();
    expect(down).toEqual([...down].sort((a, b) => b - a));
    await page.getByTestId('live-sort-peak').click();
    const up = await peaks();
    expect(up).toEqual([...up].sort((a, b) => a - b));
    await screenshot(page, `live-${language}-1440`, { fullPage: true });

    await page.setViewportSize(PHONE_VIEWPORT);
    await expect(page.getByTestId('live-kpi-streams')).toBeVisible();
    await screenshot(page, `live-${language}-390`);

    // A channel without streams says so, and what will bring them.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/dashboard/ch/${food}/overview`);
    await page.getByTestId('nav-item-videoStream').click();
    await expect(page.getByTestId('live-notice-noStreams')).toHaveText(texts.notice.noStreams);
    await expect(page.getByTestId('live-recent-empty')).toBeVisible();
    await expect(page.getByTestId('live-upcoming-empty')).toBeVisible();
    await expect(page.getByTestId('live-split-empty')).toBeVisible();
    if (language === 'en') await screenshot(page, 'live-en-no-streams-1440');
  });
}
