// Issue 23, small faults seen: the channel's daily charts fit a phone (390 px), in each language.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demoEmail, drawDeferredSections, PHONE_VIEWPORT, screenshot, signIn, t } from './helpers.ts';

test("the channel's daily charts stay inside a phone's screen", async ({ page }) => {
  await signIn(page, demoEmail('staff'));
  await expect(page).toHaveURL(/\/overview/);
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.reload();
  // Below the fold on a phone: drawn as the reader comes near them.
  await expect(page.getByTestId('kpi-views')).toBeVisible();
  await drawDeferredSections(page);
  await expectChartsInside(page, ['overview-trend', 'overview-engagement']);
  // The analytics page's daily revenue: money on its axis; in each language (their dates and money differ).
  const analytics = page.url().replace(/\/overview.*$/, '/analytics');
  for (const language of ['zh-TW', 'ja', 'en']) {
    const saved = await page.request.post('/api/v1/edit_user_info', { data: { language }, headers: { 'x-chorus-csrf': '1' } });
    expect(saved.ok()).toBe(true);
    await page.goto(analytics);
    await page.reload();
    await expectChartsInside(page, ['analytics-daily'], language);
  }
  await page.request.post('/api/v1/edit_user_info', { data: { language: 'zh-TW' }, headers: { 'x-chorus-csrf': '1' } });
});

async function expectChartsInside(page: Page, names: string[], language = 'zh-TW') {
  for (const name of names) {
    const chart = page.getByTestId(`chart-${name}`);
    await expect(chart).toHaveAttribute('data-drawn', 'true');
    await chart.scrollIntoViewIfNeeded();
    await screenshot(page, `small-faults-${name}-${language}-390`);
    // The chart's box, and everything it drew, within the screen's width.
    const box = (await chart.boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    const drawn = await chart.evaluate((host) => {
      const hostBox = host.getBoundingClientRect();
      let left = Infinity;
      let right = -Infinity;
      for (const el of Array.from(host.querySelectorAll('svg text, svg path, svg rect'))) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        left = Math.min(left, r.left);
        right = Math.max(right, r.right);
      }
      return { left, right, hostLeft: hostBox.left, hostRight: hostBox.right };
    });
    expect(drawn.left, `${name} drawn left`).toBeGreaterThanOrEqual(Math.max(0, drawn.hostLeft) - 1);
    expect(drawn.right, `${name} drawn right`).toBeLessThanOrEqual(Math.min(PHONE_VIEWPORT.width, drawn.hostRight) + 1);
  }
}

test('the request form says which field stops the save and goes to it, on a phone', async ({ page }) => {
  await signIn(page, demoEmail('advertiser'));
  await page.setViewportSize(PHONE_VIEWPORT);
  // The demo advertiser's draft package.
  await page.goto('/dashboard/collabUpcoming/package?id=1');
  await page.getByTestId('request-form-edit').click();
  const brand = page.getByTestId('form-brand_name');
  await brand.fill('');
  const save = page.getByTestId('request-form-save');
  await save.scrollIntoViewIfNeeded();
  await expect(brand).not.toBeInViewport();
  // Not greyed without a word: it answers, names the field, and takes the person there.
  await expect(save).toBeEnabled();
  await save.click();
  const blocked = page.getByTestId('request-form-blocked');
  await expect(blocked).toContainText(t('zh-TW', 'deals', 'form.brand'));
  await expect(brand).toBeFocused();
  await expect(brand).toBeInViewport();
  await screenshot(page, 'small-faults-request-form-390');
});
