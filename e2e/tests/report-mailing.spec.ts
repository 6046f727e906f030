// The quarterly report mailing (issue 14) end to end. Staff opens the report page's subscription tab,
// sees the quarter's accounting rates, edits a channel's subscription (the server's translated message
// when turned on without a recipient, then a recipient and a second format), sends that channel now
// and watches the run finish (the e2e server has no SMTP_URL: mail goes to the development outbox),
// then reads the run's records and the failed ones (the demo's scheduled run has failures), removes
// one (spec 8's message) and resends another. From the report form, the chosen report goes by mail to
// typed recipients and its run finishes; an agency (may download, does not manage the mailing) mails
// one too and gets no run view. Finance reaches the same panel on the accounting page; the viewer has
// neither. Phone width scrolls the tables inside their cards, never the page.
// Each run card says who started it: "you", another person by name, or the quarterly schedule. A run
// a stopped process left behind (made in the database: its records pending, no job queued) offers
// Resume once its counts have stood still for the stall time (the page's clock moved on, no waiting),
// and Resume sends its pending mail once.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PHONE_VIEWPORT, apiSignIn, demoEmail, screenshot, signInAt, t } from './helpers.ts';
import { connectDb } from './server-db.ts';

const zh = (key: string) => t('zh-TW', 'reports', key);
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));

type Subscription = { channel_id: string; channel_title: string; enabled: boolean; recipients: string[]; formats: string[] };

/** A run card's "started …" line without its time (the part of the text after {{time}}). */
const startedTail = (key: string, values: Record<string, string> = {}) => fill(zh(`mailing.runs.${key}`), { ...values, time: '' }).trim();

