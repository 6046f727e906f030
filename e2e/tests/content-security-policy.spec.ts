// The Content-Security-Policy the server sends with the app's pages (apps/server/src/http/web-app.ts)
// must fit what the built app really loads: signing in and reading the channel pages raise no CSP
// violation in Chromium (issue 9). A page that needs something new fails here before it ships.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { channelIdsOf, demoEmail, drawDeferredSections, openLogin, submitLogin, DEMO_PASSWORD } from './helpers.ts';

/**
 * Chromium reports a refusal of the policy on the console ("… violates the following Content Security
 * Policy directive …"), but not one that a script caught (zod's `new Function` probe was one): every
 * document also passes its `securitypolicyviolation` events to the console, so both are collected.
 */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.warn(`Content Security Policy event: ${event.violatedDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
    ),
  );
  return violations;
}

/** Waits until a channel page has drawn: data arrived and every chart finished. */
async function drawn(page: Page): Promise<void> {
  await expect(page.getByTestId('page-fetching')).toHaveCount(0);
  // Every section, those drawn only when the reader comes near them too.
  await drawDeferredSections(page);
  await expect(page.locator('[data-testid^="chart-"][data-drawn="false"]')).toHaveCount(0);
}

test('signing in and reading the channel pages break no rule of the Content-Security-Policy', async ({ page, request }) => {
  const [channel] = await channelIdsOf(request, demoEmail('user_owner'));
  expect(channel).toBeDefined();
  const violations = await collectViolations(page);

  const login = await page.goto('/login');
  const policy = login?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  await openLogin(page);
  await submitLogin(page, demoEmail('user_owner'), DEMO_PASSWORD);
  await expect(page.getByTestId('side-nav')).toBeVisible();

  for (const name of ['overview', 'content', 'audience', 'revenue']) {
    await page.goto(`/dashboard/ch/${channel}/${name}`);
    await expect(page.getByTestId('side-nav')).toBeVisible();
    await drawn(page);
  }
  // Hovering a chart opens ECharts' tooltip, which styles itself at run time.
  await page.goto(`/dashboard/ch/${channel}/overview`);
  await drawn(page);
  const chart = page.locator('[data-testid^="chart-"]').first();
  await chart.hover({ position: { x: 200, y: 100 } });
  await page.goto('/dashboard/info');
  await expect(page.getByTestId('side-nav')).toBeVisible();

  expect(violations).toEqual([]);
});
