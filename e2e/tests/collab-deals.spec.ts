// The marketplace's deal flow in the browser (issue 11, deals): an advertiser runs the collaboration
// wizard from its address (the selected creators in it) and submits; staff moves the package to
// officer contacting and marks a case agreed; the advertiser sees the timeline; the status mail is in
// the outbox. Also the demo's packages and the phone width.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addNewPackageInWizard, apiSignIn, demoEmail, PHONE_VIEWPORT, signIn, signInAt } from './helpers.ts';

const deals = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../packages/i18n/locales/zh-TW/deals.json'), 'utf8')) as {
  packageStatus: Record<string, string>;
  caseStatus: Record<string, string>;
};

/** Two network channels an advertiser may be offered (not hidden), read as admin. */
async function offeredChannels(request: APIRequestContext): Promise<string[]> {
  await apiSignIn(request, demoEmail('admin'));
  const answer = await request.get('/api/v1/channels?page_size=50');
  expect(answer.ok(), await answer.text()).toBe(true);
  const body = (await answer.json()) as { items?: { channel_id: string; hidden?: boolean }[]; channels?: { channel_id: string; hidden?: boolean }[] };
  const list = body.items ?? body.channels ?? [];
  return list
    .filter((c) => !c.hidden)
    .map((c) => c.channel_id)
    .slice(-2);
}

async function statusOf(page: Page): Promise<string> {
  return (await page.getByTestId('detail-status').textContent()) ?? '';
}

test('an advertiser applies through the wizard; staff negotiates; the timeline and the mail show it', async ({ browser, request }) => {
  const channelIds = await offeredChannels(request);
  expect(channelIds).toHaveLength(2);
  const name = `E2E 春季試吃 ${Date.now()}`;

  // ---- the advertiser: the wizard, from its address ----
  const advertiser = await browser.newPage();
  await signInAt(advertiser, demoEmail('advertiser'), `/dashboard/collabSearch/apply?channels=${channelIds.join(',')}`);
  await expect(advertiser.getByTestId('wizard-channel')).toHaveCount(2);
  await advertiser.getByTestId('wizard-next').click();
  await addNewPackageInWizard(advertiser, name);
  await advertiser.getByTestId('wizard-submit').click();
  // Lands on the collaboration page, the package applying.
  await expect(advertiser).toHaveURL(/\/dashboard\/collabUpcoming$/);
  const row = advertiser.getByTestId('package-row').filter({ hasText: name });
  await expect(row.getByTestId('package-status')).toHaveText(deals.packageStatus.applying!);
  await row.getByTestId('package-link').click();
  await expect(advertiser).toHaveURL(/\/dashboard\/collabUpcoming\/package\?id=\d+$/);
  const packageUrl = advertiser.url();
  // Submitted: the advertiser may not edit, only pull it back to draft.
  await expect(advertiser.getByTestId('package-edit')).toHaveCount(0);
  await expect(advertiser.getByTestId('package-move-officer_contacting')).toHaveCount(0);
  await expect(advertiser.getByTestId('package-move-draft')).toBeVisible();

  // ---- staff (super staff): officer contacting, a case agreed ----
  const staff = await browser.newPage();
  await signInAt(staff, demoEmail('super_staff'), new URL(packageUrl).pathname + new URL(packageUrl).search);
  expect(await statusOf(staff)).toBe(deals.packageStatus.applying);
  await staff.getByTestId('package-move-officer_contacting').click();
  await expect(staff.getByTestId('detail-status')).toHaveText(deals.packageStatus.officer_contacting!);
  const firstCase = staff.getByTestId('case-row').first();
  await firstCase.getByRole('combobox').click();
  await staff.getByTestId('case-move-creator_agreed').click();
  await expect(firstCase.getByTestId('case-status-select')).toHaveValue('creator_agreed');

  // ---- the advertiser sees the timeline ----
  await advertiser.reload();
  await expect(advertiser.getByTestId('detail-status')).toHaveText(deals.packageStatus.officer_contacting!);
  const events = advertiser.getByTestId('timeline-event');
  await expect(events.first()).toContainText(deals.caseStatus.creator_agreed!);
  await expect(advertiser.getByTestId('package-timeline')).toContainText(deals.packageStatus.officer_contacting!);
  await expect(advertiser.getByTestId('case-status').first()).toHaveText(deals.caseStatus.creator_agreed!);

  // ---- the mail is in the outbox (the advertiser's, in zh-TW) ----
  const admin = await browser.newPage();
  await signInAt(admin, demoEmail('admin'), '/dashboard/outbox');
  await expect(admin.getByText(`案件包「${name}」：專員聯繫中`).first()).toBeVisible({ timeout: 20_000 });
});

test('the demo shows an advertiser a living marketplace, on a phone too', async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, demoEmail('advertiser'));
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/dashboard/collabUpcoming');
  for (const status of ['draft', 'applying', 'officer_contacting', 'matching_complete']) {
    await expect(page.getByTestId('package-status').filter({ hasText: deals.packageStatus[status]! }).first()).toBeVisible();
  }
  await page.getByTestId('package-row').filter({ hasText: deals.packageStatus.matching_complete! }).first().getByTestId('package-link').click();
  await expect(page.getByTestId('performance-link')).toBeVisible();
  await expect(page.getByTestId('timeline-event').first()).toBeVisible();
  // Nothing runs off the side of the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});
