// The reseller's products on videos and what each video sold (issue 12, products part). A store of
// the demo reseller team with a catalogue and orders is set up in the database (the stores and
// orders parts bring the real ones), with a case video of the team's package: the reseller sees the
// empty state, then the video's sales once a product with its discount code is on it (net of the
// refund, the cancelled order apart), the chart, the code table and the xlsx, at desktop and phone
// width, and removes the product after confirming; the picker (store, product searched by name,
// code) refuses to add a product of a store Shopify has no token for. With the connected demo store (the stores part's
// demo mode, whose fake Shopify checks discount codes) the reseller adds a product through the
// picker: an unknown code is refused with the spec 8 message, a known one is added and its video's
// sales show.
import { expect, test } from './fixtures.ts';
import pg from 'pg';
import { demoEmail, expectNoSidewaysScroll, PHONE_VIEWPORT, screenshot, signInAt } from './helpers.ts';
import { connectDb } from './server-db.ts';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

/** A demo video with views in the last 30 days, made a case video of the demo reseller team's package. */
async function resellerCaseVideo(db: pg.Client, team: string): Promise<{ video_id: string; channel_id: string; title: string }> {
  const { rows } = await db.query<{ video_id: string; channel_id: string; title: string }>(`
    SELECT v.video_id, v.channel_id, v.title FROM videos v
    WHERE v.kind = 'video' AND EXISTS (SELECT 1 FROM video_daily_metrics m WHERE m.video_id = v.video_id AND m.day >= current_date - 29 AND m.views > 0)
      AND NOT EXISTS (SELECT 1 FROM resell_video_products r WHERE r.video_id = v.video_id)
    ORDER BY v.published_at DESC, v.video_id LIMIT 1`);
  const video = rows[0]!;
  const pkg = (
    await db.query<{ id: string }>("INSERT INTO collab_packages (advertiser_id, name, status) VALUES ($1, '團購春季檔', 'matching_complete') RETURNING id", [
      team,
    ])
  ).rows[0]!.id;
  const kase = (
    await db.query<{ id: string }>("INSERT INTO collab_cases (package_id, channel_id, status) VALUES ($1, $2, 'creator_agreed') RETURNING id", [
      pkg,
      video.channel_id,
    ])
  ).rows[0]!.id;
  await db.query(
    'INSERT INTO collab_case_videos (case_id, video_id, title, published_at) SELECT $1, video_id, title, published_at FROM videos WHERE video_id = $2',
    [kase, video.video_id],
  );
  return video;
}

test('the reseller sees what a video sold through its product and code, and removes the product', async ({ page }) => {
  const db = await connectDb();
  const team = (await db.query<{ id: string }>("SELECT id FROM advertisers WHERE name = 'Daily Picks'")).rows[0]!.id;
  const hadProducts = Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM resell_video_products')).rows[0]!.n) > 0;
  const store = (
    await db.query<{ id: string }>(
      "INSERT INTO shop_stores (advertiser_id, shop_domain, name, currency, iana_timezone) VALUES ($1, 'e2e-picks.myshopify.com', 'E2E Picks', 'USD', 'UTC') RETURNING id",
      [team],
    )
  ).rows[0]!.id;
  await db.query("INSERT INTO shop_products (store_id, product_id, title) VALUES ($1, 901, 'E2E 抹茶刷組'), ($1, 902, 'E2E 竹托盤')", [store]);
  const order = async (id: number, at: string, code: string, qty: number, asp: string, refunded: string, cancelled: boolean) => {
    await db.query(
      'INSERT INTO shop_orders (store_id, order_id, order_date, shopify_updated_at, currency, discount_codes, cancelled_at) VALUES ($1, $2, $3, $3, $4, $5, $6)',
      [store, id, at, 'USD', [code], cancelled ? at : null],
    );
    await db.query(
      `INSERT INTO shop_order_lines (store_id, order_id, line_id, product_id, quantity, unit_price, total_discount, actual_selling_price, refunded_quantity, refunded_amount)
       VALUES ($1, $2, $2, 901, $3, '25.00', $4, $5, $6, $7)`,
      [store, id, qty, qty === 2 ? '5.00' : '0', asp, refunded === '0' ? 0 : 1, refunded],
    );
  };
  await order(9001, daysAgo(2), 'e2espring', 2, '45.00', '0', false);
  await order(9002, daysAgo(3), 'E2ESPRING', 1, '25.00', '25.00', false);
  await order(9003, daysAgo(1), 'E2ESPRING', 1, '25.00', '0', true);
  const video = await resellerCaseVideo(db, team);

  await signInAt(page, demoEmail('reseller'), '/dashboard/resellPerformance');
  await expect(page.locator(`[data-testid="sales-my-video"][data-video="${video.video_id}"]`)).toBeVisible();
  if (!hadProducts) await expect(page.getByTestId('sales-no-products')).toBeVisible();

  // The picker: store, product searched by name, code. This store has no token at Shopify (the
  // stores part connects real ones), so the code cannot be checked and nothing is added.
  await page.locator(`[data-testid="sales-my-video"][data-video="${video.video_id}"]`).getByTestId('video-products-open').click();
  const picker = page.getByTestId('video-products-dialog');
  await picker.getByRole('combobox', { name: '商店' }).click();
  await page.getByTestId(`video-product-store-${store}`).click();
  await picker.getByTestId('video-product-product').fill('抹茶');
  await page.getByRole('option', { name: 'E2E 抹茶刷組' }).click();
  await picker.getByTestId('video-product-code').fill('e2espring');
  await screenshot(page, 'resell-products-picker-desktop');
  await picker.getByTestId('video-product-add').click();
  await expect(picker.getByRole('alert')).toContainText('這個商店尚未連結');
  await expect(picker.getByTestId('video-products-empty')).toBeVisible();
  await picker.getByTestId('video-products-close').click();

  await db.query(
    "INSERT INTO resell_video_products (channel_id, video_id, store_id, product_id, product_title, discount_code) VALUES ($1, $2, $3, 901, 'E2E 抹茶刷組', 'E2ESPRING')",
    [video.channel_id, video.video_id, store],
  );
  await page.reload();
  const row = page.locator(`[data-testid="sales-row"][data-video="${video.video_id}"]`);
  await expect(row).toBeVisible();
  // 45.00 + (25.00 − 25.00 refunded); the cancelled order is left out.
  await expect(row.getByTestId('sales-cell-net_sales')).toHaveText('US$45.00');
  await expect(row.getByTestId('sales-cell-orders')).toHaveText('2');
  await expect(row.getByTestId('sales-cell-refunds')).toHaveText('US$25.00');
  await expect(page.locator('[data-testid="sales-code-row"][data-code="E2ESPRING"]')).toBeVisible();
  await expect(page.getByTestId('chart-resell-performance')).toHaveAttribute('data-drawn', 'true');
  await screenshot(page, 'resell-performance-desktop', { fullPage: true });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sales-export-xlsx').click()]);
  expect(download.suggestedFilename()).toMatch(/^resell-performance-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);

  await page.setViewportSize(PHONE_VIEWPORT);
  await expect(page.locator(`[data-testid="sales-card"][data-video="${video.video_id}"]`)).toContainText('US$45.00');
  // The chart follows the new width on its resize event: wait for the page to settle at phone width.
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'resell-performance-phone', { fullPage: true });

  // The product on the video, removed after confirming.
  await page.locator(`[data-testid="sales-my-video"][data-video="${video.video_id}"]`).getByTestId('video-products-open').click();
  const dialog = page.getByTestId('video-products-dialog');
  await expect(dialog.locator('[data-testid="video-product"][data-code="E2ESPRING"]')).toContainText('E2E 抹茶刷組');
  await screenshot(page, 'resell-products-dialog-phone');
  await dialog.getByTestId('video-product-remove').click();
  await page.getByTestId('confirm-action').click();
  await expect(dialog.getByTestId('video-products-empty')).toBeVisible();
  expect(Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM resell_video_products WHERE video_id = $1', [video.video_id])).rows[0]!.n)).toBe(0);
  await db.end();
});

