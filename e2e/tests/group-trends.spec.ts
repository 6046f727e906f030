// Channel trend charts of a channel group (issue 3; spec 2 "channel trend charts", spec 4 trend
// labels, spec 9 presets): staff open the channel group page, pick a demo group and see every
// channel's daily views and subscribers and a table of totals against the comparison period; the
// preset changes the numbers; the CSV holds what the API answered; a channel links to its overview.
// A group without channels, a large group, a group without data and a failing call each have their
// state; people the API would refuse never call it; a group's user (a plain creator) sees their
// group read-only with its trends (spec 2 "usage authorization by user e-mail"). Screenshots in
// zh-TW and en.
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { downloadCsv } from './csv.ts';
import { expect, test, workerBaseUrl } from './fixtures.ts';
import { apiSignIn, demoEmail, screenshot, signIn, t, type Language } from './helpers.ts';

const zh = (namespace: 'analytics' | 'nav', key: string) => t('zh-TW', namespace, key);
/** A trend cell's text: the label, and the daily slope inside the period where the answer names one. */
const trendText = (trend: string, within: string | null) =>
  within
    ? zh('analytics', 'trend.both')
        .replace('{{trend}}', zh('analytics', `trend.${trend}`))
        .replace('{{within}}', zh('analytics', `trend.${within}`))
    : zh('analytics', `trend.${trend}`);
/** The demo group `staff` administers (apps/server/src/seed/analytics/texts.ts). */
const LIFESTYLE = '生活風格頻道組';
/** The demo group user_owner uses (view). */
const JAPAN = '日本創作者';

type Trends = {
  period: { start: string; end: string };
  comparison: { start: string; end: string };
  days: string[];
  channels: {
    channel_id: string;
    title: string;
    data_through: string | null;
    views: (number | null)[];
    subscribers_net: (number | null)[];
    total_views: number;
    total_subscribers_net: number;
    previous_views: number;
    previous_subscribers_net: number;
    views_change_percent: number | null;
    subscribers_change_percent: number | null;
    trend: string;
    subscribers_trend: string;
    trend_within: string | null;
    subscribers_trend_within: string | null;
  }[];
};

const isTrends = (r: Response) => /\/api\/v1\/channel_groups\/\d+\/trends\?/.test(r.url()) && r.request().method() === 'GET';

const download = (page: Page, testId: string) => downloadCsv(page, testId, /\.csv$/);

/**
 * Opens the channel group page from the navigation and picks a group by name; resolves with the
 * trends answer for that group (asked on opening when it is the first group, else on the click).
 */
async function openGroup(page: Page, name: string, language: Language = 'zh-TW'): Promise<Trends> {
  const list = (await (await page.request.get('/api/v1/channel_groups')).json()) as { groups: { id: number; name: string }[] };
  const id = list.groups.find((g) => g.name === name)?.id;
  expect(id, `a group named ${name}`).toBeDefined();
  const answer = page.waitForResponse((r) => isTrends(r) && r.url().includes(`/channel_groups/${id}/trends?`));
  await page.getByTestId('nav-item-channelGroup').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(language, 'nav', 'pages.channelGroup'));
  await page.getByTestId(`group-item-${id}`).click();
  await expect(page.getByTestId('group-title')).toHaveText(name);
  await expect(page).toHaveURL(new RegExp(`[?&]group=${id}(&|$)`));
  const response = await answer;
  expect(response.status()).toBe(200);
  return (await response.json()) as Trends;
}

/** Every chart drawn, nothing loading: the page as a person sees it. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('group-trends-fetching')).toHaveCount(0);
  await expect(page.getByTestId('group-trends').locator('.MuiSkeleton-root')).toHaveCount(0);
  await expect(page.locator('[data-testid^="chart-"][data-drawn="false"]')).toHaveCount(0);
}

/** A full-page picture from the top (a scrolled page would draw its fixed bar mid-page). */
async function shoot(page: Page, name: string): Promise<void> {
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name, { fullPage: true });
}

const digits = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

