// Issue 13, language part: the analysis box on the inspiration page's analyze tab. Staff paste a
// zh-TW, a Japanese and an English comment and read, in each interface language, what Chorus makes
// of them (language, sentiment, direction, words); nothing pasted is refused with the translated
// message; at phone width the box does not overflow sideways. A viewer sees the page without the box.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { channelIdsSeenBy, demoEmail, expectNoSidewaysScroll, type Language, PHONE_VIEWPORT, screenshot, signInAt, t } from './helpers.ts';

const COMMENTS = ['這部影片不好看，浪費時間', 'めっちゃ参考になりました！', 'What is the background music?'];
/** Written by hand: what each comment is. */
const EXPECTED = [
  { language: 'zh-TW', sentiment: 'negative', token: '浪費' },
  { language: 'ja', sentiment: 'positive', token: '参考' },
  { language: 'en', sentiment: 'neutral', token: 'background' },
] as const;

let channel = '';

test.beforeAll(async ({ playwright }) => {
  channel = (await channelIdsSeenBy(playwright.request, demoEmail('user_owner')))[0]!;
});

async function chooseLanguage(page: Page, language: Language): Promise<void> {
  const labels: Record<Language, string> = { 'zh-TW': '正體中文', ja: '日本語', en: 'English' };
  await page.getByTestId('language-select').selectOption({ label: labels[language] });
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh-TW' ? 'zh-Hant-TW' : language);
}

test('staff analyse pasted comments in each language, and nothing pasted is refused', async ({ page }) => {
  await signInAt(page, demoEmail('staff'), `/dashboard/ch/${channel}/inspiration?tab=analyze`);
  const box = page.getByTestId('insight-analyze');
  for (const language of ['zh-TW', 'ja', 'en'] as const) {
    if (language !== 'zh-TW') await chooseLanguage(page, language);
    await expect(box).toContainText(t(language, 'insight', 'language.title'));
    const input = box.getByTestId('insight-analyze-input');
    await input.fill('');
    await box.getByTestId('insight-analyze-submit').click();
    await expect(box).toContainText(t(language, 'messages', 'validation.insightTextsRequired'));

    await input.fill(COMMENTS.join('\n'));
    await box.getByTestId('insight-analyze-submit').click();
    const results = box.getByTestId('insight-analyze-result');
    await expect(results).toHaveCount(3);
    for (const [i, expected] of EXPECTED.entries()) {
      const result = results.nth(i);
      await expect(result).toContainText(COMMENTS[i]!);
      await expect(result.getByTestId('insight-analyze-sentiment')).toHaveAttribute('data-sentiment', expected.sentiment);
      await expect(result.getByTestId('insight-analyze-sentiment')).toHaveText(t(language, 'insight', `language.sentiments.${expected.sentiment}`));
      await expect(result.getByTestId('insight-analyze-language')).toHaveText(t(language, 'insight', `language.languages.${expected.language}`));
      await expect(result.getByTestId('insight-analyze-tokens')).toContainText(expected.token);
    }
    await screenshot(page, `insight-language-${language}`, { fullPage: true });
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect(results.first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `insight-language-${language}-phone`, { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  }
});

test('a viewer reads the inspiration page without the analysis box', async ({ page }) => {
  await signInAt(page, demoEmail('viewer'), `/dashboard/ch/${channel}/inspiration?tab=analyze`);
  await expect(page.getByTestId('channel-page-title').or(page.locator('main'))).toBeVisible();
  await expect(page.getByTestId('insight-analyze')).toHaveCount(0);
  const answer = await page.request.post('/api/v1/insight/analyze', { data: { texts: ['讚'] }, headers: { 'x-chorus-csrf': '1' } });
  expect(answer.status()).toBe(403);
});