/** The documents never scroll sideways: wide tables scroll inside their own container. */
async function expectNoPageOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test('staff edits a subscription, sends one channel now, follows the run and works the records', async ({ page, playwright, baseURL }) => {
  // Drawing and mailing the reports shares two cores with the rest of the machine: room for a slow moment.
  test.setTimeout(120_000);
  const staff = await playwright.request.newContext({ baseURL });
  await apiSignIn(staff, demoEmail('staff'));
  const list = (await (await staff.get('/api/v1/reports/subscriptions?enabled=false')).json()) as { items: Subscription[] };
  // A channel that is off (the demo leaves some never set up): turning it on needs a recipient.
  const channel = list.items[0]!;
  expect(channel, 'the demo has a channel without a subscription').toBeDefined();

  await signInAt(page, demoEmail('staff'), `/dashboard/ch/${channel.channel_id}/report`);
  await expect(page.getByTestId('report-form')).toBeVisible();
  await page.getByTestId('report-tab-subscription').click();
  await expect(page.getByTestId('mailing-subscriptions')).toBeVisible();
  // Spec 2: the quarter's accounting rates (the demo enters TWD and JPY for every month).
  await expect(page.getByTestId('mailing-rates-table')).toBeVisible();
  await expect(page.getByTestId('mailing-rate').first()).toBeVisible();

  await page.getByTestId('subscriptions-search').fill(channel.channel_id);
  const row = page.locator(`[data-testid="subscription-row"][data-channel-id="${channel.channel_id}"]`);
  await expect(page.getByTestId('subscription-row')).toHaveCount(1);
  await row.getByTestId('subscription-edit').click();
  const dialog = page.getByTestId('subscription-dialog');
  await expect(dialog).toBeVisible();

  // Turned on without recipients: the server refuses with its translated message under the field.
  const chips = dialog.getByTestId('recipient-chip');
  for (let n = await chips.count(); n > 0; n -= 1) await chips.first().locator('.MuiChip-deleteIcon').click();
  await expect(chips).toHaveCount(0);
  await dialog.getByTestId('subscription-enabled').check();
  await dialog.getByTestId('subscription-save').click();
  await expect(dialog).toContainText(t('zh-TW', 'messages', 'validation.reportRecipientsRequired'));

  // A typed address becomes a chip; a typed non-address stays with a message.
  const recipients = dialog.getByTestId('subscription-recipients');
  await recipients.fill('not-an-address,');
  await expect(dialog).toContainText(fill(zh('mailing.recipients.invalid'), { entries: 'not-an-address' }));
  await recipients.fill('E2E-Quarterly@Example.com');
  await recipients.press('Enter');
  await expect(chips).toHaveText(['e2e-quarterly@example.com']);
  await dialog.getByTestId('subscription-format-pptx').check();
  await dialog.getByTestId('subscription-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toast').filter({ hasText: fill(zh('mailing.edit.saved'), { channel: channel.channel_title }) })).toBeVisible();
  await expect(row.getByTestId('subscription-switch')).toBeChecked();
  await expect(row).toContainText('e2e-quarterly@example.com');
  const saved = (await (await staff.get(`/api/v1/reports/subscriptions?search=${channel.channel_id}`)).json()) as { items: Subscription[] };
  expect(saved.items[0]).toMatchObject({ enabled: true, recipients: ['e2e-quarterly@example.com'] });
  expect(saved.items[0]!.formats).toContain('pptx');

  // Send this channel now: the previous quarter by default (spec 9), one job; the run finishes.
  await row.getByTestId('subscription-choose').check();
  await page.getByTestId('mailing-send-chosen').click();
  const send = page.getByTestId('mailing-send-dialog');
  await expect(send).toContainText(fill(zh('mailing.send.chosen'), { count: 1 }));
  await send.getByTestId('mailing-send-confirm').click();
  await expect(send).toBeHidden();
  // The toast names the run (read at once: a toast lasts three seconds); the runs show it first.
  const started = page.getByTestId('toast').filter({ hasText: zh('mailing.send.started').split('#')[0]! });
  await expect(started).toBeVisible();
  const runId = /#(\d+)/.exec((await started.textContent()) ?? '')?.[1];
  expect(runId).toBeDefined();
  await expect(page.getByTestId('mailing-runs')).toBeVisible();
  const run = page.locator(`[data-testid="run-card"][data-run-id="${runId}"]`);
  await expect(page.getByTestId('run-card').first()).toHaveAttribute('data-run-id', runId!);
  await expect(run).toHaveAttribute('data-state', 'done', { timeout: 45_000 });
  await expect(run.getByTestId('run-progress')).toHaveAttribute('aria-valuenow', '100');
  await expect(run.getByTestId('run-messages')).toContainText(fill(zh('mailing.runs.messages'), { sent: 1, failed: 0, pending: 0 }));
  // Started by the one reading it.
  await expect(run.getByTestId('run-started')).toContainText(startedTail('startedByYou'));
  await screenshot(page, 'report-mailing-runs-desktop', { fullPage: true });

  // The run's records: the one mail, sent.
  await run.getByTestId('run-records').click();
  await expect(page.getByTestId('mailing-records')).toBeVisible();
  await expect(page.getByTestId('records-run')).toHaveValue(runId!);
  await expect(page.getByTestId('record-row')).toHaveCount(1);
  await expect(page.getByTestId('record-row')).toHaveAttribute('data-result', 'sent');
  await expect(page.getByTestId('record-row')).toContainText('e2e-quarterly@example.com');

  // Failed only, every run: the demo's scheduled run left failures, each with its translated error.
  await page.getByTestId('records-clear').click();
  await page.getByTestId('records-failed-only').check();
  const failed = page.getByTestId('record-row');
  await expect(failed.first()).toBeVisible();
  await expect(page.locator('[data-testid="record-row"]:not([data-result="failed"])')).toHaveCount(0);
  const before = await failed.count();
  expect(before).toBeGreaterThanOrEqual(1);
  const errors = [t('zh-TW', 'messages', 'errors.reportMailFailed'), t('zh-TW', 'messages', 'errors.reportMailRefused')];
  for (const text of await page.getByTestId('record-error').allTextContents()) expect(errors).toContain(text);
  await screenshot(page, 'report-mailing-records-desktop', { fullPage: true });

  // Remove one (spec 8: 成功移除紀錄).
  const removedId = await failed.first().getAttribute('data-record-id');
  await failed.first().getByTestId('record-remove').click();
  await page.getByTestId('record-remove-confirm').click();
  await expect(page.getByTestId('toast').filter({ hasText: zh('mailing.records.removed') })).toBeVisible();
  await expect(page.locator(`[data-testid="record-row"][data-record-id="${removedId}"]`)).toHaveCount(0);

  // Resend another (when the demo left two): a new run of that mail alone.
  if (before > 1) {
    await failed.first().getByTestId('record-resend').click();
    // The run's own toast may still be up; the resend's text after the run number is its own.
    const resentTail = zh('mailing.records.resent').split('{{run}}')[1]!;
    await expect(page.getByTestId('toast').filter({ hasText: resentTail })).toBeVisible();
  }

  // Phone width: the tables scroll inside their cards.
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.getByTestId('mailing-section-subscriptions').click();
  await expect(page.getByTestId('subscriptions-table')).toBeVisible();
  await expectNoPageOverflow(page);
  await screenshot(page, 'report-mailing-subscriptions-phone', { fullPage: true });
  await page.getByTestId('mailing-section-records').click();
  await expect(page.getByTestId('records-table')).toBeVisible();
  await expectNoPageOverflow(page);
});

