// The inspiration page's similar sections in the browser (issue 13, similar part): the top 6
// similar channels on the channel's topic with their scores' parts and reasons (fewer, with why, when
// fewer share its topic: issue 23), custom similar channels compared side by side (the picker,
// the spec 8 messages), keyword gaps and the content licensing price, in 正體中文, 日本語 and
// English, and on a 390 px phone without sideways scrolling. Staff sees every channel and records
// prices; the demo seeds custom lists and prices on some channels.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demoEmail, openLogin, PHONE_VIEWPORT, screenshot, submitLogin, DEMO_PASSWORD, type Language } from './helpers.ts';

const localesDir = path.resolve(import.meta.dirname, '../../packages/i18n/locales');
const catalogue = (language: Language, namespace: string) => JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8'));
/** A text of the insight namespace's similar part (or messages), e.g. similar('en', 'top.title'). */
function text(language: Language, namespace: 'insight' | 'messages', key: string): string {
  let value: unknown = catalogue(language, namespace);
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no text ${namespace}:${key} in ${language}`);
  return value;
}
const similar = (language: Language, key: string) => text(language, 'insight', `similar.${key}`);
const languageLabels: Record<Language, string> = { 'zh-TW': '正體中文', ja: '日本語', en: 'English' };

async function signInAs(page: Page, key: string, language: Language): Promise<void> {
  await openLogin(page);
  await page.getByTestId('language-select').selectOption({ label: languageLabels[language] });
  await submitLogin(page, demoEmail(key), DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/.+/);
}

/** The demo intensive cooperative owner's first channel: the demo keeps a custom similar list on it. */
async function showcaseChannel(page: Page): Promise<string> {
  const answer = await page.request.get('/api/v1/channels?page_size=10');
  expect(answer.ok()).toBe(true);
  const items = ((await answer.json()) as { items: { channel_id: string }[] }).items;
  for (const item of items) {
    const custom = await page.request.get(`/api/v1/insight/channels/${item.channel_id}/custom_similar`);
    if (((await custom.json()) as { channel_ids: string[] }).channel_ids.length > 0) return item.channel_id;
  }
  return items[0]!.channel_id;
}

/** The similar answer: its channels, and how many share the channel's topic. */
async function similarAnswer(page: Page, channel: string): Promise<{ items: unknown[]; same_topic: number }> {
  const answer = await page.request.get(`/api/v1/insight/channels/${channel}/similar`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { items: unknown[]; same_topic: number };
}

async function noSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

for (const language of ['zh-TW', 'ja', 'en'] as const) {
  test(`the similar sections in ${language}`, async ({ page }) => {
    await signInAs(page, 'staff', language);
    const channel = await showcaseChannel(page);
    await page.goto(`/dashboard/ch/${channel}/inspiration`);
    const top = page.getByTestId('similar-channels');
    await expect(top.getByText(similar(language, 'top.title'), { exact: true })).toBeVisible();
    // Only channels on its topic, never padded: fewer than 6 says how many and why.
    const answer = await similarAnswer(page, channel);
    expect(answer.items.length).toBe(Math.min(6, answer.same_topic));
    expect(answer.items.length).toBeGreaterThan(0);
    await expect(top.getByTestId('similar-channel')).toHaveCount(answer.items.length);
    if (answer.items.length < 6) await expect(top.getByTestId('similar-shortfall')).toContainText(String(answer.same_topic));
    // Every channel shown has a score, its parts and at least one reason, in the page's language.
    for (const card of await top.getByTestId('similar-channel').all()) {
      await expect(card.getByTestId('similar-reason').first()).toBeVisible();
      await expect(card.getByTestId('similar-parts')).toContainText(similar(language, 'factors.tags'));
      expect(Number(await card.getByTestId('similar-score').textContent())).toBeGreaterThan(0);
    }
    const custom = page.getByTestId('custom-similar');
    await expect(custom.getByText(similar(language, 'custom.title'), { exact: true })).toBeVisible();
    await expect(custom.getByTestId('compared-channel').first()).toContainText(similar(language, 'custom.thisChannel'));
    await expect(custom.getByText(similar(language, 'custom.rows.subscribers'), { exact: true })).toBeVisible();
    await expect(page.getByTestId('keyword-gaps').getByText(similar(language, 'gaps.title'), { exact: true })).toBeVisible();
    await expect(page.getByTestId('licensing-price').getByText(similar(language, 'price.title'), { exact: true })).toBeVisible();
    await expect(page.getByTestId('licensing-price-save')).toHaveText(similar(language, 'price.save'));
    await screenshot(page, `insight-similar-${language}`, { fullPage: true });
  });
}

test('staff keeps custom similar channels and records a licensing price, with the spec 8 messages', async ({ page }) => {
  await signInAs(page, 'staff', 'zh-TW');
  const channel = await showcaseChannel(page);
  await page.goto(`/dashboard/ch/${channel}/inspiration`);
  const top = page.getByTestId('similar-channels');
  await expect(top.getByTestId('similar-channel')).toHaveCount((await similarAnswer(page, channel)).items.length);
  const pickedId = (await top.getByTestId('similar-channel').first().getAttribute('data-channel-id'))!;

  // An id that is no channel: the server answers "no matching channels found", nothing saved.
  await page.getByTestId('custom-similar-edit').click();
  const dialog = page.getByTestId('custom-similar-dialog');
  const picker = dialog.getByTestId('custom-similar-picker');
  await picker.fill('UCnoSuchChannel0000001');
  await picker.press('Enter');
  await dialog.getByTestId('confirm-action').click();
  await expect(dialog.getByTestId('custom-similar-refused')).toContainText(text('zh-TW', 'messages', 'errors.similarNoMatch').replace(/[:：].*$/, ''));
  // Remove the bad chip (the last one), add the best similar channel by its id, save.
  await dialog.locator('[data-testid="picked-channel"][data-channel-id="UCnoSuchChannel0000001"] svg').click();
  await picker.fill(pickedId);
  await picker.press('Enter');
  await dialog.getByTestId('confirm-action').click();
  await expect(page.getByTestId('toast').filter({ hasText: similar('zh-TW', 'custom.updated') })).toBeVisible();
  await expect(page.getByTestId('custom-similar').locator(`[data-testid="compared-channel"]`).last()).not.toContainText(similar('zh-TW', 'custom.thisChannel'));
  const saved = (await (await page.request.get(`/api/v1/insight/channels/${channel}/custom_similar`)).json()) as { channel_ids: string[] };
  expect(saved.channel_ids).toContain(pickedId);

  // The licensing price: "0" is refused in the field, a valid price is kept exactly.
  await page.getByTestId('licensing-price-amount').fill('0');
  await page.getByTestId('licensing-price-save').click();
  await expect(page.getByTestId('licensing-price').getByText(similar('zh-TW', 'price.invalid'))).toBeVisible();
  await page.getByTestId('licensing-price-amount').fill('12345.6');
  await page.getByTestId('licensing-price-currency').locator('..').click();
  await page.getByRole('option', { name: 'TWD' }).click();
  await page.getByTestId('licensing-price-save').click();
  // Whole NT$ on screen (issue 23), the cents on hover.
  await expect(page.getByTestId('licensing-price-value')).toContainText('NT$12,346');
  await expect(page.getByTestId('licensing-price-value').locator('[title="NT$12,345.60"]')).toHaveCount(1);
  const price = (await (await page.request.get(`/api/v1/insight/channels/${channel}/licensing_price`)).json()) as { price: { amount: string } };
  expect(price.price.amount).toBe('12345.60');
  await screenshot(page, 'insight-similar-edited', { fullPage: true });
});

test('the similar sections on a 390 px phone', async ({ page }) => {
  await signInAs(page, 'staff', 'ja');
  const channel = await showcaseChannel(page);
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto(`/dashboard/ch/${channel}/inspiration`);
  await expect(page.getByTestId('similar-channel')).toHaveCount((await similarAnswer(page, channel)).items.length);
  await expect(page.getByTestId('custom-similar-table')).toBeVisible();
  await expect(page.getByTestId('licensing-price-save')).toBeVisible();
  await noSideways(page);
  await screenshot(page, 'insight-similar-phone', { fullPage: true });
});
