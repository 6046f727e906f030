// The ledger through its routes: ratios (who sets, who sees), rates, statements posted in SQL equal
// to contract computeStatement (random months), corrections as reversing entries, the closed month's
// refusals, status hints, payment records with the batch update (a bad row reported, good rows
// applied) and the creator's view, with object scope (an owner never sees another's statements).
import {
  computeStatement,
  normalize,
  ratioItemOf,
  ratioItems,
  roundTo,
  sum,
  type CreatorView,
  type MonthCloseStatus,
  type PaymentBatchResult,
  type PaymentRow,
  type PostingResult,
  type RevenueItem,
  type Statement,
} from '@chorus/contract';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../../../test/error-body.ts';
import { multipartBody } from '../../../../test/multipart.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { auditRows } from '../../../../test/audit-log.ts';

let t: TestApp;
let channels: string[];
/** user_owner's first channel, and a channel of a creator nobody here knows. */
let own: string;
let foreign: string;

async function revenue(month: string, channelId: string, amounts: Partial<Record<RevenueItem, string>>, reportType = 'video_summary') {
  await t.db
    .deleteFrom('revenue_channel_months')
    .where('year_month', '=', month)
    .where('channel_id', '=', channelId)
    .where('report_type', '=', reportType)
    .execute();
  const rows = Object.entries(amounts).map(([item, amount]) => ({ year_month: month, report_type: reportType, channel_id: channelId, item, amount: amount! }));
  if (rows.length > 0) await t.db.insertInto('revenue_channel_months').values(rows).execute();
}

beforeAll(async () => {
  t = await startTestApp();
  await t.signInDemo(['finance', 'admin', 'assistant', 'staff', 'user_owner', 'user_editor', 'intensive_cooperative_user_owner', 'advertising_partner']);
  channels = (await t.db.selectFrom('channels').select('channel_id').where('channel_id', 'like', 'UC%demo').orderBy('channel_id').execute()).map(
    (c) => c.channel_id,
  );
  own = (await t.ownedChannel('user_owner'))!;
  foreign = channels[10]!;
  // The demo network's CMS months cover the same months as these tests: each test writes the revenue it posts.
  await t.db.deleteFrom('revenue_channel_months').execute();
});
afterAll(async () => t?.close());

describe('profit-share ratios', () => {
  it('are set by finance from a month on, kept with their history, and seen by the channel’s owner and members', async () => {
    await t.demoOk('finance', 'PUT', '/api/v1/accounting/ratios', { channel_id: own, start_month: '202501', ratios: { estimated_ad: '0.6', premium: '0.5' } });
    const set = await t.demoOk<{ current: Record<string, string | null>; history: unknown[]; can_set: boolean }>(
      'finance',
      'PUT',
      '/api/v1/accounting/ratios',
      {
        channel_id: own,
        start_month: '202601',
        ratios: { estimated_ad: '0.7' },
      },
    );
    expect(set.current).toMatchObject({ estimated_ad: '0.7', premium: '0.5', membership: null });
    expect(set.history).toHaveLength(3);
    expect(set.can_set).toBe(true);
    const seen = await t.demoOk<{ current: Record<string, string | null>; can_set: boolean }>(
      'user_editor',
      'GET',
      `/api/v1/accounting/ratios?channel_id=${own}`,
    );
    expect(seen).toMatchObject({ current: { estimated_ad: '0.7' }, can_set: false });
    await t.demoOk('user_owner', 'GET', `/api/v1/accounting/ratios?channel_id=${own}`);

    const log = await auditRows(t.db, 'accounting.ratio_set');
    expect(log.map((l) => [l.actor_id, l.target_id])).toEqual([
      [await t.demoUserId('finance'), '202501'],
      [await t.demoUserId('finance'), '202601'],
    ]);
  });

  it('refuse owners who set, other owners who look, and ratios outside 0 to 1', async () => {
    expectRefusal(
      await t.demoCall('user_owner', 'PUT', '/api/v1/accounting/ratios', { channel_id: own, start_month: '202601', ratios: { premium: '1' } }),
      403,
    );
    expectRefusal(await t.demoCall('user_owner', 'GET', `/api/v1/accounting/ratios?channel_id=${foreign}`), 404);
    expectRefusal(await t.demoCall('staff', 'GET', `/api/v1/accounting/ratios?channel_id=${own}`), 403);
    const bad = await t.demoCall('finance', 'PUT', '/api/v1/accounting/ratios', { channel_id: own, start_month: '202601', ratios: { premium: '1.2' } });
    expect(expectRefusal(bad, 400).fields?.['ratios.premium']).toContain('0 到 1');
  });
});