test('a stopped run offers Resume once it stands still; Resume sends its pending mail once; each card names its starter', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const staff = await playwright.request.newContext({ baseURL });
  await apiSignIn(staff, demoEmail('staff'));
  const admin = await playwright.request.newContext({ baseURL });
  await apiSignIn(admin, demoEmail('admin'));
  const channels = (await (await staff.get('/api/v1/channels?sort=name&page_size=5')).json()) as { items: { channel_id: string }[] };
  const channelId = channels.items[2]!.channel_id;
  const recipient = `e2e-resume-${Date.now()}@example.com`;
  const mailsTo = async () => {
    const outbox = (await (await admin.get('/api/v1/outbox')).json()) as { messages: { to: string }[] };
    return outbox.messages.filter((m) => m.to === recipient).length;
  };

  // A run as a process that stopped left it: started by finance, one record pending, no job queued.
  const db = await connectDb();
  let runId: string;
  let financeName: string;
  let scheduledId: string | undefined;
  try {
    const finance = await db.query<{ id: string; name: string }>('SELECT id, name FROM users WHERE email = $1', [demoEmail('finance')]);
    financeName = finance.rows[0]!.name;
    const made = await db.query<{ id: string }>(
      `INSERT INTO report_mail_runs (kind, period, year, period_index, period_code, created_by, created_at)
       VALUES ('manual', 'quarterly', 2025, 4, '2025-Q4', $1, now()) RETURNING id`,
      [finance.rows[0]!.id],
    );
    runId = made.rows[0]!.id;
    await db.query(
      `INSERT INTO report_mail_records (run_id, channel_id, recipient, period_code, formats, language, currency)
       VALUES ($1, $2, $3, '2025-Q4', '{docx}', 'zh-TW', 'TWD')`,
      [runId, channelId, recipient],
    );
    // The demo's scheduled run (the previous quarter's).
    scheduledId = (await db.query<{ id: string }>(`SELECT id FROM report_mail_runs WHERE kind = 'scheduled' ORDER BY created_at DESC LIMIT 1`)).rows[0]?.id;
  } finally {
    await db.end();
  }
  expect(await mailsTo()).toBe(0);

  // The page's clock is Playwright's: the stall time passes when the test moves it on.
  await page.clock.install();
  await signInAt(page, demoEmail('staff'), `/dashboard/ch/${channelId}/report?tab=subscription&mailing=runs`);
  const run = page.locator(`[data-testid="run-card"][data-run-id="${runId}"]`);
  await expect(run).toHaveAttribute('data-state', 'running');
  await expect(run.getByTestId('run-messages')).toContainText(fill(zh('mailing.runs.messages'), { sent: 0, failed: 0, pending: 1 }));
  // Started by someone else: their name.
  await expect(run.getByTestId('run-started')).toContainText(startedTail('startedBy', { name: financeName }));
  // The demo's scheduled run (the previous quarter's): the schedule started it.
  expect(scheduledId, 'the demo has a scheduled run').toBeDefined();
  const scheduled = page.locator(`[data-testid="run-card"][data-run-id="${scheduledId}"]`);
  await expect(scheduled.getByTestId('run-started')).toContainText(startedTail('startedScheduled'));
  // A run that has just been seen is left alone: no Resume while it may still be going.
  await expect(run.getByTestId('run-resume')).toHaveCount(0);

  // Its counts stand still past the stall time (RUN_STALL_MS, 30 s): Resume shows.
  await page.clock.fastForward('00:31');
  await expect(run.getByTestId('run-resume')).toBeVisible();
  await expect(run.getByTestId('run-resume')).toHaveText(zh('mailing.runs.resume'));
  await run.scrollIntoViewIfNeeded();
  await screenshot(page, 'report-mailing-run-resume');
  await run.getByTestId('run-resume').click();
  await expect(page.getByTestId('toast').filter({ hasText: fill(zh('mailing.runs.resumed'), { run: runId, count: 1 }) })).toBeVisible();
  await expect(run).toHaveAttribute('data-state', 'done', { timeout: 45_000 });
  await expect(run.getByTestId('run-messages')).toContainText(fill(zh('mailing.runs.messages'), { sent: 1, failed: 0, pending: 0 }));
  await expect(run.getByTestId('run-resume')).toHaveCount(0);
  await expect.poll(mailsTo).toBe(1);

  // Resumed again (nothing pending): nothing queued, nothing sent twice.
  const again = await staff.post(`/api/v1/reports/mailing/runs/${runId}/resume`, { data: {}, headers: { 'x-chorus-csrf': '1' } });
  expect(again.ok(), await again.text()).toBe(true);
  expect(await again.json()).toEqual({ run_id: runId, channels: 0 });
  expect(await mailsTo()).toBe(1);
});

