// Every spec's `test`: Playwright's, with each worker sent to its own Chorus server (e2e/servers.ts).
import { test as base } from '@playwright/test';
import { serverUrl } from '../servers.ts';

export { expect } from '@playwright/test';

export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(serverUrl(testInfo.parallelIndex)),
});
