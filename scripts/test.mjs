// `npm test`: installs what it needs (dependencies; Debian's Chromium and CJK fonts when missing),
// then runs every check — types, lint, translations, unit and integration tests on a real
// PostgreSQL, and browser tests in Chromium — and ends with one line: `N passed, N failed`, followed
// by the failed tests by name (file › title), so that a CI log's tail says which test failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, ensureDebianPackages, ensureInstalled, log, node24, reportFonts, root, run, webBuildCommand, webBuilds } from './lib.mjs';
import { playwrightFailures, vitestFailures } from './test-failures.mjs';

const only = process.argv.slice(2);
const wanted = (stage) => only.length === 0 || only.includes(stage);
const resultsDir = path.join(root, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

ensureInstalled();

const tally = { passed: 0, failed: 0 };
const failures = [];
/** The failed tests by name (file and title), printed after the summary line. */
const failedTests = [];
const record = (name, passed, failed, tests = [name]) => {
  tally.passed += passed;
  tally.failed += failed;
  if (failed === 0) return;
  failures.push(name);
  failedTests.push(...(tests.length > 0 ? tests : [name]));
};
/** Runs the checks `width` at a time, each as `check` does, holding each one's output until it ends. */
async function checkAll(checks, width) {
  const waiting = [...checks];
  const lane = async () => {
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      const [name, command, args] = next;
      const started = Date.now();
      const { code, output } = await runHeld(command, args);
      log(`▶ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      if (output) process.stdout.write(output);
      record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
}
/** Runs a command to completion with its output (stdout and stderr, in order) held rather than shown. */
function runHeld(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }));
  });
}
/** A check without its own test count counts as one test. */
const check = async (name, command, args, options) => {
  log(`▶ ${name}`);
  const code = await run(command, args, options);
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  return code === 0;
};

if (wanted('static')) {
  // Two at a time (the machine's two cores; each check is one process on one core), the longest
  // first. A check's output is printed whole when it ends, so two checks never interleave.
  const checks = [];
  for (const workspace of ['apps/server', 'apps/web', 'scripts', 'packages/contract', 'e2e', 'packages/i18n']) {
    if (existsSync(path.join(root, workspace, 'tsconfig.json'))) checks.push([`typecheck ${workspace}`, node24, [bin('tsc'), '-p', workspace]]);
  }
  checks.splice(2, 0, ['format', node24, [bin('prettier'), '--check', '.', '--log-level', 'warn']], ['lint', node24, [bin('eslint'), '.', '--max-warnings=0']]);
  checks.push(['import cycles', node24, [path.join(root, 'scripts/check-import-cycles.mjs')]], ['i18n', node24, [path.join(root, 'scripts/check-i18n.mjs')]]);
  await checkAll(checks, 2);
}

if (wanted('unit') || wanted('integration')) {
  // The report tests read their PDFs back with poppler (pdftotext, pdffonts, pdftoppm).
  ensureDebianPackages([...reportFonts.packages, 'poppler-utils'], [...reportFonts.files, '/usr/bin/pdftotext'], 'the report tests');
  // The unit stage is two projects (vitest.config.ts): files sharing a worker, and files that need their own.
  const stages = { unit: ['unit', 'unit-isolated'], integration: ['integration'] };
  const projects = Object.entries(stages)
    .filter(([stage]) => wanted(stage))
    .flatMap(([, names]) => names.flatMap((name) => ['--project', name]));
  const out = path.join(resultsDir, 'vitest.json');
  log(`▶ vitest ${projects.filter((p) => p !== '--project').join(' + ')}`);
  const code = await run(node24, [bin('vitest'), 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  if (report)
    record('vitest', report.numPassedTests, report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0), vitestFailures(report, root));
  else record('vitest', 0, 1);
}

if (wanted('e2e')) {
  ensureChromium();
  // The servers' seeded data folder (e2e/seeded-template.ts) is made while the web app builds: the
  // seeding waits on the database as much as it computes, and the build keeps the other core busy.
  const template = path.join(os.tmpdir(), `chorus-e2e-${process.pid}-template`);
  const seeding = run(node24, [path.join(root, 'e2e/seeded-template.ts'), template]);
  let built = true;
  for (const build of webBuilds) built = built && (await check(build.name, ...webBuildCommand(build)));
  const seededCode = await seeding;
  record("seed the browser tests' data", seededCode === 0 ? 1 : 0, seededCode === 0 ? 0 : 1);
  if (built && seededCode === 0) {
    const out = path.join(resultsDir, 'playwright.json');
    log('▶ browser tests (Playwright, Debian Chromium)');
    const code = await run(node24, [bin('playwright'), 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out, E2E_TEMPLATE: template },
    });
    const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
    if (report)
      record(
        'browser tests',
        report.stats.expected + report.stats.flaky,
        report.stats.unexpected + (code !== 0 && report.stats.unexpected === 0 ? 1 : 0),
        playwrightFailures(report, 'e2e/tests'),
      );
    else record('browser tests', 0, 1);
  }
  for (const leftover of [template, `${template}.part`, `${template}.lock`, `${template}.failed`]) rmSync(leftover, { recursive: true, force: true });
}

if (failures.length > 0) log(`failed: ${failures.join(', ')}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
if (failedTests.length > 0) console.log(`Failed:\n${failedTests.map((name) => `  ${name}`).join('\n')}`);
process.exit(tally.failed > 0 ? 1 : 0);

// The browser tests run in Chromium's headless shell (e2e/playwright.config.ts); the benches run the
// full browser (Lighthouse, web-perf), so both are installed.
function ensureChromium() {
  const files = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell', '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'];
  if (!ensureDebianPackages(['chromium', 'chromium-headless-shell', 'fonts-noto-cjk'], files, 'the browser tests'))
    throw new Error('could not install chromium with apt-get');
}
