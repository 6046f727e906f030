// Posting a month's statements in set-based SQL (1,000 channels in well under the 10 s target): the
// fresh lines of every network channel with revenue (or studio lines) and an owner, computed as contract
// computeStatement does (a test compares the two); the channels whose live lines differ are
// reversed and posted anew, and their payment records follow. Runs inside the caller's transaction.
import { ratioItemOf, ratioOfCommerceLine, statementLineOrder, wholeLines } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { refreshMonthCommissions, storeMonthsSql } from '../../resell/index.ts';
import { markSourcesPosted } from '../source-changes.ts';
import { addWithholdingLines } from '../withholding/withholding-posting.ts';

const itemToLine = Object.entries(ratioItemOf);
const lineOrder = sql.raw(`ARRAY[${statementLineOrder.map((l) => `'${l}'`).join(',')}]::text[]`);
const whole = sql.raw(wholeLines.map((l) => `'${l}'`).join(','));
/** The ratio item a line's ratio is read from: its own, or for a commerce line the item that shares it. */
const ratioItemOfLine = sql.raw(
  `CASE rev.line ${Object.entries(ratioOfCommerceLine)
    .map(([line, item]) => `WHEN '${line}' THEN '${item}'`)
    .join(' ')} ELSE rev.line END`,
);
const lineOfItem = sql.raw(`CASE r.item ${itemToLine.map(([item, line]) => `WHEN '${item}' THEN '${line}'`).join(' ')} ELSE r.item END`);

/** The month's live lines: neither a reversal nor reversed. */
const liveLines = (yearMonth: string) => sql`
  SELECT e.* FROM ledger_entries e
  WHERE e.year_month = ${yearMonth} AND e.reverses_id IS NULL
    AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_id = e.id)`;

export type PostingCounts = { postingId: number | null; channels: number; entries: number; corrected: number; withoutOwner: number };