test('staff mails the report chosen on the page to typed recipients and sees the send finish', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const staff = await playwright.request.newContext({ baseURL });
  await apiSignIn(staff, demoEmail('staff'));
  const channels = (await (await staff.get('/api/v1/channels?sort=name&page_size=5')).json()) as { items: { channel_id: string }[] };
  await signInAt(page, demoEmail('staff'), `/dashboard/ch/${channels.items[1]!.channel_id}/report`);
  await page.getByTestId('report-mail').click();
  const dialog = page.getByTestId('report-mail-dialog');
  await dialog.getByTestId('report-mail-recipients').fill('first@example.com second@example.com ');
  await expect(dialog.getByTestId('recipient-chip')).toHaveText(['first@example.com', 'second@example.com']);
  await dialog.getByTestId('report-mail-format-docx').check();
  await dialog.getByTestId('report-mail-send').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toast').filter({ hasText: fill(zh('mailing.pageMail.started'), { count: 2, run: '' }).split('#')[0]! })).toBeVisible();
  const run = page.getByTestId('report-mail-sent').getByTestId('run-card');
  await expect(run).toHaveAttribute('data-state', 'done', { timeout: 45_000 });
  await expect(run.getByTestId('run-messages')).toContainText(fill(zh('mailing.runs.messages'), { sent: 2, failed: 0, pending: 0 }));
  const runId = await run.getAttribute('data-run-id');
  await page.getByTestId('report-mail-runs-link').click();
  await expect(page.getByTestId('mailing-runs')).toBeVisible();
  await expect(page.locator(`[data-testid="run-card"][data-run-id="${runId}"]`)).toHaveAttribute('data-state', 'done');
});

test('finance has the mailing on the accounting page; the viewer has no subscription tab', async ({ page, playwright, baseURL }) => {
  await signInAt(page, demoEmail('finance'), '/dashboard/accounting');
  await page.getByTestId('accounting-tab-report-mailing').click();
  await expect(page.getByTestId('report-mailing-panel')).toBeVisible();
  await expect(page.getByTestId('subscription-row').first()).toBeVisible();
  await page.getByTestId('mailing-section-runs').click();
  await expect(page.getByTestId('run-card').first()).toBeVisible();
  await page.getByTestId('nav-logout').click();
  await expect(page).toHaveURL(/\/$/);

  const viewer = await playwright.request.newContext({ baseURL });
  await apiSignIn(viewer, demoEmail('viewer'));
  expect((await viewer.get('/api/v1/reports/subscriptions')).status()).toBe(403);
  const channels = (await (await viewer.get('/api/v1/channels?sort=name&page_size=5')).json()) as { items: { channel_id: string }[] };
  await signInAt(page, demoEmail('viewer'), `/dashboard/ch/${channels.items[0]!.channel_id}/report?tab=subscription`);
  await expect(page.getByTestId('report-form')).toBeVisible();
  await expect(page.getByTestId('report-tab-subscription')).toHaveCount(0);
  await expect(page.getByTestId('report-mailing-panel')).toHaveCount(0);
});

test('an agency mails a report from the page; without the mailing to manage, the form shows no run', async ({ page, playwright, baseURL }) => {
  // The agency may download reports (downloadReport) but does not manage the quarterly mailing.
  const agency = await playwright.request.newContext({ baseURL });
  await apiSignIn(agency, demoEmail('agency'));
  expect((await agency.get('/api/v1/reports/mailing/runs')).status()).toBe(403);
  const channels = (await (await agency.get('/api/v1/channels?sort=name&page_size=5')).json()) as { items: { channel_id: string }[] };
  await signInAt(page, demoEmail('agency'), `/dashboard/ch/${channels.items[0]!.channel_id}/report`);
  await expect(page.getByTestId('report-form')).toBeVisible();
  await expect(page.getByTestId('report-tab-subscription')).toHaveCount(0);
  await page.getByTestId('report-mail').click();
  const dialog = page.getByTestId('report-mail-dialog');
  await dialog.getByTestId('report-mail-recipients').fill('brand@example.com');
  await dialog.getByTestId('report-mail-send').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toast').filter({ hasText: fill(zh('mailing.pageMail.started'), { count: 1, run: '' }).split('#')[0]! })).toBeVisible();
  await expect(page.getByTestId('report-mail-sent')).toBeAttached();
  await expect(page.getByTestId('report-mail-sent').getByTestId('run-card')).toHaveCount(0);
  await expect(page.getByTestId('report-mail-runs-link')).toHaveCount(0);
  await expect(page.getByTestId('toast').filter({ hasText: t('zh-TW', 'messages', 'errors.forbidden') })).toHaveCount(0);
});
