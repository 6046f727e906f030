// Every spec's `test`: Playwright's, with each worker sent to its own Chorus server (e2e/servers.ts).
import { test as base } from '@playwright/test';
import { serverUrl } from '../servers.ts';

export { expect } from '@playwright/test';

/** This worker's server, for hooks that make their own request context (beforeAll has no baseURL fixture). */
export const workerBaseUrl = (): string => serverUrl(test.info().parallelIndex);

export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(serverUrl(testInfo.parallelIndex)),
});