describe('statements', () => {
  it('need the month’s TWD rate', async () => {
    expect(expectRefusal(await t.demoCall('finance', 'POST', '/api/v1/accounting/statements', { year_month: '202601' }), 409).code).toBe(
      'errors.accountingRateMissing',
    );
  });

  it('are posted in SQL with the same figures as the contract’s computeStatement, for random months of every channel', async () => {
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const piece = () => `${Math.floor(next() * 3000)}.${String(Math.floor(next() * 1e12)).padStart(12, '0')}`;
    const sources = new Map<string, { revenue: Partial<Record<RevenueItem, string>>; ratios: Record<string, string>; deductions?: string }>();
    for (const channelId of channels) {
      const items = Object.keys(ratioItemOf).filter(() => next() < 0.7) as RevenueItem[];
      const first = Object.fromEntries(items.map((i) => [i, piece()]));
      const second = Object.fromEntries(items.filter(() => next() < 0.5).map((i) => [i, piece()]));
      const withheld = next() < 0.5 ? { us_withholding_tax: piece() } : {};
      await revenue('202602', channelId, { ...first, ...withheld });
      await revenue('202602', channelId, second, 'ads_adjustments');
      const ratios = Object.fromEntries(ratioItems.filter(() => next() < 0.8).map((r) => [r, String(Math.floor(next() * 10001) / 10000)]));
      await t.db
        .insertInto('profit_share_ratios')
        .values(
          Object.entries(ratios).map(([item, ratio]) => ({ channel_id: channelId, item, start_month: '202602', ratio, set_by: null, set_at: new Date() })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
      const deductions = next() < 0.3 ? piece() : undefined;
      if (deductions)
        await t.db
          .insertInto('accounting_deductions')
          .values({ year_month: '202602', channel_id: channelId, adjustment_type: 'MONETIZATION DISABLED', amount: deductions, currency: 'USD' })
          .execute();
      const merged: Partial<Record<RevenueItem, string>> = { ...first, ...withheld };
      for (const [item, amount] of Object.entries(second)) merged[item as RevenueItem] = sum([merged[item as RevenueItem] ?? '0', amount]);
      const inForce = own === channelId ? { estimated_ad: '0.7', premium: '0.5', ...ratios } : ratios;
      sources.set(channelId, { revenue: merged, ratios: inForce, deductions });
    }
    // Rows of a channel outside the network are not statements.
    await revenue('202602', 'UCnotInTheNetwork0000000', { ad_revenue: '99' });
    await t.demoOk('finance', 'PUT', '/api/v1/accounting/rates', { year_month: '202602', currency: 'TWD', rate: '32.123456' });
    const posted = await t.demoOk<PostingResult>('finance', 'POST', '/api/v1/accounting/statements', { year_month: '202602' });
    expect(posted).toMatchObject({ year_month: '202602', channels: channels.length, corrected_channels: 0, channels_without_owner: 0 });

    for (const channelId of channels) {
      const statement = await t.demoOk<Statement>('finance', 'GET', `/api/v1/accounting/statements/${channelId}?month=202602`);
      const expected = computeStatement({ ...sources.get(channelId)!, rate: '32.123456' });
      expect(
        statement.lines.map((l) => ({
          line: l.line,
          gross_usd: l.gross_usd,
          ratio: l.ratio,
          share_usd: l.share_usd,
          network_usd: l.network_usd,
          amount_twd: l.amount_twd,
        })),
        channelId,
      ).toEqual(expected.map((l) => ({ ...l, ratio: normalize(l.ratio) })));
      expect(statement.amount_twd).toBe(roundTo(sum(expected.map((l) => l.amount_twd)), 2));
      expect(statement.share_usd).toBe(sum(expected.map((l) => l.share_usd)));
    }
  });

  it('posted again unchanged add nothing; a change reverses the channel’s lines and posts new ones; entries are never edited', async () => {
    const again = await t.demoOk<PostingResult>('finance', 'POST', '/api/v1/accounting/statements', { year_month: '202602' });
    expect(again).toMatchObject({ posting_id: null, channels: 0, entries: 0 });

    const before = await t.demoOk<Statement>('finance', 'GET', `/api/v1/accounting/statements/${own}?month=202602`);
    // A new ratio and new revenue for one channel (its random deductions gone).
    await t.demoOk('finance', 'PUT', '/api/v1/accounting/ratios', { channel_id: own, start_month: '202602', ratios: { estimated_ad: '0.7' } });
    await revenue('202602', own, { ad_revenue: '1000', memberships: '10' });
    await t.db.deleteFrom('accounting_deductions').where('channel_id', '=', own).execute();
    const corrected = await t.demoOk<PostingResult>('finance', 'POST', '/api/v1/accounting/statements', { year_month: '202602' });
    expect(corrected).toMatchObject({ channels: 1, corrected_channels: 1 });
    const after = await t.demoOk<Statement>('user_owner', 'GET', `/api/v1/accounting/statements/${own}?month=202602`);
    expect(after.corrections).toBe(1);
    expect(after.amount_twd).not.toBe(before.amount_twd);

    // Balances equal the sum of the entries: the reversal cancels the first lines exactly.
    const total = await t.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<string>('amount_twd').as('twd'))
      .where('channel_id', '=', own)
      .where('year_month', '=', '202602')
      .executeTakeFirstOrThrow();
    expect(sum([total.twd])).toBe(sum([after.amount_twd]));
    const record = await t.db
      .selectFrom('payment_records')
      .selectAll()
      .where('channel_id', '=', own)
      .where('revenue_month', '=', '202602')
      .executeTakeFirstOrThrow();
    expect(sum([record.revenue_twd])).toBe(sum([after.amount_twd]));
    expect(record.payment_month).toBe('202604');

    await expect(sql`UPDATE ledger_entries SET amount_twd = 0 WHERE channel_id = ${own}`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(
      sql`INSERT INTO ledger_entries (posting_id, year_month, channel_id, payee_user_id, line, gross_usd, ratio, share_usd, network_usd, rate, amount_twd)
        SELECT posting_id, year_month, channel_id, payee_user_id, line, gross_usd, ratio, share_usd, network_usd + 0.01, rate, amount_twd
        FROM ledger_entries WHERE channel_id = ${own} LIMIT 1`.execute(t.db),
    ).rejects.toThrow(/ledger_entries_split_whole/);
    await expect(sql`DELETE FROM ledger_entries WHERE channel_id = ${own}`.execute(t.db)).rejects.toThrow(/append-only/);
  });

  it('posted twice at once for the same change, add the correction once', async () => {
    await revenue('202602', channels[1]!, { ad_revenue: '555.5' });
    const both = await Promise.all([
      t.demoOk<PostingResult>('finance', 'POST', '/api/v1/accounting/statements', { year_month: '202602' }),
      t.demoOk<PostingResult>('admin', 'POST', '/api/v1/accounting/statements', { year_month: '202602' }),
    ]);
    expect(both.map((p) => p.channels).sort()).toEqual([0, 1]);
    // One live line per item: no line posted twice.
    const live = await sql<{ n: number; lines: number }>`
      SELECT count(*)::int AS n, count(DISTINCT e.line)::int AS lines FROM ledger_entries e
      WHERE e.channel_id = ${channels[1]!} AND e.year_month = '202602' AND e.reverses_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_id = e.id)`.execute(t.db);
    expect(live.rows[0]!.n).toBe(live.rows[0]!.lines);
    expect(live.rows[0]!.n).toBeGreaterThan(0);
  });

  it('are their payee’s and the accounting staff’s only', async () => {
    await t.demoOk('assistant', 'GET', `/api/v1/accounting/statements/${foreign}?month=202602`);
    expectRefusal(await t.demoCall('user_owner', 'GET', `/api/v1/accounting/statements/${foreign}?month=202602`), 404);
    expectRefusal(await t.demoCall('intensive_cooperative_user_owner', 'GET', `/api/v1/accounting/statements/${own}?month=202602`), 404);
    expectRefusal(await t.demoCall('user_editor', 'GET', `/api/v1/accounting/statements/${own}?month=202602`), 403);
  });
});

describe('month close', () => {
  it('refuses rates, ratios starting then, statements and payments of a closed month until it is reopened; both are logged', async () => {
    const closed = await t.demoOk<MonthCloseStatus>('finance', 'POST', '/api/v1/accounting/months/202602/close');
    expect(closed).toMatchObject({ closed: true, hints: ['readyForReconciliation'] });
    const refusals = [
      await t.demoCall('finance', 'POST', '/api/v1/accounting/statements', { year_month: '202602' }),
      await t.demoCall('finance', 'PUT', '/api/v1/accounting/rates', { year_month: '202602', currency: 'TWD', rate: '30' }),
      await t.demoCall('finance', 'PUT', '/api/v1/accounting/ratios', { channel_id: own, start_month: '202602', ratios: { premium: '0.4' } }),
    ];
    for (const r of refusals) expect(expectRefusal(r, 409).code).toBe('errors.accountingMonthClosed');
    expect(
      (await t.demoOk<{ rates: { rate: string }[] }>('finance', 'GET', '/api/v1/accounting/rates?from=202602&to=202602')).rates.map((r) => r.rate),
    ).toEqual(['32.123456']);

    const reopened = await t.demoOk<MonthCloseStatus>('finance', 'POST', '/api/v1/accounting/months/202602/reopen');
    expect(reopened).toMatchObject({ closed: false, hints: ['readyForReconciliation', 'accountsNotFinalized'] });
    const log = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'target_id'])
      .where('action', 'in', ['accounting.month_close', 'accounting.month_reopen'])
      .orderBy('id')
      .execute();
    const financeId = await t.demoUserId('finance');
    expect(log).toEqual([
      { action: 'accounting.month_close', actor_id: financeId, target_id: '202602' },
      { action: 'accounting.month_reopen', actor_id: financeId, target_id: '202602' },
    ]);
  });

  it('shows the spec 4 hints of an untouched month, and refuses owners who try to close', async () => {
    expect((await t.demoOk<MonthCloseStatus>('user_owner', 'GET', '/api/v1/accounting/months/202612')).hints).toEqual([
      'accountsNotFinalized',
      'rateUnavailable',
    ]);
    expectRefusal(await t.demoCall('user_owner', 'POST', '/api/v1/accounting/months/202612/close'), 403);
  });
});

