// Every spec's `test`: Playwright's, with each worker sent to its own Chorus server (e2e/servers.ts).
import { test as base, type Page } from '@playwright/test';
import { serverUrl } from '../servers.ts';

export { expect } from '@playwright/test';

/** This worker's server, for hooks that make their own request context (beforeAll has no baseURL fixture). */
export const workerBaseUrl = (): string => serverUrl(test.info().parallelIndex);

/**
 * Waits until a page the server drew (apps/server/src/http/first-view/) is the browser's: it is on
 * screen before its scripts take it over, and Playwright's "load" comes before that. A click then
 * would do nothing, as for a person on a slow phone, who waits until the page answers.
 */
export async function takenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('chorus-first-view') || document.documentElement.dataset.pageReady === 'true');
}

export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(serverUrl(testInfo.parallelIndex)),
  // Every navigation of a spec ends once the page is the browser's (takenOver).
  page: async ({ page }, use) => {
    const { goto, reload } = { goto: page.goto.bind(page), reload: page.reload.bind(page) };
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await takenOver(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await takenOver(page);
      return response;
    };
    await use(page);
  },
});