test('staff compare the channels of a group: charts, totals, presets, CSV and a link to the overview', async ({ page }) => {
  await signIn(page, demoEmail('staff'));
  const first = await openGroup(page, LIFESTYLE);
  const trends = page.getByTestId('group-trends');
  await expect(trends.getByRole('heading', { level: 2, name: zh('analytics', 'groupTrends.title') })).toBeVisible();
  // The demo group has four channels with a month of data (preset 30 by default).
  expect(first.channels).toHaveLength(4);
  expect(first.days.length).toBeGreaterThanOrEqual(28);
  await expect(page.getByTestId('preset-30')).toHaveAttribute('aria-pressed', 'true');

  // Two line charts with one line per channel, and the totals table with one row per channel.
  await expect(page.getByTestId('chart-group-views')).toHaveAttribute('data-drawn', 'true');
  await expect(page.getByTestId('chart-group-subscribers')).toHaveAttribute('data-drawn', 'true');
  await expect(page.getByTestId('chart-group-views').locator('svg')).toHaveCount(1);
  for (const c of first.channels) await expect(page.getByTestId('chart-group-views')).toContainText(c.title);
  const table = page.getByTestId('group-totals-table');
  await expect(table.locator('tbody tr')).toHaveCount(4);
  const headers = await table.locator('thead th').allTextContents();
  // Narrow headers in the table (each names its column in full as its title), full ones in the CSV.
  expect(headers).toEqual(
    [
      'columns.channel',
      'columns.views',
      'shortColumns.viewsChange',
      'columns.subscribers',
      'shortColumns.subscribersChange',
      'shortColumns.viewsTrend',
      'shortColumns.subscribersTrend',
    ].map((k) => zh('analytics', `groupTrends.${k}`)),
  );
  await expect(page.getByTestId('group-totals-sort-views_change')).toHaveAttribute('title', zh('analytics', 'groupTrends.columns.viewsChange'));
  // Most views first; each row shows the API's total and its trend label.
  const byViews = [...first.channels].sort((a, b) => b.total_views - a.total_views);
  const rowTexts = await table.locator('tbody tr').allTextContents();
  byViews.forEach((c, i) => {
    expect(rowTexts[i]).toContain(c.title);
    expect(rowTexts[i]).toContain(new Intl.NumberFormat('zh-TW').format(c.total_views));
    expect(rowTexts[i]).toContain(zh('analytics', `trend.${c.trend}`));
  });
  await shoot(page, 'group-trends-zh-TW');

  // Seven days: a new address, a new call, other numbers.
  const viewsCells = table.locator('tbody tr td:nth-child(2)');
  const before = (await viewsCells.allTextContents()).map(digits);
  const [answer7] = await Promise.all([page.waitForResponse(isTrends), page.getByTestId('preset-7').click()]);
  await expect(page).toHaveURL(/[?&]preset=7(&|$)/);
  await expect(page).toHaveURL(/[?&]group=\d+/);
  const seven = (await answer7.json()) as Trends;
  expect(seven.days).toHaveLength(7);
  await settled(page);
  const after = (await viewsCells.allTextContents()).map(digits);
  expect(after).not.toEqual(before);
  expect(after.reduce((a, b) => a + b, 0)).toBeLessThan(before.reduce((a, b) => a + b, 0));
  expect(after.reduce((a, b) => a + b, 0)).toBe(seven.channels.reduce((a, c) => a + c.total_views, 0));

  // The totals CSV: every channel with its id, totals, comparison, change and labels, as answered.
  const csv = await download(page, 'group-totals-csv');
  expect(csv[0]).toEqual(
    [
      'channel',
      'channelId',
      'views',
      'previousViews',
      'viewsChange',
      'subscribers',
      'previousSubscribers',
      'subscribersChange',
      'viewsTrend',
      'subscribersTrend',
      'dataThrough',
    ].map((k) => zh('analytics', `groupTrends.columns.${k}`)),
  );
  expect(csv).toHaveLength(5);
  const sevenByViews = [...seven.channels].sort((a, b) => b.total_views - a.total_views || a.title.localeCompare(b.title));
  csv.slice(1).forEach((line, i) => {
    const c = sevenByViews[i]!;
    expect(line).toEqual([
      c.title,
      c.channel_id,
      String(c.total_views),
      String(c.previous_views),
      c.views_change_percent === null ? '' : String(c.views_change_percent),
      String(c.total_subscribers_net),
      String(c.previous_subscribers_net),
      c.subscribers_change_percent === null ? '' : String(c.subscribers_change_percent),
      trendText(c.trend, c.trend_within),
      trendText(c.subscribers_trend, c.subscribers_trend_within),
      c.data_through ?? '',
    ]);
  });

  // The views chart's CSV: a date column and one column per channel, one line per day.
  const daily = await download(page, 'group-views-csv');
  expect(daily[0]![0]).toBe(zh('analytics', 'chart.day'));
  expect(new Set(daily[0]!.slice(1))).toEqual(new Set(seven.channels.map((c) => c.title)));
  expect(daily.slice(1).map((line) => line[0])).toEqual(seven.days);
  const top = sevenByViews[0]!;
  const column = daily[0]!.indexOf(top.title);
  expect(daily.slice(1).reduce((sum, line) => sum + Number(line[column]), 0)).toBe(top.total_views);

  // Reading as shares of the group: the same card, a stacked chart whose table is in percent.
  await page.getByTestId('group-views-mode-share').click();
  await expect(page.getByTestId('group-views-mode-share')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('group-views-view-table').click();
  await expect(page.getByTestId('group-views-table').locator('tbody tr').first()).toContainText('%');
  await page.getByTestId('group-views-view-chart').click();
  await expect(page.getByTestId('chart-group-views')).toHaveAttribute('data-drawn', 'true');
  await page.getByTestId('group-views-card').screenshot({ path: path.join(test.info().project.outputDir, 'screens', 'group-trends-share-zh-TW.png') });

  // Sorting the table by name, then following a channel to its overview for the same period.
  await page.getByTestId('group-totals-sort-title').click();
  const names = await table.locator('tbody tr td:first-child').allTextContents();
  expect(names).toEqual([...names].sort(new Intl.Collator('zh-TW').compare));
  await page.getByTestId('group-totals-sort-title').click();
  await expect(table.locator('tbody tr td:first-child')).toHaveText([...names].reverse());
  const [overview] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/api/v1/channels/${top.channel_id}/overview`)),
    page.getByTestId(`group-channel-${top.channel_id}`).click(),
  ]);
  await expect(page).toHaveURL(new RegExp(`/dashboard/ch/${top.channel_id}/overview\\?preset=7$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('nav', 'pages.overview'));
  await expect(page.getByTestId('preset-7')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('kpi-views-value')).toHaveText(/\d/);
  // The overview counts the same days: its views are the group table's.
  const kpis = ((await overview.json()) as { kpis: { metric: string; value: number }[] }).kpis;
  expect(kpis.find((k) => k.metric === 'views')!.value).toBe(top.total_views);
});

