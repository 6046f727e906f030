// Creator discovery (issue 26): staff searches a keyword over the network and the stored public
// candidates (the e2e server has no Data API key, so YouTube is not asked and the page says so),
// exports the list, saves a creator to a new prospect list, and walks it through the pipeline to
// "signed", which invites the creator (the page says so). The viewer reads the list and the
// prospects without a write control. The video search's channel link opens a channel's card.
// Desktop (1440) and phone (390) screenshots.
import { expect, test } from './fixtures.ts';
import { demoEmail, openFromNav, PHONE_VIEWPORT, screenshot, signInAt, t } from './helpers.ts';

const zh = (key: string) => t('zh-TW', 'exploration', key);
const DESKTOP = { width: 1440, height: 900 };

test('staff: a keyword to a signed prospect', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAt(page, demoEmail('staff'), '/dashboard/info');
  await openFromNav(page, 'exploration');
  await expect(page.getByRole('heading', { level: 1, name: t('zh-TW', 'nav', 'pages.exploration') })).toBeVisible();
  await expect(page.getByTestId('quota-left')).toContainText('100');

  await page.getByTestId('discovery-query').fill('京都');
  await expect(page.getByTestId('search-note')).toHaveText(zh('quota.noApiKey'));
  const rows = page.getByTestId('candidate-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(1);
  for (const origin of await page.getByTestId('candidate-origin').allTextContents()) expect(origin).toMatch(/YouTube|聯播網/);
  await screenshot(page, 'exploration-discover-1440');

  // The list as a file, with its filters.
  const download = page.waitForEvent('download');
  await page.getByTestId('discovery-export-csv').click();
  expect((await download).suggestedFilename()).toBe('creators.csv');

  // Save a creator not saved yet to a new list.
  const row = rows.filter({ has: page.getByTestId('candidate-save') }).first();
  const channelId = (await row.getAttribute('data-channel'))!;
  await row.getByTestId('candidate-save').click();
  await page.getByRole('combobox', { name: zh('save.list') }).click();
  await page.getByRole('option', { name: zh('save.newList') }).click();
  await page.getByTestId('save-prospect-name').fill('E2E 京都旅行');
  await page.getByTestId('save-prospect-submit').click();
  await expect(page.getByTestId('save-prospect-dialog')).toBeHidden();
  await expect(page.locator(`[data-testid="candidate-row"][data-channel="${channelId}"]`).getByTestId('candidate-save')).toHaveCount(0);

  // The pipeline: contacted, then signed with an address; signing invites the creator.
  await page.getByTestId('tab-prospects').click();
  const prospect = page.locator(`[data-testid="prospect-row"][data-channel="${channelId}"]`);
  await expect(prospect.getByTestId('prospect-stage-chip')).toHaveText(zh('stages.found'));
  for (const stage of ['contacted', 'signed'] as const) {
    await prospect.getByTestId('prospect-move').click();
    await page.getByRole('combobox', { name: zh('status.stage') }).click();
    await page.getByTestId(`stage-${stage}`).click();
    if (stage === 'signed') {
      await expect(page.getByTestId('signed-note')).toHaveText(zh('status.signedNote'));
      await page.getByTestId('status-email').fill('kyoto.e2e@example.jp');
      await screenshot(page, 'exploration-sign-1440');
    }
    await page.getByTestId('status-submit').click();
    await expect(page.getByTestId('status-dialog')).toBeHidden();
    await expect(prospect.getByTestId('prospect-stage-chip')).toHaveText(zh(`stages.${stage}`));
  }
  await expect(prospect.getByTestId('prospect-invited')).toHaveText(zh('prospects.invited'));
  await expect(prospect.getByTestId('prospect-move')).toHaveCount(0);
  await screenshot(page, 'exploration-prospects-1440');

  // A channel's card, as the video search links it.
  await page.goto(`/dashboard/exploration?channel=${channelId}`);
  await expect(page.getByTestId('candidate-row')).toHaveCount(1);

  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/dashboard/exploration');
  await expect(page.getByTestId('candidate-row').first()).toBeVisible();
  await screenshot(page, 'exploration-discover-390');
  await page.getByTestId('tab-prospects').click();
  await expect(prospect).toBeVisible();
  await screenshot(page, 'exploration-prospects-390');
});

test('viewer: reads the creators and the prospects without writes', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAt(page, demoEmail('viewer'), '/dashboard/exploration');
  await expect(page.getByTestId('candidate-row').first()).toBeVisible();
  await expect(page.getByTestId('candidate-save')).toHaveCount(0);
  await expect(page.getByTestId('quota-cost')).toHaveCount(0);
  await page.getByTestId('tab-prospects').click();
  await expect(page.getByTestId('prospect-row').first()).toBeVisible();
  await expect(page.getByTestId('prospect-move')).toHaveCount(0);
  await screenshot(page, 'exploration-viewer-1440');
  // The server refuses the viewer's write all the same.
  const refused = await page.request.post('/api/v1/exploration/prospects', {
    data: { channel_id: 'UCviewerProbe0000000000', list_name: 'Viewer list' },
    headers: { 'x-chorus-csrf': '1', origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('errors.forbidden');
});
