// The video data manager (issue 29, videoData) through the real server and its demo video API: the
// channel's owner chooses two videos, finds and replaces a phrase in their descriptions, sees every
// change before and after with the quota it costs, applies it, and sees the run's result per video
// (the job runs in the server's worker). Screenshots at 1440 and 390 px; axe on the page.
import { DESKTOP_VIEWPORT, expectNoSeriousFaults, settled } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { demoEmail, PHONE_VIEWPORT, screenshot, signInAt, t } from './helpers.ts';

test.use({ viewport: DESKTOP_VIEWPORT, bypassCSP: true });

test('find and replace on two videos: preview with before, after and quota, apply, results', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAt(page, demoEmail('user_owner'), '/dashboard/videoData', { language: 'zh-TW' });
  await expect(page.getByRole('heading', { level: 1, name: t('zh-TW', 'nav', 'pages.videoData') })).toBeVisible();
  const rows = page.getByTestId('video-row');
  await expect(rows.first()).toBeVisible();
  // The demo's history: the undone run says so.
  await expect(page.getByTestId('run-undone').first()).toBeVisible();
  await settled(page);
  await screenshot(page, 'video-data-1440', { fullPage: true });

  const chosen = [await rows.nth(0).getAttribute('data-video'), await rows.nth(1).getAttribute('data-video')];
  await rows.nth(0).getByTestId('video-choose').click();
  await rows.nth(1).getByTestId('video-choose').click();
  await page.getByTestId('bulk-find').fill('小鈴鐺');
  await page.getByTestId('bulk-replace').fill('通知鈴');
  await page.getByTestId('bulk-field-title').click();
  await page.getByTestId('bulk-field-description').click();
  await page.getByTestId('bulk-preview').click();

  const videos = page.getByTestId('preview-video');
  await expect(videos).toHaveCount(2);
  expect(await videos.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.video))).toEqual(chosen);
  for (let i = 0; i < 2; i++) {
    const field = videos.nth(i).getByTestId('preview-field');
    await expect(field).toHaveAttribute('data-field', 'description');
    await expect(field.getByTestId('preview-before')).toContainText('開啟小鈴鐺！');
    await expect(field.getByTestId('preview-after')).toContainText('開啟通知鈴！');
  }
  await expect(page.getByTestId('preview-quota')).toContainText('更新 2 支影片，使用頻道每日配額 100 單位');
  await settled(page);
  await screenshot(page, 'video-data-preview-1440', { fullPage: true });
  await page.setViewportSize(PHONE_VIEWPORT);
  await screenshot(page, 'video-data-preview-390', { fullPage: true });
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await expectNoSeriousFaults(page, 'video-data-preview');

  await page.getByTestId('preview-apply').click();
  await expect(page.getByTestId('change-preview')).toHaveCount(0);
  const run = page.getByTestId('run').first();
  await expect(run).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(run.getByTestId('run-counts')).toContainText('已更新 2、遭拒絕 0、未送出 0');
  const results = run.getByTestId('run-result');
  await expect(results).toHaveCount(2);
  await expect(results.getByTestId('run-result-state').first()).toHaveText(t('zh-TW', 'videoData', 'runs.results.applied'));
  await expect(run.getByTestId('run-undo')).toBeVisible();
  // The list now shows the new descriptions.
  await expect(rows.first()).toContainText('開啟通知鈴！');
  await page.setViewportSize(PHONE_VIEWPORT);
  await settled(page);
  await screenshot(page, 'video-data-390', { fullPage: true });
});