export async function postMonth(trx: Db, yearMonth: string, rate: string, postedBy: number, now: Date): Promise<PostingCounts> {
  // One posting of a month at a time; other months go on in parallel.
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`ledger-post ${yearMonth}`}))`.execute(trx);
  // Issue 23: the month's source changes seen now are what this posting reads (source-changes.ts).
  await markSourcesPosted(trx, yearMonth);
  // Issue 12: the month's resale commissions, recomputed at every posting of the month (which only
  // an open month gets: the callers hold the month lock), so a closed month keeps its own.
  await refreshMonthCommissions(trx, yearMonth, now);
  // Several months may be posted in one transaction (the demo seed): each starts from empty tables.
  await sql`DROP TABLE IF EXISTS pg_temp.ledger_fresh, pg_temp.ledger_changed`.execute(trx);
  await sql`
    CREATE TEMP TABLE ledger_fresh ON COMMIT DROP AS
    WITH rev AS (
      SELECT r.channel_id, ${lineOfItem} AS line,
        sum(CASE WHEN r.item IN ('us_withholding_tax', 'ypp_deduction') THEN -r.amount ELSE r.amount END) AS gross
      FROM revenue_channel_months r JOIN channels c ON c.channel_id = r.channel_id
      WHERE r.year_month = ${yearMonth}
      GROUP BY 1, 2
      UNION ALL
      SELECT d.channel_id, 'deduction', -sum(d.amount)
      FROM accounting_deductions d JOIN channels c ON c.channel_id = d.channel_id
      WHERE d.year_month = ${yearMonth}
      GROUP BY 1
      UNION ALL
      -- Issue 12: the month's resale commissions (refreshed by the caller), credited whole.
      SELECT m.channel_id, 'resale_commission', sum(m.commission_usd)
      FROM resell_commission_months m JOIN channels c ON c.channel_id = m.channel_id
      WHERE m.year_month = ${yearMonth} AND m.commission_usd IS NOT NULL
      GROUP BY 1 HAVING sum(m.commission_usd) <> 0
      UNION ALL
      -- Issue 28: the month's net course revenue (the commerce area's course months), TWD courses at
      -- the month's rate (12 places, as gross_usd keeps), shared by the paid-course ratio.
      SELECT cc.channel_id, 'course_revenue',
        sum(CASE WHEN cc.currency = 'USD' THEN cm.gross - cm.refunds ELSE round((cm.gross - cm.refunds) / ${rate}::numeric, 12) END)
      FROM commerce_course_months cm JOIN commerce_courses cc ON cc.id = cm.course_id
      WHERE cm.year_month = ${yearMonth}
      GROUP BY 1 HAVING sum(cm.gross - cm.refunds) <> 0
      UNION ALL
      -- Issue 28: the month's net sales of the creator's own stores the network runs that month (the
      -- commerce area's ec part: the month's orders at their subtotal less the month's refunds, in the
      -- store's own month), TWD stores at the month's rate, shared by the own-store ratio.
      SELECT s.channel_id, 'store_revenue',
        sum(CASE WHEN trim(s.currency) = 'USD' THEN m.gross - m.refunds ELSE round((m.gross - m.refunds) / ${rate}::numeric, 12) END)
      FROM (${storeMonthsSql(sql`SELECT store_id FROM ec_store_terms t WHERE t.start_month <= ${yearMonth}`, yearMonth, yearMonth)}) m
        JOIN shop_stores s ON s.id = m.store_id
      WHERE trim(s.currency) IN ('USD', 'TWD')
        AND (SELECT t.network_runs FROM ec_store_terms t WHERE t.store_id = s.id AND t.start_month <= ${yearMonth} ORDER BY t.start_month DESC LIMIT 1)
      GROUP BY 1 HAVING sum(m.gross - m.refunds) <> 0
    ),
    owner AS (
      SELECT DISTINCT ON (channel_id) channel_id, user_id FROM channel_members
      WHERE member_type = 'owner' ORDER BY channel_id, created_at, user_id
    ),
    lines AS (
      SELECT rev.channel_id, owner.user_id AS payee, rev.line, rev.gross,
        CASE WHEN rev.line IN (${whole}) THEN 1::numeric ELSE coalesce(p.ratio, 0) END AS ratio,
        array_position(${lineOrder}, rev.line) AS ord
      FROM rev JOIN owner ON owner.channel_id = rev.channel_id
      LEFT JOIN LATERAL (
        SELECT ratio FROM profit_share_ratios p
        WHERE p.channel_id = rev.channel_id AND p.item = ${ratioItemOfLine} AND p.start_month <= ${yearMonth}
        ORDER BY p.start_month DESC LIMIT 1
      ) p ON true
    ),
    exact AS (
      SELECT *, gross * ratio AS share, gross * ratio * ${rate}::numeric AS twd_exact,
        floor(gross * ratio * ${rate}::numeric * 100) / 100 AS twd_floor
      FROM lines
    ),
    ranked AS (
      SELECT *,
        round((round(sum(twd_exact) OVER w, 2) - sum(twd_floor) OVER w) * 100) AS units,
        row_number() OVER (PARTITION BY channel_id ORDER BY twd_exact - twd_floor DESC, ord) AS place
      FROM exact
      WINDOW w AS (PARTITION BY channel_id)
    ),
    -- Issue 28: the month's studio lines, one per order (contract studioLines): a delivered order's
    -- charge in the month it was charged to, a delivered order cancelled afterwards given back in the
    -- month of its cancelling. The order's TWD total exactly, outside the largest-remainder split.
    studio AS (
      SELECT o.channel_id, 'studio_charge' AS line, o.id AS studio_order_id, -o.total_twd AS twd
      FROM studio_orders o JOIN channels c ON c.channel_id = o.channel_id WHERE o.charged_month = ${yearMonth}
      UNION ALL
      SELECT o.channel_id, 'studio_correction', o.id, o.total_twd
      FROM studio_orders o JOIN channels c ON c.channel_id = o.channel_id WHERE o.credited_month = ${yearMonth}
    )
    SELECT channel_id, payee, line, ord, gross, ratio, share, gross - share AS network,
      twd_floor + CASE WHEN place <= units THEN 0.01 ELSE 0 END AS amount_twd, NULL::bigint AS studio_order_id
    FROM ranked
    UNION ALL
    SELECT s.channel_id, owner.user_id, s.line, array_position(${lineOrder}, s.line), round(s.twd / ${rate}::numeric, 12), 1::numeric,
      round(s.twd / ${rate}::numeric, 12), 0, s.twd, s.studio_order_id
    FROM studio s JOIN owner ON owner.channel_id = s.channel_id`.execute(trx);
  // Issue 30: each statement's income tax withheld under its payee's tax profile, a line of its own.
  await addWithholdingLines(trx, yearMonth, rate, statementLineOrder.indexOf('withholding_tax') + 1);

  const withoutOwner = await sql<{ n: number }>`
    SELECT count(DISTINCT r.channel_id)::int AS n
    FROM revenue_channel_months r JOIN channels c ON c.channel_id = r.channel_id
    WHERE r.year_month = ${yearMonth}
      AND NOT EXISTS (SELECT 1 FROM channel_members m WHERE m.channel_id = r.channel_id AND m.member_type = 'owner')`.execute(trx);

  // A channel one of whose lines changed is reposted whole: its statement stays one posting's lines.
  await sql`
    CREATE TEMP TABLE ledger_changed ON COMMIT DROP AS
    WITH live AS (${liveLines(yearMonth)}),
    diff AS (
      SELECT DISTINCT coalesce(f.channel_id, l.channel_id) AS channel_id
      FROM ledger_fresh f FULL JOIN live l ON l.channel_id = f.channel_id AND l.line = f.line AND l.studio_order_id IS NOT DISTINCT FROM f.studio_order_id
      WHERE f.channel_id IS NULL OR l.channel_id IS NULL OR f.payee <> l.payee_user_id OR f.gross <> l.gross_usd
        OR f.ratio <> l.ratio OR f.share <> l.share_usd OR l.rate <> ${rate}::numeric OR f.amount_twd <> l.amount_twd
    )
    SELECT d.channel_id, EXISTS (SELECT 1 FROM live WHERE live.channel_id = d.channel_id) AS had_lines FROM diff d`.execute(trx);

  const changed = await sql<{ channels: number; corrected: number }>`
    SELECT count(DISTINCT channel_id)::int AS channels, count(DISTINCT channel_id) FILTER (WHERE had_lines)::int AS corrected
    FROM ledger_changed`.execute(trx);
  const { channels, corrected } = changed.rows[0]!;
  if (channels === 0) return { postingId: null, channels: 0, entries: 0, corrected: 0, withoutOwner: withoutOwner.rows[0]!.n };

  const key = await sql<{ key: string }>`
    SELECT ${yearMonth} || ':' || coalesce((SELECT max(id) FROM ledger_postings WHERE year_month = ${yearMonth}), 0) || ':' ||
      md5(coalesce(string_agg(f.channel_id || '/' || f.line || '/' || coalesce(f.studio_order_id, 0) || '/' || f.payee || '/' || f.share || '/' || f.amount_twd, ',' ORDER BY f.channel_id, f.ord, f.studio_order_id), '')) AS key
    FROM ledger_fresh f JOIN ledger_changed c ON c.channel_id = f.channel_id`.execute(trx);
  const posting = await trx
    .insertInto('ledger_postings')
    .values({ year_month: yearMonth, idempotency_key: key.rows[0]!.key, posted_by: postedBy, posted_at: now, channels, entries: 0 })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!posting) return { postingId: null, channels: 0, entries: 0, corrected: 0, withoutOwner: withoutOwner.rows[0]!.n };

  const reversed = await sql`
    INSERT INTO ledger_entries (posting_id, year_month, channel_id, payee_user_id, line, gross_usd, ratio, share_usd, network_usd, rate, amount_twd, reverses_id, studio_order_id,
      tax_currency, tax_base, tax_amount, tax_profile_id, created_at)
    SELECT ${posting.id}, l.year_month, l.channel_id, l.payee_user_id, l.line, -l.gross_usd, l.ratio, -l.share_usd, -l.network_usd, l.rate, -l.amount_twd, l.id, l.studio_order_id,
      l.tax_currency, -l.tax_base, -l.tax_amount, l.tax_profile_id, ${now}
    FROM (${liveLines(yearMonth)}) l JOIN ledger_changed c ON c.channel_id = l.channel_id
    ORDER BY l.channel_id, l.id`.execute(trx);
  const added = await sql`
    INSERT INTO ledger_entries (posting_id, year_month, channel_id, payee_user_id, line, gross_usd, ratio, share_usd, network_usd, rate, amount_twd, studio_order_id,
      tax_currency, tax_base, tax_amount, tax_profile_id, created_at)
    SELECT ${posting.id}, ${yearMonth}, f.channel_id, f.payee, f.line, f.gross, f.ratio, f.share, f.network, ${rate}::numeric, f.amount_twd, f.studio_order_id,
      f.tax_currency, f.tax_base, f.tax_amount, f.tax_profile_id, ${now}
    FROM ledger_fresh f JOIN ledger_changed c ON c.channel_id = f.channel_id
    ORDER BY f.channel_id, f.ord, f.studio_order_id`.execute(trx);
  const entries = Number(reversed.numAffectedRows ?? 0) + Number(added.numAffectedRows ?? 0);
  await trx.updateTable('ledger_postings').set({ entries }).where('id', '=', posting.id).execute();

  // Spec 3 payment records: the month's revenue in TWD per channel (0 when its lines went), paid on
  // the 20th two months later; the amount paid stays as finance entered it.
  await sql`
    INSERT INTO payment_records AS p (channel_id, payee_user_id, revenue_month, payment_month, revenue_twd, rate, updated_at)
    SELECT c.channel_id, coalesce(f.payee, l.payee_user_id), ${yearMonth},
      to_char(to_date(${yearMonth}, 'YYYYMM') + interval '2 months', 'YYYYMM'), coalesce(f.total, 0), ${rate}::numeric, ${now}
    FROM ledger_changed c
    LEFT JOIN (SELECT channel_id, min(payee) AS payee, sum(amount_twd) AS total FROM ledger_fresh GROUP BY channel_id) f ON f.channel_id = c.channel_id
    LEFT JOIN LATERAL (
      SELECT payee_user_id FROM ledger_entries e WHERE e.channel_id = c.channel_id AND e.year_month = ${yearMonth} ORDER BY e.id LIMIT 1
    ) l ON true
    ON CONFLICT (channel_id, revenue_month) DO UPDATE
      SET payee_user_id = EXCLUDED.payee_user_id, revenue_twd = EXCLUDED.revenue_twd, rate = EXCLUDED.rate, updated_at = EXCLUDED.updated_at`.execute(trx);

  return { postingId: posting.id, channels, entries, corrected, withoutOwner: withoutOwner.rows[0]!.n };
}
