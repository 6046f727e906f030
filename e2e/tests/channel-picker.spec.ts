// The searchable channel selector (issue 3): network staff find any channel by name and open it
// with the keyboard, keeping the page they are on; a channel owner is offered only their own
// channels; people without channels of their own land on the most-subscribed channel they may see.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, workerBaseUrl } from './fixtures.ts';
import { apiAs } from './access-admin.ts';
import { channelIdsOf, demoEmail, screenshot, signIn, t } from './helpers.ts';

const zh = (namespace: 'common' | 'nav', key: string) => t('zh-TW', namespace, key);

type Item = { channel_id: string; title: string; member_type: string | null; hidden?: boolean };
type Answer = { items: Item[]; total: number };

async function channels(api: APIRequestContext, query: string): Promise<Answer> {
  const response = await api.get(`/api/v1/channels${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Answer;
}

/** The test ids of the options the open selector shows, in order. */
async function shownOptions(page: Page): Promise<string[]> {
  const options = page.getByRole('listbox').locator('[data-testid^="channel-option-"]');
  return options.evaluateAll((nodes) => nodes.map((n) => (n.getAttribute('data-testid') ?? '').replace('channel-option-', '')));
}

let target: Item;
let hiddenChannel: Item;
/** What searching the hidden channel's title finds, other than staff's own channels. */
let hiddenSearch: string[] = [];
let ownerChannels: string[] = [];
let mostSubscribed: Item;

test.beforeAll(async ({ playwright }) => {
  const baseURL = workerBaseUrl();
  const owner = await playwright.request.newContext({ baseURL });
  ownerChannels = await channelIdsOf(owner, demoEmail('intensive_cooperative_user_owner'));
  await owner.dispose();

  // A channel neither staff nor that owner belongs to, whose full title finds only it.
  const staff = await apiAs(baseURL, demoEmail('staff'));
  const candidates = (await channels(staff, '?sort=name&page_size=100')).items.filter((c) => c.member_type === null && !ownerChannels.includes(c.channel_id));
  for (const candidate of candidates) {
    const found = await channels(staff, `?q=${encodeURIComponent(candidate.title)}`);
    if (found.total === 1) {
      target = candidate;
      break;
    }
  }
  expect(target, 'a channel with a title of its own').toBeDefined();
  hiddenChannel = (await channels(staff, '?sort=name&page_size=100')).items.find((c) => c.hidden === true && c.member_type === null)!;
  expect(hiddenChannel, 'a channel hidden from advertisers').toBeDefined();
  hiddenSearch = (await channels(staff, `?q=${encodeURIComponent(hiddenChannel.title)}`)).items.filter((c) => c.member_type === null).map((c) => c.channel_id);
  await staff.dispose();

  const admin = await apiAs(baseURL);
  mostSubscribed = (await channels(admin, '?sort=subscribers&page_size=1')).items[0]!;
  await admin.dispose();
});

test('staff searches a channel by name, opens it with the keyboard and sees its overview', async ({ page }) => {
  await signIn(page, demoEmail('staff'));
  // Creator data of staff's own first channel.
  await expect(page).toHaveURL(/\/dashboard\/ch\/[^/]+\/overview/);
  await expect(page.getByTestId('channel-summary-title')).toBeVisible();
  expect(page.url()).not.toContain(target.channel_id);

  const input = page.getByTestId('channel-select');
  await input.click();
  await expect(page.getByRole('listbox')).toBeVisible();
  // Open and empty: staff's own channels first, then the other channels they may see.
  await expect(page.getByTestId('channel-group-own')).toHaveText(zh('common', 'channelPicker.groups.own'));
  await expect(page.getByTestId('channel-group-other')).toHaveText(zh('common', 'channelPicker.groups.other'));
  await expect(page.getByTestId('channel-options-more')).toBeVisible();
  await screenshot(page, 'channel-picker-open');

  // Staff are told which channels advertisers do not see.
  await input.pressSequentially(hiddenChannel.title, { delay: 20 });
  await expect.poll(() => shownOptions(page)).toEqual(hiddenSearch);
  await expect(page.getByTestId(`channel-hidden-${hiddenChannel.channel_id}`)).toHaveText(zh('common', 'channelPicker.hidden'));
  await screenshot(page, 'channel-picker-hidden');
  await input.fill('');

  await input.pressSequentially(target.title, { delay: 20 });
  await expect(page.getByTestId(`channel-option-${target.channel_id}`)).toBeVisible();
  await expect.poll(() => shownOptions(page)).toEqual([target.channel_id]);
  await screenshot(page, 'channel-picker-search');
  await input.press('Enter');

  // The page stays the overview, now of the chosen channel.
  await expect(page).toHaveURL(new RegExp(`/dashboard/ch/${target.channel_id}/overview`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('nav', 'pages.overview'));
  await expect(page.getByTestId('channel-summary-title')).toHaveText(target.title);
  await expect(page.getByTestId('kpi-views-value')).toHaveText(/\d/);
  await expect(input).toHaveValue(target.title);
  await expect(input).toHaveAttribute('data-channel-id', target.channel_id);
  await expect(page.getByTestId('nav-item-audience')).toBeVisible();
  await screenshot(page, 'channel-picker-opened');

  // Escape closes the list and keeps the channel.
  await input.click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await input.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(input).toHaveValue(target.title);

  // The choice is remembered: the profile page keeps it as the current channel.
  await page.getByTestId('logo-link').click();
  await expect(page).toHaveURL(/\/dashboard\/info$/);
  await expect(input).toHaveValue(target.title);
  await page.reload();
  await expect(page.getByTestId('channel-select')).toHaveValue(target.title);
});

test('a channel owner is offered only their own channels', async ({ page }) => {
  expect(ownerChannels.length).toBeGreaterThan(0);
  await signIn(page, demoEmail('intensive_cooperative_user_owner'));
  const input = page.getByTestId('channel-select');
  // Opening the list asks the server for the other channels this person may see: there are none.
  const answered = page.waitForResponse((r) => r.url().includes('/api/v1/channels?page_size=20'));
  await input.click();
  await expect(page.getByRole('listbox')).toBeVisible();
  expect((await answered).ok()).toBe(true);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await shownOptions(page)).toEqual(ownerChannels);
  await expect(page.getByTestId('channel-group-own')).toBeVisible();
  await expect(page.getByTestId('channel-group-other')).toHaveCount(0);
  await screenshot(page, 'channel-picker-owner');

  // Another creator's channel is not found.
  await input.pressSequentially(target.title, { delay: 20 });
  await expect(page.getByText(zh('common', 'channelPicker.noMatches'))).toBeVisible();
  expect(await shownOptions(page)).toEqual([]);
});

test('admin, with no channels of its own, lands on the most-subscribed channel', async ({ page }) => {
  await signIn(page, demoEmail('admin'));
  await expect(page).toHaveURL(new RegExp(`/dashboard/ch/${mostSubscribed.channel_id}/overview`));
  await expect(page.getByTestId('channel-summary-title')).toHaveText(mostSubscribed.title);
  await expect(page.getByTestId('channel-select')).toHaveValue(mostSubscribed.title);
  await expect(page.getByTestId('nav-item-overview')).toBeVisible();
});
