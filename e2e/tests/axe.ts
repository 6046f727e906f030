// axe-core's WCAG 2.1 A and AA rules on the open page (the accessibility spec and the area specs that
// check their own pages). The app's Content Security Policy allows no injected script: a spec that
// calls this uses `bypassCSP: true`.
import { createRequire } from 'node:module';
import type { Page, Request } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect } from './fixtures.ts';
import { drawDeferredSections, PHONE_VIEWPORT } from './helpers.ts';

export const DESKTOP_VIEWPORT = { width: 1440, height: 900 };

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const axeOptions: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] };

/** The serious and critical faults axe finds on the page as it stands, one line per element. */
export async function seriousFaults(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeScript });
  // A page caught between two states (a navigation item turning selected, whose colours change in
  // two steps) is not what anyone reads: a fault counts when it is there again after the page's
  // transitions have ended and two more frames were drawn. A real fault stays; a passing state
  // does not.
  let faults = await faultsNow(page);
  if (faults.length) faults = await faultsNow(page);
  return faults;
}

async function faultsNow(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    );
    for (let i = 0; i < 2; i++) await new Promise((frame) => requestAnimationFrame(frame));
  });
  const violations = await page.evaluate(
    async (options) =>
      (await (window as unknown as { axe: { run: (context: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(document, options)).violations,
    axeOptions,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${v.help}\n    ${n.html.slice(0, 160)}\n    ${(n.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
      ),
    );
}

const inFlight = new WeakMap<Page, { pending: Set<Request>; lastChange: number }>();
/** How long no request may start or end before the page counts as quiet (`networkidle` asks 500 ms). */
const QUIET_MS = 150;

/**
 * Counts the page's requests from now on, so that `settled` knows when none is in flight instead of
 * waiting out the half second of quiet that Playwright's `networkidle` asks after every page.
 */
export function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const tracked = { pending: new Set<Request>(), lastChange: Date.now() };
  inFlight.set(page, tracked);
  const change = (request: Request, started: boolean) => {
    if (started) tracked.pending.add(request);
    else tracked.pending.delete(request);
    tracked.lastChange = Date.now();
  };
  page.on('request', (request) => change(request, true));
  page.on('requestfinished', (request) => change(request, false));
  page.on('requestfailed', (request) => change(request, false));
}

/** Waits until the page has drawn its data: its heading, no loading indicator, no request in flight. */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const tracked = inFlight.get(page);
  const noneInFlight = async () => {
    if (tracked) await expect.poll(() => tracked.pending.size === 0 && Date.now() - tracked.lastChange >= QUIET_MS, { intervals: [50, 50, 100] }).toBe(true);
    else await page.waitForLoadState('networkidle');
  };
  await noneInFlight();
  // No loading indicator left, and the sections kept until the reader comes near them drawn, so
  // that the checks see the whole page.
  await drawDeferredSections(page, '[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root');
  // A request that a drawn answer started (the next of a chain) is waited for too.
  await noneInFlight();
}

/** Checks the open page at the desktop width and again at the phone width (soft: one run lists every page's faults). */
export async function expectNoSeriousFaults(page: Page, what: string): Promise<void> {
  expect.soft(await seriousFaults(page), `${what} at ${DESKTOP_VIEWPORT.width} px`).toEqual([]);
  await page.setViewportSize(PHONE_VIEWPORT);
  expect.soft(await seriousFaults(page), `${what} at ${PHONE_VIEWPORT.width} px`).toEqual([]);
  await page.setViewportSize(DESKTOP_VIEWPORT);
}
