// The marketplace's performance part in the browser (issue 11): a package of the demo advertiser
// team with an agreed case is set up in the database (the deals part's screens open packages), staff
// adds one of the channel's videos to the case by its youtu.be address (another channel's video is
// refused with the spec 8 message), then the advertiser opens the performance report from its link
// (?package=ID): the daily chart draws, the table shows the video against the channel's average, and
// the xlsx downloads; the past collaborations list and calendar show it. Desktop and phone widths.
import { expect, test } from './fixtures.ts';
import { PHONE_VIEWPORT, apiSignIn, demoEmail, screenshot, signInAt } from './helpers.ts';
import { connectDb } from './server-db.ts';

test('staff adds a case video; the advertiser reads its performance report and finds it among past collaborations', async ({ page, playwright, baseURL }) => {
  const db = await connectDb();
  // A demo video with a figure on its publish day and at least a week of figures after it.
  const { rows: picked } = await db.query<{ video_id: string; channel_id: string; title: string; other_video: string }>(`
    SELECT v.video_id, v.channel_id, v.title,
           (SELECT o.video_id FROM videos o WHERE o.channel_id <> v.channel_id ORDER BY o.video_id LIMIT 1) AS other_video
    FROM videos v
    WHERE v.kind = 'video'
      AND (v.published_at AT TIME ZONE 'UTC')::date + 7 <= (SELECT max(day) FROM video_daily_metrics WHERE channel_id = v.channel_id)
      AND EXISTS (SELECT 1 FROM video_daily_metrics m WHERE m.video_id = v.video_id AND m.day = (v.published_at AT TIME ZONE 'UTC')::date)
      AND NOT (SELECT c.hidden FROM channels c WHERE c.channel_id = v.channel_id)
    ORDER BY v.published_at DESC
    LIMIT 1`);
  const video = picked[0]!;
  expect(video).toBeDefined();
  const team = (await db.query<{ id: string }>("SELECT id FROM advertisers WHERE name = 'Brightside Foods'")).rows[0]!.id;
  const packageId = Number(
    (
      await db.query<{ id: string }>(
        "INSERT INTO collab_packages (advertiser_id, name, status) VALUES ($1, '春季新品合作', 'matching_complete') RETURNING id",
        [team],
      )
    ).rows[0]!.id,
  );
  const caseId = Number(
    (
      await db.query<{ id: string }>("INSERT INTO collab_cases (package_id, channel_id, status) VALUES ($1, $2, 'creator_agreed') RETURNING id", [
        packageId,
        video.channel_id,
      ])
    ).rows[0]!.id,
  );

  // Staff adds the video by its youtu.be address; another channel's video is refused (spec 8).
  const staff = await playwright.request.newContext({ baseURL });
  await apiSignIn(staff, demoEmail('staff'));
  const csrf = { 'x-chorus-csrf': '1', 'x-chorus-language': 'en' };
  const refused = await staff.post(`/api/v1/collab/cases/${caseId}/videos`, { data: { video: video.other_video }, headers: csrf });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.message).toBe('Failed to add the case video: the video cannot be added; check the video ID.');
  const added = await staff.post(`/api/v1/collab/cases/${caseId}/videos`, { data: { video: `https://youtu.be/${video.video_id}?si=share` }, headers: csrf });
  expect(added.status(), await added.text()).toBe(200);
  expect((await added.json()).title).toBe(video.title);
  const events = await db.query('SELECT e.kind, u.email FROM collab_events e JOIN users u ON u.id = e.actor_user_id WHERE e.case_id = $1', [caseId]);
  expect(events.rows).toEqual([{ kind: 'case_video_added', email: demoEmail('staff') }]);
  await db.end();

  // The advertiser opens the report by the link a completed package shows.
  await signInAt(page, demoEmail('advertiser'), `/dashboard/collabPerformance?package=${packageId}`);
  await expect(page.getByTestId('performance-report')).toBeVisible();
  await expect(page.getByTestId('chart-collab-performance')).toHaveAttribute('data-drawn', 'true');
  // A drawn line: a path that spans the plot both across and up or down (not a grid line).
  const lines = await page
    .getByTestId('chart-collab-performance')
    .locator('svg path')
    .evaluateAll(
      (paths) =>
        paths.filter((p) => {
          const box = (p as SVGGraphicsElement).getBBox();
          return box.width > 50 && box.height > 10;
        }).length,
    );
  expect(lines).toBeGreaterThan(0);
  const row = page.getByTestId('performance-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-video', video.video_id);
  await expect(row).toContainText(video.title);
  // The page's totals are the report's.
  const advertiser = await playwright.request.newContext({ baseURL });
  await apiSignIn(advertiser, demoEmail('advertiser'));
  const report = await (await advertiser.get(`/api/v1/collab/performance/${packageId}`)).json();
  expect(report.totals.views).toBeGreaterThan(0);
  await expect(page.getByTestId('performance-total-views')).toContainText(
    new Intl.NumberFormat('zh-TW', { maximumFractionDigits: 1 }).format(report.totals.views),
  );
  await screenshot(page, 'collab-performance-desktop', { fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('performance-export-xlsx').click()]);
  expect(download.suggestedFilename()).toBe(`collab-performance-${packageId}.xlsx`);

  await page.setViewportSize(PHONE_VIEWPORT);
  await expect(page.getByTestId('chart-collab-performance')).toBeVisible();
  await screenshot(page, 'collab-performance-phone', { fullPage: true });

  // Past collaborations: the list links to the report; the calendar of its month holds it.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard/collabPast');
  const pastRow = page.locator(`[data-testid="collab-schedule-row"][data-video="${video.video_id}"]`);
  await expect(pastRow).toBeVisible();
  await expect(pastRow).toContainText('春季新品合作');
  const publishDay = (report.videos[0].published_at as string).slice(0, 10);
  const calendar = page.getByTestId('collab-calendar-past');
  while ((await calendar.getAttribute('data-month')) !== publishDay.slice(0, 7)) await calendar.getByTestId('calendar-previous').click();
  await expect(calendar.locator(`[data-day="${publishDay}"]`)).toHaveAttribute('data-count', '1');
  await screenshot(page, 'collab-past-desktop', { fullPage: true });
  await page.setViewportSize(PHONE_VIEWPORT);
  await screenshot(page, 'collab-past-phone', { fullPage: true });
});
