// The failed tests of a `npm test` run, one line each (file and test title), read from the JSON
// reports of vitest and Playwright, so that the tail of a CI log names what failed.
import path from 'node:path';

/** The first line of a message, trimmed (an error's stack stays in the reporter's own output). */
const firstLine = (message) =>
  String(message ?? '')
    .trim()
    .split('\n')[0]
    ?.trim() ?? '';

/**
 * vitest's JSON report: each failed test as `file › describe › title`; a file that failed without a
 * failed test (it did not load, a hook threw) as `file: its error`.
 */
export function vitestFailures(report, root) {
  const lines = [];
  for (const file of report?.testResults ?? []) {
    const name = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) lines.push([name, ...(test.ancestorTitles ?? []), test.title].join(' › '));
    if (failed.length === 0 && file.status === 'failed') lines.push(`${name}: ${firstLine(file.message) || 'failed'}`);
  }
  return lines;
}

/** Playwright's JSON report: each unexpected result as `file:line › describe › title`, then the run's own errors. */
export function playwrightFailures(report, testDir) {
  const lines = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((test) => test.status === 'unexpected'))
        lines.push([`${path.join(testDir, spec.file)}:${spec.line}`, ...titles, spec.title].join(' › '));
    }
    // The file's own suite carries the file name as its title: it is in the location already.
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of report?.suites ?? []) walk(file, []);
  for (const error of report?.errors ?? []) lines.push(`playwright: ${firstLine(error.message) || 'error'}`);
  return lines;
}