describe('payment records and payouts', () => {
  it('carry a month under 3000 TWD forward and make the balance due once it reaches 3000', async () => {
    // own: 202602 was posted above; add a small month before it and a large one after.
    await revenue('202601', own, { ad_revenue: '10' });
    await t.demoOk('finance', 'PUT', '/api/v1/accounting/rates', { year_month: '202601', currency: 'TWD', rate: '30' });
    await t.demoOk('finance', 'POST', '/api/v1/accounting/statements', { year_month: '202601' });
    const rows = (await t.demoOk<{ rows: PaymentRow[] }>('finance', 'GET', `/api/v1/accounting/payments?channel_id=${own}`)).rows;
    const january = rows.find((r) => r.revenue_month === '202601')!;
    // 10 USD × 0.7 × 30 = 210 TWD: under the minimum, nothing due, all of it carried.
    expect(january).toMatchObject({ revenue_twd: '210.00', due_twd: '0.00', unpaid_twd: '210.00', payment_month: '202603', payout_date: '2026-03-20' });
    const february = rows.find((r) => r.revenue_month === '202602')!;
    expect(Number(february.due_twd)).toBeGreaterThanOrEqual(3000);
    expect(sum([february.unpaid_twd])).toBe(sum([january.unpaid_twd, february.revenue_twd]));

    const paid = await t.demoOk<PaymentRow>('finance', 'PUT', '/api/v1/accounting/payments/paid', {
      channel_id: own,
      revenue_month: '202602',
      paid_twd: february.due_twd,
    });
    expect(paid).toMatchObject({ paid_twd: february.due_twd, unpaid_twd: '0.00', paid_cumulative_twd: february.due_twd });
    expectRefusal(await t.demoCall('assistant', 'PUT', '/api/v1/accounting/payments/paid', { channel_id: own, revenue_month: '202602', paid_twd: '1' }), 403);
  });

  it('batch update: the template holds the month as six digits; a bad row is reported and the good rows applied', async () => {
    const template = await t.demoCall('finance', 'GET', '/api/v1/accounting/payments/template?month=202602');
    expect(template.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('payments')!;
    // Issue 23: headings in the caller's language (zh-TW here) with the currency; amounts as numbers.
    expect(sheet.getRow(1).values).toEqual([undefined, '頻道 ID', '收益月份', '電子郵件', '收益（TWD）', '已付（TWD）']);
    expect(sheet.rowCount).toBe(channels.length + 1);
    expect(sheet.getRow(2).getCell(2).value).toMatch(/^202602$/);
    expect(sheet.getRow(2).getCell(4)).toMatchObject({ type: ExcelJS.ValueType.Number, numFmt: '#,##0.00' });

    const upload = new ExcelJS.Workbook();
    const rows = upload.addWorksheet('payments');
    rows.addRow(['channel_id', 'revenue_month', 'user_email', 'revenue_twd', 'paid_twd']);
    rows.addRow([channels[3], '202602', '', '', '1234.5']);
    rows.addRow([channels[4], '2026-02', '', '', '10']);
    rows.addRow([channels[5], '202602', '', '', '-5']);
    rows.addRow(['UCnoSuchChannel000000000', '202602', '', '', '5']);
    const { payload, contentType } = multipartBody({ filename: 'payments.xlsx', data: Buffer.from(await upload.xlsx.writeBuffer()) });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounting/payments/batch',
      payload,
      headers: { ...t.demoHeaders('finance'), 'content-type': contentType },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as PaymentBatchResult;
    expect(result).toMatchObject({ total: 4, updated: 1, failed: 3 });
    expect(result.rows.map((r) => [r.row, r.status, r.error])).toEqual([
      [2, 'updated', null],
      [3, 'failed', 'validation.yearMonth'],
      [4, 'failed', 'validation.paidAmountInvalid'],
      [5, 'failed', 'errors.paymentRecordMissing'],
    ]);
    const stored = await t.db
      .selectFrom('payment_records')
      .select(['channel_id', 'paid_twd'])
      .where('revenue_month', '=', '202602')
      .where('channel_id', 'in', [channels[3]!, channels[4]!, channels[5]!])
      .orderBy('channel_id')
      .execute();
    expect(stored.map((r) => r.paid_twd)).toEqual(['1234.50', null, null]);
    expect(await auditRows(t.db, 'accounting.payment_batch')).toHaveLength(1);
  });

  it('batch update reads its own template back: numbers in the cells, headings in another language', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/v1/accounting/payments/template?month=202602',
      headers: { ...t.demoHeaders('finance'), 'x-chorus-language': 'ja' },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'チャンネル ID', '収益月', 'メールアドレス', '収益（TWD）', '支払済み（TWD）']);
    // Fill in the paid column as a spreadsheet does (number cells) for two channels; the other rows are deleted.
    const paid = new Map([
      [channels[6]!, 2500.25],
      [channels[7]!, 100],
    ]);
    sheet.eachRow((row, n) => {
      const value = paid.get(String(row.getCell(1).value));
      if (n === 1) return;
      if (value === undefined) row.values = [];
      else row.getCell(5).value = value;
    });
    const { payload, contentType } = multipartBody({ filename: 'payments.xlsx', data: Buffer.from(await workbook.xlsx.writeBuffer()) });
    // Uploaded by someone working in English.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounting/payments/batch',
      payload,
      headers: { ...t.demoHeaders('finance'), 'content-type': contentType, 'x-chorus-language': 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ total: 2, updated: 2, failed: 0 });
    const stored = await t.db
      .selectFrom('payment_records')
      .select(['channel_id', 'paid_twd'])
      .where('revenue_month', '=', '202602')
      .where('channel_id', 'in', [channels[6]!, channels[7]!])
      .orderBy('channel_id')
      .execute();
    expect(stored.map((r) => r.paid_twd)).toEqual(['2500.25', '100.00']);
  });

  it('payment records export: xlsx money as numbers that add up to the page totals, CSV exact, headings translated', async () => {
    const page = await t.demoOk<{ rows: PaymentRow[]; total: number; totals: Record<'revenue_twd' | 'due_twd' | 'paid_twd' | 'unpaid_twd', string> }>(
      'finance',
      'GET',
      '/api/v1/accounting/payments?month=202602&page=1&page_size=5',
    );
    expect(page.total).toBe(channels.length);
    const all = await t.demoOk<{ rows: PaymentRow[] }>('finance', 'GET', '/api/v1/accounting/payments?month=202602');
    expect(page.totals.revenue_twd).toBe(sum(all.rows.map((r) => r.revenue_twd)));
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/v1/accounting/payments/export?month=202602&format=xlsx',
      headers: { ...t.demoHeaders('finance'), 'x-chorus-language': 'en' },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('payment-records-202602.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const headings = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headings).toEqual([
      'E-mail',
      'Name',
      'Category',
      'Channel ID',
      'Channel',
      'Revenue month',
      'Payout date',
      'Revenue (TWD)',
      'Exchange rate (TWD per USD)',
      'Due (TWD)',
      'Paid (TWD)',
      'Unpaid (TWD)',
      'Paid to date (TWD)',
    ]);
    expect(sheet.rowCount).toBe(channels.length + 1);
    const column = (heading: string) => headings.indexOf(heading) + 1;
    const cells = (heading: string) => Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(column(heading)));
    for (const [heading, key] of [
      ['Revenue (TWD)', 'revenue_twd'],
      ['Due (TWD)', 'due_twd'],
      ['Paid (TWD)', 'paid_twd'],
      ['Unpaid (TWD)', 'unpaid_twd'],
    ] as const) {
      const money = cells(heading).filter((c) => c.value !== null);
      expect(money.every((c) => c.type === ExcelJS.ValueType.Number && c.numFmt === '#,##0.00')).toBe(true);
      // Excel's SUM over the column is the page's total to the cent.
      expect(money.reduce((s, c) => s + (c.value as number), 0).toFixed(2)).toBe(roundTo(page.totals[key], 2));
    }
    expect(cells('Exchange rate (TWD per USD)').every((c) => c.type === ExcelJS.ValueType.Number)).toBe(true);
    expect(cells('Revenue month').every((c) => c.value === '202602')).toBe(true);
    // The payee's category in words, never the account type's code.
    expect(cells('Category').some((c) => /_/.test(String(c.value)))).toBe(false);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/accounting/payments/export?month=202602&format=csv',
      headers: { ...t.demoHeaders('finance'), 'x-chorus-language': 'zh-TW' },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n');
    expect(lines[0]!.startsWith('\ufeff電子郵件,姓名,類別,頻道 ID,頻道,收益月份,付款日,收益（TWD）,')).toBe(true);
    const first = all.rows[0]!;
    expect(lines.some((line) => line.includes(`,${first.revenue_twd},${first.rate},${first.due_twd},`))).toBe(true);

    expectRefusal(await t.demoCall('user_owner', 'GET', '/api/v1/accounting/payments/export?month=202602&format=xlsx'), 403);
    expectRefusal(await t.demoCall('finance', 'GET', '/api/v1/accounting/payments/export?month=2026-02&format=xlsx'), 400);
  });

  it('the creator sees only their own channels, the balance carried forward and progress to 3000 TWD', async () => {
    const view = await t.demoOk<CreatorView>('user_owner', 'GET', '/api/v1/accounting/my-statements');
    expect(view.channels.map((c) => c.channel_id).sort()).toEqual((await t.memberChannels('user_owner', 'owner')).sort());
    const mine = view.channels.find((c) => c.channel_id === own)!;
    expect(mine.months.map((m) => m.revenue_month)).toEqual(['202602', '202601']);
    // Paid in full for February: nothing carried.
    expect(mine).toMatchObject({ balance_twd: '0.00', progress: '0.0000', expected_payout_date: null });
    expect(view.minimum_twd).toBe('3000');
    const other = await t.demoOk<CreatorView>('intensive_cooperative_user_owner', 'GET', '/api/v1/accounting/my-statements');
    expect(other.channels.map((c) => c.channel_id)).not.toContain(own);
  });
});
