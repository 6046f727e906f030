// /api/docs is a real OpenAPI viewer (swagger-ui) whose files all come from this server, working
// under the page's own content security policy: the sign-in operation shows its request body and
// answer shapes.
import { routesByArea } from '@chorus/contract';
import { expect, test } from './fixtures.ts';
import { PHONE_VIEWPORT, screenshot } from './helpers.ts';

test('the API docs viewer loads from this server and shows the sign-in operation with its shapes', async ({ page, baseURL }) => {
  const origins = new Set<string>();
  page.on('request', (request) => {
    if (!request.url().startsWith('data:')) origins.add(new URL(request.url()).origin);
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/api/docs');
  // Operations are grouped by area, each group closed until opened.
  await expect(page.locator('.opblock-tag')).toHaveCount(Object.keys(routesByArea).length);
  await page.locator('.opblock-tag[data-tag="auth"]').click();
  const login = page.locator('.opblock-post').filter({ has: page.locator('[data-path="/api/v1/login"]') });
  await expect(login).toHaveCount(1);
  await expect(login).toContainText('Sign in with e-mail or account name');
  await login.locator('.opblock-summary').first().click();
  await expect(login.locator('.opblock-body')).toBeVisible();
  await expect(login.getByText('Request body')).toBeVisible();
  await expect(login).toContainText('Who may call it: anyone.');
  // The request body's example is made from the zod schema's fields.
  await expect(login.locator('.body-param__example')).toContainText('"password"');
  await expect(login.locator('.responses-wrapper')).toContainText('"access_token"');
  await screenshot(page, 'api-docs-login');
  await page.setViewportSize(PHONE_VIEWPORT);
  await screenshot(page, 'api-docs-login-phone');

  expect([...origins]).toEqual([new URL(baseURL!).origin]);
  expect(problems).toEqual([]);
});
