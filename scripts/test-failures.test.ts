import { describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from './test-failures.mjs';

const root = '/repo';

describe('vitestFailures', () => {
  it('names each failed test by file and titles, and leaves the passed ones out', () => {
    const report = {
      testResults: [
        {
          name: '/repo/apps/server/src/a.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [
            { status: 'failed', ancestorTitles: ['outer', 'inner'], title: 'fails here' },
            { status: 'passed', ancestorTitles: ['outer', 'inner'], title: 'passes' },
          ],
        },
        { name: '/repo/apps/web/src/b.test.ts', status: 'passed', message: '', assertionResults: [{ status: 'passed', ancestorTitles: [], title: 'fine' }] },
      ],
    };
    expect(vitestFailures(report, root)).toEqual(['apps/server/src/a.test.ts › outer › inner › fails here']);
  });

  it('names a file that failed without a test (it did not load) with the first line of its error', () => {
    const report = {
      testResults: [{ name: '/repo/scripts/b.test.ts', status: 'failed', message: 'broken at import\n    at b.test.ts:2', assertionResults: [] }],
    };
    expect(vitestFailures(report, root)).toEqual(['scripts/b.test.ts: broken at import']);
  });

  it('has nothing to say about a green run or a missing report', () => {
    expect(vitestFailures({ testResults: [] }, root)).toEqual([]);
    expect(vitestFailures(null, root)).toEqual([]);
  });
});

describe('playwrightFailures', () => {
  const spec = (title: string, line: number, status: string) => ({ title, file: 'auth.spec.ts', line, tests: [{ status }] });

  it('names each unexpected test by file, line and titles; expected, flaky and skipped ones are not failures', () => {
    const report = {
      suites: [
        {
          title: 'auth.spec.ts',
          file: 'auth.spec.ts',
          specs: [spec('signs in', 12, 'unexpected'), spec('signs out', 30, 'expected')],
          suites: [
            {
              title: 'lockout',
              file: 'auth.spec.ts',
              specs: [spec('locks after five', 44, 'unexpected'), spec('retried', 60, 'flaky'), spec('later', 70, 'skipped')],
            },
          ],
        },
      ],
      errors: [],
    };
    expect(playwrightFailures(report, 'e2e/tests')).toEqual(['e2e/tests/auth.spec.ts:12 › signs in', 'e2e/tests/auth.spec.ts:44 › lockout › locks after five']);
  });

  it('names the run errors outside any test (a server that did not start)', () => {
    const report = { suites: [], errors: [{ message: 'Error: Timed out waiting 240000ms from config.webServer.\nmore' }] };
    expect(playwrightFailures(report, 'e2e/tests')).toEqual(['playwright: Error: Timed out waiting 240000ms from config.webServer.']);
  });
});
