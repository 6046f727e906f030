// Issue 23 "figures people can read": finance reads the payment records at 1,440 px without sideways
// scrolling (the e-mail yields, whole on hover), amounts in whole NT$ with the exact value a hover
// away, rates as rates, the payee's account type by its name — in zh-TW, ja and en.
import { expect, test } from './fixtures.ts';
import { demoEmail, screenshot, signInAt, t, type Language } from './helpers.ts';

for (const language of ['zh-TW', 'ja', 'en'] as const satisfies readonly Language[]) {
  test.describe(`payment records in ${language}`, () => {
    test.use({ locale: language, viewport: { width: 1440, height: 900 } });

    test('the money columns fit at 1,440 px; the e-mail yields; figures read as figures', async ({ page }) => {
      await signInAt(page, demoEmail('finance'), '/dashboard/payment');
      const table = page.getByTestId('payments-table');
      await expect(table.getByTestId('payment-row').first()).toBeVisible();
      await expect(table.locator('th').last()).toHaveText(t(language, 'ledger', 'payments.paidCumulative'));

      const fits = await table.evaluate((el) => {
        const box = el.parentElement!;
        return { scroll: box.scrollWidth, client: box.clientWidth };
      });
      expect(fits.scroll).toBeLessThanOrEqual(fits.client);

      const row = table.getByTestId('payment-row').first();
      const email = row.getByTestId('payment-email');
      await expect(email).toHaveAttribute('title', /@demo\.chorus\.test$/);
      const cells = row.locator('td');
      // Account type by its name (the demo's first payee is a channel owner), never its code.
      await expect(cells.nth(2)).toHaveText(t(language, 'nav', 'roles.user_owner'));
      // Revenue: NT$ and whole dollars; the exact amount on hover.
      await expect(cells.nth(6)).toHaveText(/^NT\$[\d,]+$/);
      await expect(cells.nth(6).locator('span[title]')).toHaveAttribute('title', /^NT\$[\d,]+(\.\d+)?$/);
      // The rate without padding zeros (32, 31.25; never 32.000000).
      await expect(cells.nth(7)).toHaveText(/^\d+(\.\d*[1-9])?$/);
      await screenshot(page, `figures-payments-${language}`);
    });
  });
}