test('the group trends in English, and a group without channels', async ({ page }) => {
  await signIn(page, demoEmail('staff'));
  await page.getByTestId('language-select').selectOption('en');
  const answer = await openGroup(page, LIFESTYLE, 'en');
  const en = (key: string) => t('en', 'analytics', key);
  await expect(page.getByTestId('group-trends').getByRole('heading', { level: 2, name: en('groupTrends.title') })).toBeVisible();
  await expect(page.getByTestId('group-views-card')).toContainText(en('groupTrends.viewsTitle'));
  await expect(page.getByTestId('group-totals-card')).toContainText(en('groupTrends.totalsTitle'));
  await expect(page.getByTestId('group-totals-table').locator('thead')).toContainText(en('groupTrends.shortColumns.subscribersTrend'));
  // Numbers in English grouping (1,234), the period in English dates.
  await expect(page.getByTestId('period-caption')).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  // Cumulative subscribers: the last day of each channel's column is its total for the period.
  await page.getByTestId('group-subscribers-mode-cumulative').click();
  await page.getByTestId('group-subscribers-view-table').click();
  const top = [...answer.channels].sort((a, b) => b.total_views - a.total_views)[0]!;
  const lastDay = page.getByTestId('group-subscribers-table').locator('tbody tr').last();
  await expect(lastDay.locator('td').nth(1)).toHaveText(new Intl.NumberFormat('en').format(top.total_subscribers_net));
  await page.getByTestId('group-subscribers-view-chart').click();
  await shoot(page, 'group-trends-en');

  // A new group has no channels yet: the trends say so instead of drawing empty charts.
  const created = await page.request.post('/api/v1/channel_groups', { data: { name: 'Empty trends group' }, headers: { 'x-chorus-csrf': '1' } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await page.reload();
  const [empty] = await Promise.all([
    page.waitForResponse((r) => isTrends(r) && r.url().includes(`/channel_groups/${id}/trends?`)),
    page.getByTestId(`group-item-${id}`).click(),
  ]);
  expect(((await empty.json()) as Trends).channels).toEqual([]);
  await expect(page.getByTestId('group-trends-no-channels')).toContainText(en('groupTrends.noChannelsTitle'));
  await expect(page.getByTestId('chart-group-views')).toHaveCount(0);
  await expect(page.getByTestId('period-bar')).toHaveCount(0);
  await shoot(page, 'group-trends-no-channels-en');
});

/** A made-up answer with `count` channels over 30 days (for states the demo data does not have). */
function syntheticTrends(count: number, withData = true): Trends {
  const days = Array.from({ length: withData ? 30 : 0 }, (_, i) => new Date(Date.UTC(2026, 9, 1 + i)).toISOString().slice(0, 10));
  return {
    period: { start: '2026-10-01', end: '2026-10-30' },
    comparison: { start: '2026-09-01', end: '2026-09-30' },
    days,
    channels: Array.from({ length: count }, (_, k) => {
      const views = days.map((_, d) => 1000 + k * 50 + d * (k % 3));
      const total = views.reduce((a, b) => a + b, 0);
      return {
        channel_id: `UCsynthetic${String(k).padStart(13, '0')}`,
        title: `Synthetic channel ${String(k + 1).padStart(2, '0')}`,
        data_through: withData ? '2026-10-30' : null,
        views,
        subscribers_net: views.map((v) => Math.round(v / 100)),
        total_views: total,
        total_subscribers_net: Math.round(total / 100),
        previous_views: withData ? total - 500 : 0,
        previous_subscribers_net: 0,
        views_change_percent: withData ? Math.round((500 / (total - 500)) * 1000) / 10 : null,
        subscribers_change_percent: null,
        trend: withData ? 'steady' : 'indeterminate',
        subscribers_trend: withData ? 'steady' : 'indeterminate',
        trend_within: null,
        subscribers_trend_within: null,
      };
    }),
  };
}

test('a large group scrolls its legend and colours its top channels; no data and failures have their states', async ({ page }) => {
  await signIn(page, demoEmail('staff'));
  let answer: () => { status: number; body: unknown } = () => ({ status: 200, body: syntheticTrends(35) });
  await page.route(/\/api\/v1\/channel_groups\/\d+\/trends\?/, (route) => {
    const { status, body } = answer();
    return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });

  await openGroup(page, LIFESTYLE);
  await expect(page.getByTestId('group-totals-table').locator('tbody tr')).toHaveCount(35);
  await expect(page.getByTestId('group-views-card')).toContainText(zh('analytics', 'groupTrends.highlight').replace('{{count}}', '8'));
  await settled(page);
  // The legend pages instead of covering the chart: ECharts draws its page arrows and count.
  await expect(page.getByTestId('chart-group-views')).toContainText(/\d+\/\d+/);
  // The most-viewed channel is first and has a colour; the 9th is grey.
  const swatches = page.getByTestId('group-totals-table').locator('tbody tr td:first-child span[aria-hidden]');
  await expect(swatches.nth(0)).not.toHaveCSS('background-color', 'rgb(203, 213, 225)');
  await expect(swatches.nth(8)).toHaveCSS('background-color', 'rgb(203, 213, 225)');
  await shoot(page, 'group-trends-many-channels');

  // Channels without any figures: the charts say so, the table names them.
  answer = () => ({ status: 200, body: syntheticTrends(3, false) });
  await page.getByTestId('preset-90').click();
  await expect(page.getByTestId('group-views-empty')).toHaveText(zh('analytics', 'groupTrends.noData'));
  await expect(page.getByTestId('group-subscribers-empty')).toBeVisible();
  await expect(page.getByTestId('group-views-csv')).toBeDisabled();
  await expect(page.getByTestId('group-totals-table').locator('tbody tr')).toHaveCount(3);
  await expect(page.getByTestId('group-totals-table')).toContainText(zh('analytics', 'groupTrends.channelNoData'));

  // A failing call shows the server's message and a retry that asks again.
  answer = () => ({ status: 503, body: { error: { code: 'errors.generic', message: '系統暫時無法使用' } } });
  await page.getByTestId('preset-7').click();
  await expect(page.getByTestId('group-trends-error')).toContainText('系統暫時無法使用', { timeout: 15_000 });
  answer = () => ({ status: 200, body: syntheticTrends(2) });
  await page.getByTestId('group-trends-retry').click();
  await expect(page.getByTestId('group-totals-table').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('group-trends-error')).toHaveCount(0);
});

test('people in no group never call the trends; a group user sees their groups read-only, with their trends only', async ({ page, playwright }) => {
  // Staff make finance (who has the channel group page) a user of a new group with two channels.
  const staff = await playwright.request.newContext({ baseURL: workerBaseUrl() });
  await apiSignIn(staff, demoEmail('staff'));
  const groups = ((await (await staff.get('/api/v1/channel_groups')).json()) as { groups: { id: number; name: string }[] }).groups;
  const japan = groups.find((g) => g.name === JAPAN)!;
  const lifestyle = groups.find((g) => g.name === LIFESTYLE)!;
  const detail = (await (await staff.get(`/api/v1/channel_groups/${japan.id}`)).json()) as { channels: { channel_id: string }[] };
  const channelIds = detail.channels.slice(0, 2).map((c) => c.channel_id);
  const created = await staff.post('/api/v1/channel_groups', {
    data: { name: 'Finance trends group', channel_ids: channelIds, users: [{ email: demoEmail('finance'), authorization_type: 'view' }] },
    headers: { 'x-chorus-csrf': '1' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await staff.dispose();

  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/trends')) calls.push(r.url());
  });
  // viewer: in no group and no channel group page by role, so no page and no call.
  await signIn(page, demoEmail('viewer'));
  await expect(page.getByTestId('nav-item-channelGroup')).toHaveCount(0);
  await page.goto('/dashboard/channelGroup');
  await expect(page.getByTestId('no-permission')).toBeVisible();
  expect(calls).toEqual([]);

  // user_owner, a plain creator, uses the Japanese creators' group (spec 2: usage authorization by
  // e-mail): the channel group page is in their navigation and shows that group only, read-only,
  // with its trends.
  await page.context().clearCookies();
  await signIn(page, demoEmail('user_owner'));
  const japanTrends = await openGroup(page, JAPAN);
  expect(japanTrends.channels.map((c) => c.channel_id).sort()).toEqual(detail.channels.map((c) => c.channel_id).sort());
  await expect(page.getByTestId('group-list').locator('[data-testid^="group-item-"]')).toHaveCount(1);
  await expect(page.getByTestId(`group-item-${japan.id}`)).toContainText(t('zh-TW', 'groups', 'myRoles.view'));
  await expect(page.getByTestId('group-create-open')).toHaveCount(0);
  await expect(page.getByTestId('group-rename')).toHaveCount(0);
  await expect(page.getByTestId('group-remove')).toHaveCount(0);
  await expect(page.getByTestId('group-channels-edit')).toHaveCount(0);
  await expect(page.getByTestId('group-people-card')).toHaveCount(0);
  await expect(page.getByTestId('group-totals-table').locator('tbody tr')).toHaveCount(japanTrends.channels.length);
  await shoot(page, 'group-trends-group-user-zh-TW');
  // Another group is not theirs: not listed, and its trends do not exist for them.
  await expect(page.getByTestId(`group-item-${lifestyle.id}`)).toHaveCount(0);
  expect((await page.request.get(`/api/v1/channel_groups/${lifestyle.id}/trends`)).status()).toBe(404);
  expect(calls.filter((url) => !url.includes(`/channel_groups/${japan.id}/`))).toEqual([]);

  // finance sees the one group they use, and its two channels' trends.
  await page.context().clearCookies();
  calls.length = 0;
  await signIn(page, demoEmail('finance'));
  const trends = await openGroup(page, 'Finance trends group');
  expect(trends.channels.map((c) => c.channel_id).sort()).toEqual([...channelIds].sort());
  await expect(page.getByTestId('group-list').locator('[data-testid^="group-item-"]')).toHaveCount(1);
  await expect(page.getByTestId('group-totals-table').locator('tbody tr')).toHaveCount(2);
  expect(calls.every((url) => !url.includes(`/channel_groups/${japan.id}/`))).toBe(true);
});
