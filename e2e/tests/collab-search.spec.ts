// Creator search and favourites (issue 11, search part): an advertiser searches the network with
// filters, never sees prices or a hidden channel, stars a creator into a new list, finds it on the
// favourites page, and takes the selected creators on to the collaboration wizard's address (the
// wizard itself belongs to the deals part). An agency sees and sets prices. Desktop and phone shots.
import { expect, test } from './fixtures.ts';
import { apiSignIn, demoEmail, openFromNav, PHONE_VIEWPORT, screenshot, signIn, t } from './helpers.ts';

const zh = (key: string) => t('zh-TW', 'creators', key);

test('an advertiser searches with filters, stars a creator, sees it in favourites and reaches the wizard', async ({ page, playwright, baseURL }) => {
  // What the advertiser should find, asked of the API as the same advertiser: Chinese channels with
  // at least 1,000 subscribers and a weekly upload, most subscribers first.
  const request = await playwright.request.newContext({ baseURL });
  await apiSignIn(request, demoEmail('advertiser'));
  const expected = (await (
    await request.get('/api/v1/collab/creators?language=zh&subscribers_min=1000&update_frequency_min=0.5&sort=subscribers&order=desc&page_size=20')
  ).json()) as { items: { channel_id: string; channel_title: string; hidden?: boolean; prices?: unknown }[]; total: number };
  expect(expected.items.length).toBeGreaterThan(1);
  for (const item of expected.items) {
    expect(item.prices).toBeUndefined();
    expect(item.hidden).toBeUndefined();
  }
  const hidden = (await (await request.get('/api/v1/collab/creators?page_size=100')).json()) as { total: number };

  await signIn(page, demoEmail('advertiser'));
  await openFromNav(page, 'collabSearch');
  await expect(page.getByRole('heading', { level: 1, name: t('zh-TW', 'nav', 'pages.collabSearch') })).toBeVisible();
  await expect(page.getByTestId('creator-total')).toHaveText(zh('search.results').replace('{{count}}', String(hidden.total)));
  // No prices column for an advertiser.
  await expect(page.getByRole('columnheader', { name: zh('search.columns.prices') })).toHaveCount(0);

  // Filters: language, then more filters (subscribers from 1,000, at least one upload every two weeks).
  await page.getByTestId('filter-language').locator('..').click();
  await page.getByRole('option', { name: zh('languages.zh') }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('more-filters').click();
  await page.getByTestId('filter-subscribers-min').fill('1000');
  await page.getByTestId('filter-update_frequency-min').fill('0.5');
  await expect(page.getByTestId('creator-total')).toHaveText(zh('search.results').replace('{{count}}', String(expected.total)));
  await expect(page.getByTestId('creator-title')).toHaveText(expected.items.map((i) => i.channel_title));
  await expect(page.getByTestId('verified-mark').first()).toBeVisible();
  await screenshot(page, 'collab-search-desktop');

  // Star the second creator into a new personal list.
  const starred = expected.items[1]!;
  await page.getByTestId(`star-${starred.channel_id}`).click();
  await page.getByTestId('star-new-list').fill('E2E 候選頻道');
  await page.getByRole('button', { name: zh('star.create') }).click();
  await expect(page.getByText(zh('star.added').replace('{{list}}', 'E2E 候選頻道'))).toBeVisible();
  // The new list is checked in the menu; Escape closes it.
  await expect(page.getByRole('menuitem', { name: /E2E 候選頻道/ }).getByRole('checkbox')).toBeChecked();
  await page.getByRole('menu').press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByTestId(`star-${starred.channel_id}`)).toHaveAttribute('data-starred', 'true');

  // Favourites: the new list holds the creator.
  await openFromNav(page, 'collabFav');
  await page.getByRole('button', { name: /E2E 候選頻道/ }).click();
  await expect(page.getByTestId('fav-list-name')).toHaveText('E2E 候選頻道');
  await expect(page.getByTestId(`fav-creator-${starred.channel_id}`)).toBeVisible();
  // The team's shared list is there too.
  await expect(page.getByText(zh('favourites.teamLists'))).toBeVisible();
  await screenshot(page, 'collab-favourites-desktop');
  await page.setViewportSize(PHONE_VIEWPORT);
  await expect(page.getByTestId(`fav-creator-${starred.channel_id}`)).toBeVisible();
  await screenshot(page, 'collab-favourites-phone', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Back to search: select two creators and go on to the wizard.
  await openFromNav(page, 'collabSearch');
  const [first, second] = expected.items;
  await page.getByTestId(`select-${first!.channel_id}`).check();
  await page.getByTestId(`select-${second!.channel_id}`).check();
  await expect(page.getByTestId('selection-bar')).toContainText(zh('search.selected').replace('{{count}}', '2'));
  await page.getByTestId('add-to-package').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/collabSearch/apply\\?channels=${encodeURIComponent(`${first!.channel_id},${second!.channel_id}`)}$`));
});

test('an agency sees prices and sets them; the phone shows the search', async ({ page }) => {
  await signIn(page, demoEmail('agency'));
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/dashboard/collabSearch');
  await expect(page.getByRole('columnheader', { name: zh('search.columns.prices') })).toBeVisible();
  await screenshot(page, 'collab-search-phone');
  const firstRow = page.getByTestId('creator-table').locator('tbody tr').first();
  const channelId = ((await firstRow.getAttribute('data-testid')) ?? '').replace('creator-', '');
  await page.getByTestId(`edit-prices-${channelId}`).click();
  await page.getByTestId('price-midroll-min').fill('100');
  await page.getByTestId('price-midroll-max').fill('200');
  await page.getByTestId('price-midroll-price').fill('250');
  await page.getByRole('button', { name: zh('search.save') }).click();
  // Out of its reference range: the field says so and the dialog stays.
  await expect(page.getByText(t('zh-TW', 'messages', 'validation.priceRange'))).toBeVisible();
  await page.getByTestId('price-midroll-price').fill('150.5');
  await page.getByRole('button', { name: zh('search.save') }).click();
  await expect(page.getByText(zh('search.pricesSaved'))).toBeVisible();
  await expect(firstRow).toContainText('$151');
  await screenshot(page, 'collab-search-phone-prices');

  // The same star on the channel's overview heading.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/dashboard/ch/${channelId}/overview`);
  await expect(page.getByTestId(`star-${channelId}`)).toBeVisible();
  await screenshot(page, 'collab-overview-star');
});
