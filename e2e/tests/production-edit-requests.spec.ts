// The editing requests page (issue 29, videoEditor) through the real server: a channel owner asks
// for an edit and uploads footage to it by the resumable upload (zh-TW); the network's staff sees it
// in the list and the workload, takes it, and the history shows both moves (en); the owner plays a
// demo cut, jumps to a timecoded comment and comments at the player's time (ja). Each page is
// checked with axe at 1440 and 390 px, with screenshots at both widths. Last, the owner approves a cut
// (ja), the network publishes it with its video id (en) and the owner finds the video (zh-TW).
import type { Page } from '@playwright/test';
import { DESKTOP_VIEWPORT, expectNoSeriousFaults, settled } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { demoEmail, screenshotBothWidths, signInAt, t, type Language } from './helpers.ts';

const e = (language: Language, key: string) => t(language, 'editing', key);
const runId = Date.now().toString(36);
const title = `Vlog ${runId}`;
let requestId = 0;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: DESKTOP_VIEWPORT, bypassCSP: true });

async function lookAt(page: Page, name: string) {
  await settled(page);
  await screenshotBothWidths(page, name);
  await expectNoSeriousFaults(page, name);
}

test('the owner asks for an edit and uploads footage to it (zh-TW)', async ({ page }) => {
  await signInAt(page, demoEmail('user_owner'), '/dashboard/videoEditor', { language: 'zh-TW' });
  await expect(page.getByRole('heading', { level: 1, name: t('zh-TW', 'nav', 'pages.videoEditor') })).toBeVisible();
  // The demo's seven requests, the overdue one marked, the one nobody took said so.
  const overdue = page.getByTestId('edit-request-table').getByRole('row', { name: /Weekly Q&A episode 42/ });
  await expect(overdue).toContainText(e('zh-TW', 'overdue'));
  await expect(page.getByTestId('edit-request-table').getByRole('row', { name: /東京旅遊 Vlog 粗剪/ })).toContainText(e('zh-TW', 'notTaken'));
  // The owner holds no editor's view.
  await expect(page.getByTestId('edit-workload')).toHaveCount(0);
  await lookAt(page, 'production-edit-requests-owner');

  await page.getByTestId('edit-ask-open').click();
  await page.getByTestId('edit-ask-submit').click();
  await expect(page.getByTestId('edit-ask-dialog')).toContainText(t('zh-TW', 'messages', 'validation.editRequired'));
  await page.getByTestId('edit-ask-title').fill(title);
  await page.getByTestId('edit-ask-brief').fill('剪成 10 分鐘，開頭 15 秒內要有亮點。');
  await page.getByTestId('edit-ask-due').fill('2099-03-01');
  await page.getByTestId('edit-ask-footage').fill('https://drive.example.com/footage/e2e');
  await page.getByTestId('edit-ask-submit').click();
  await expect(page).toHaveURL(/videoEditor\?request=\d+/);
  requestId = Number(new URL(page.url()).searchParams.get('request'));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('edit-status')).toHaveText(e('zh-TW', 'status.requested'));
  await expect(page.getByTestId('edit-history-0')).toContainText(e('zh-TW', 'history.asked').replace('{{name}}', '蔡依林 Studio'));

  // Footage by the resumable upload: the limit shown before, the file listed once it has arrived.
  await expect(page.getByTestId('edit-footage-upload-limit')).toContainText('20 GB');
  await page.getByTestId('edit-footage-upload-input').setInputFiles({ name: 'day1.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(300_000, 7) });
  await expect(page.getByTestId('edit-footage-upload-done')).toBeVisible();
  await expect(page.getByTestId('edit-footage-files')).toContainText('day1.mp4');
  await lookAt(page, 'production-edit-request-asked');
});

test('the staff sees it, takes it, and the history shows who moved it when (en)', async ({ page }) => {
  await signInAt(page, demoEmail('staff'), '/dashboard/videoEditor', { language: 'en' });
  await expect(page.getByTestId('edit-workload')).toBeVisible();
  await expect(page.getByTestId('edit-workload-unassigned')).toContainText('not taken yet');
  await expect(page.getByTestId(`edit-request-${requestId}-editor`)).toHaveText(e('en', 'notTaken'));
  await lookAt(page, 'production-edit-requests-staff');
  await page.getByTestId(`edit-request-${requestId}-open`).click();
  await expect(page.getByTestId('edit-editor')).toHaveText(e('en', 'notTaken'));
  await page.getByTestId('edit-move-in_edit').click();
  await page.getByTestId('edit-move-note').fill('Starting today.');
  await page.getByTestId('edit-move-confirm').click();
  await expect(page.getByTestId('edit-status')).toHaveText(e('en', 'status.in_edit'));
  await expect(page.getByTestId('edit-editor')).not.toHaveText(e('en', 'notTaken'));
  await expect(page.getByTestId('edit-history-1')).toContainText('from Requested to In edit');
  await expect(page.getByTestId('edit-history-1')).toContainText('Starting today.');
  // The editor delivers next: the upload of a cut is offered, the creator's review is not.
  await expect(page.getByTestId('edit-cut-upload')).toBeVisible();
  await expect(page.getByTestId('edit-move-approved')).toHaveCount(0);
  await lookAt(page, 'production-edit-request-taken');

  // The cut arrives but its delivery is cut off (the connection drops): after a reload the editor
  // finds it listed as not delivered, and delivers it from there.
  await page.route('**/api/v1/production/edit-requests/*/versions', (route) => route.abort('connectionreset'));
  await page.getByTestId('edit-cut-upload-input').setInputFiles({ name: 'cut-v1.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(200_000, 3) });
  await expect(page.getByTestId('edit-cut-upload-done')).toBeVisible();
  await expect(page.getByTestId('edit-deliver-failed')).toBeVisible();
  await page.unroute('**/api/v1/production/edit-requests/*/versions');
  await page.reload();
  const undelivered = page.getByTestId('edit-undelivered');
  await expect(undelivered).toContainText(e('en', 'deliver.undelivered'));
  await expect(undelivered.getByRole('link', { name: 'cut-v1.mp4' })).toBeVisible();
  await lookAt(page, 'production-edit-request-undelivered');
  await undelivered.getByRole('button', { name: e('en', 'deliver.deliverFile') }).click();
  await expect(page.getByTestId('edit-deliver-done')).toHaveText(e('en', 'deliver.done').replace('{{version}}', '1'));
  await expect(page.getByTestId('edit-undelivered')).toHaveCount(0);
});

test('the owner plays a demo cut, jumps to a comment and comments at the player’s time (ja)', async ({ page }) => {
  await signInAt(page, demoEmail('user_owner'), '/dashboard/videoEditor?status=in_review', { language: 'ja' });
  await page.getByTestId('edit-request-table').getByRole('link', { name: '料理シリーズ 第8回' }).click();
  const player = page.getByTestId('edit-player');
  await expect(player).toBeVisible();
  // The cut loads through byte ranges and plays (a 3-second demo clip).
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  expect(await player.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(3);
  await player.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  await player.evaluate((v: HTMLVideoElement) => v.pause());
  // The demo comment at 0:01.5: a click seeks there.
  await page
    .getByTestId('edit-comments')
    .getByRole('button', { name: /0:01\.5/ })
    .click();
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(1.5, 1);
  // A comment at the player's time.
  await player.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 2.2;
  });
  await expect(page.getByTestId('edit-comment-at')).toHaveValue('0:02.2');
  await page.getByTestId('edit-comment-text').fill(`テロップを少し大きく ${runId}`);
  await page.getByTestId('edit-comment-submit').click();
  const added = page.getByTestId('edit-comments').getByText(`テロップを少し大きく ${runId}`);
  await expect(added).toBeVisible();
  await expect(page.getByTestId('edit-comments').getByRole('button', { name: /0:02\.2/ })).toBeVisible();
  await lookAt(page, 'production-edit-request-review');
});

test('the owner approves the cut (ja); the network publishes it with its video id (en); the owner finds the video (zh-TW)', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAt(page, demoEmail('user_owner'), '/dashboard/videoEditor?status=in_review', { language: 'ja' });
  await page.getByTestId('edit-request-table').getByRole('link', { name: '料理シリーズ 第8回' }).click();
  await expect(page).toHaveURL(/videoEditor\?request=\d+/);
  const address = new URL(page.url());
  const path = `${address.pathname}${address.search}`;
  await page.getByTestId('edit-move-approved').click();
  await page.getByTestId('edit-move-confirm').click();
  await expect(page.getByTestId('edit-status')).toHaveText(e('ja', 'status.approved'));

  const network = await browser.newContext({ baseURL, viewport: DESKTOP_VIEWPORT });
  const admin = await network.newPage();
  await signInAt(admin, demoEmail('admin'), path, { language: 'en' });
  await admin.getByTestId('edit-move-published').click();
  await admin.getByTestId('edit-move-video').fill('dQw4w9WgXcQ');
  await admin.getByTestId('edit-move-confirm').click();
  await expect(admin.getByTestId('edit-status')).toHaveText(e('en', 'status.published'));
  await network.close();

  await signInAt(page, demoEmail('user_owner'), path, { language: 'zh-TW' });
  await expect(page.getByTestId('edit-status')).toHaveText(e('zh-TW', 'status.published'));
  await expect(page.getByTestId('edit-published-video')).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  // Once published nothing moves it any more.
  await expect(page.locator('[data-testid^="edit-move-"]')).toHaveCount(0);
});