test('the reseller adds a product of the demo store to a video through the picker and sees its sales', async ({ page }) => {
  const db = await connectDb();
  const demo = (
    await db.query<{ id: string; name: string }>(
      "SELECT id, name FROM shop_stores WHERE shop_domain = 'daily-picks-demo.myshopify.com' AND status = 'connected' AND access_token_cipher IS NOT NULL",
    )
  ).rows[0];
  test.skip(!demo, "needs the stores part's connected demo store (npm start's demo mode with the fake Shopify)");
  const team = (await db.query<{ id: string }>("SELECT id FROM advertisers WHERE name = 'Daily Picks'")).rows[0]!.id;
  // A product and code pair of the demo orders of the last 30 days.
  const pair = (
    await db.query<{ product_id: string; title: string; code: string }>(
      `SELECT l.product_id::text, p.title, min(c) AS code
       FROM shop_order_lines l JOIN shop_orders o USING (store_id, order_id)
       JOIN shop_products p ON p.store_id = l.store_id AND p.product_id = l.product_id
       CROSS JOIN LATERAL unnest(o.discount_codes) c
       WHERE l.store_id = $1 AND o.cancelled_at IS NULL AND o.order_date >= now() - interval '29 days'
       GROUP BY l.product_id, p.title ORDER BY count(*) DESC LIMIT 1`,
      [demo!.id],
    )
  ).rows[0]!;
  const video = await resellerCaseVideo(db, team);
  await db.end();

  await signInAt(page, demoEmail('reseller'), '/dashboard/resellPerformance');
  await page.locator(`[data-testid="sales-my-video"][data-video="${video.video_id}"]`).getByTestId('video-products-open').click();
  const dialog = page.getByTestId('video-products-dialog');
  await dialog.getByRole('combobox', { name: '商店' }).click();
  await page.getByTestId(`video-product-store-${demo!.id}`).click();
  await dialog.getByTestId('video-product-product').fill(pair.title.slice(0, 4));
  await page.getByRole('option', { name: pair.title }).click();
  // An unknown code is refused (spec 8 "Cannot add a product"), nothing added.
  await dialog.getByTestId('video-product-code').fill('NO-SUCH-CODE-E2E');
  await dialog.getByTestId('video-product-add').click();
  await expect(dialog).toContainText('無法新增商品');
  await expect(dialog.getByTestId('video-products-empty')).toBeVisible();
  // The code in lower case: the store knows it, and it is kept as the store spells it.
  await dialog.getByTestId('video-product-code').fill(pair.code.toLowerCase());
  await dialog.getByTestId('video-product-add').click();
  await expect(dialog.locator(`[data-testid="video-product"][data-code="${pair.code}"]`)).toContainText(pair.title);
  await dialog.getByTestId('video-products-close').click();
  const row = page.locator(`[data-testid="sales-row"][data-video="${video.video_id}"]`).first();
  await expect(row).toBeVisible();
  await expect(row.getByTestId('sales-cell-orders')).not.toHaveText('0');
});
