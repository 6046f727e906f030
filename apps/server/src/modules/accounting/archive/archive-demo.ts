// The revenue archive's demo (issue 30 "Wire formats, demo and tests"): a year of archived report
// files, as if finance had uploaded the CMS files each month and the daily Reporting API download
// had run all year, each file written to the data folder's storage with its hash; the last month's
// daily estimate files, one day of them backfilled; one listed report YouTube deletes within days
// that could not be downloaded (the page's warning); and one month whose final revenue is well below
// the estimate for one channel, a spam adjustment (the reconciliation's flagged row). The files'
// contents are the demo's own revenue rows, so the archive and the revenue pages agree.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { multiply, roundTo, sum, type DecimalString } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { uploadVersion } from './archive-files.ts';
import { chunks } from '../../../db/chunks.ts';
import { csvQuote } from '../../../storage/spreadsheet.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Taipei is UTC+8 all year. */
const TAIPEI_MS = 8 * HOUR_MS;

/** A repeatable spread (0 ≤ x < 1) from a text. */
const spread = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;

/** An instant on a Taipei working day (`dayUtc` is that day's UTC midnight): 09:30 to 17:30 local, spread by `key`. */
const taipeiWorkingTime = (dayUtc: number, key: string) => new Date(dayUtc - TAIPEI_MS + 9.5 * HOUR_MS + Math.floor(spread(key) * 8 * HOUR_MS));

const csvLine = (cells: readonly string[]) => cells.map(csvQuote).join(',');

const pacificHour = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', hourCycle: 'h23' });
/** Midnight in Pacific time of the UTC day `dayUtc` (07:00 UTC in summer, 08:00 in winter): where the Reporting API's days start. */
const pacificMidnight = (dayUtc: number) => new Date(dayUtc + (Number(pacificHour.format(new Date(dayUtc + 7 * HOUR_MS))) === 0 ? 7 : 8) * HOUR_MS);

const monthStart = (ym: string) => Date.UTC(Number(ym.slice(0, 4)), Number(ym.slice(4, 6)) - 1, 1);
const monthEnd = (ym: string) => new Date(Date.UTC(Number(ym.slice(0, 4)), Number(ym.slice(4, 6)), 0)).toISOString().slice(0, 10);

/**
 * The flagged month: in the latest demo month, the channel with the largest estimate gets a spam
 * adjustment of 12 % of it in its video summary (and the payment summary's ads line with it). Run
 * before the ledger posts the months, so that the statements carry it.
 */
export async function seedReconciliationDemo(db: Db): Promise<{ month: string; channelId: string } | null> {
  const latest = await db
    .selectFrom('revenue_report_files')
    .select((eb) => eb.fn.max('year_month').as('ym'))
    .executeTakeFirst();
  const ym = latest?.ym;
  if (!ym) return null;
  const top = await sql<{ channel_id: string; estimated: string; video_id: string; title: string }>`
    SELECT e.channel_id, e.estimated::text, v.video_id, v.title FROM (
      SELECT d.channel_id, sum(d.gross_revenue) AS estimated FROM channel_daily_metrics d
      JOIN revenue_channel_months r ON r.channel_id = d.channel_id AND r.year_month = ${ym} AND r.report_type = 'video_summary'
      WHERE to_char(d.day::date, 'YYYYMM') = ${ym} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1) e
    JOIN LATERAL (SELECT video_id, title FROM revenue_video_months WHERE year_month = ${ym} AND report_type = 'video_summary'
      AND channel_id = e.channel_id ORDER BY amount DESC, video_id LIMIT 1) v ON true`.execute(db);
  const row = top.rows[0];
  if (!row) return null;
  const deduction = roundTo(multiply(row.estimated, '-0.12'), 2);
  await sql`INSERT INTO revenue_video_months (year_month, report_type, channel_id, video_id, asset_id, adjustment_type, item, title, amount)
    VALUES (${ym}, 'video_summary', ${row.channel_id}, ${row.video_id}, '', 'Spam Adjustment', 'adjustments', ${row.title}, ${deduction}::numeric)`.execute(db);
  await sql`INSERT INTO revenue_channel_months (year_month, report_type, channel_id, item, amount)
    VALUES (${ym}, 'video_summary', ${row.channel_id}, 'adjustments', ${deduction}::numeric)
    ON CONFLICT (year_month, report_type, channel_id, item) DO UPDATE SET amount = revenue_channel_months.amount + EXCLUDED.amount`.execute(db);
  await sql`UPDATE revenue_payment_lines SET amount = amount + ${deduction}::numeric WHERE year_month = ${ym} AND line_no = 1`.execute(db);
  await sql`UPDATE revenue_report_files SET row_count = row_count + 1 WHERE year_month = ${ym} AND report_type = 'video_summary'`.execute(db);
  return { month: ym, channelId: row.channel_id };
}

type DemoFile = {
  source: 'upload' | 'reporting_api';
  reportType: string;
  version: string;
  periodStart: string;
  periodEnd: string;
  fileName: string;
  content: string;
  receivedAt: Date;
  receivedBy: number | null;
  youtube?: { reportId: string; createTime: Date; jobId: string; startTime: Date; endTime: Date };
};

/** The columns a CMS file of each report type is written with (report-layouts.ts reads them back). */
const cmsColumns: Record<string, { header: string[]; row: (r: VideoRow, ym: string) => string[] }> = {
  video: {
    header: ['Adjustment Type', 'Video ID', 'Video Title', 'Channel ID', 'Partner Revenue'],
    row: (r) => [r.adjustment_type, r.video_id, r.title, r.channel_id, r.amount],
  },
  shorts_ads: {
    header: ['Adjustment Type', 'Video ID', 'Video Title', 'Channel ID', 'Net Partner Revenue (Post revshare)'],
    row: (r) => [r.adjustment_type, r.video_id, r.title, r.channel_id, r.amount],
  },
  paid_features: {
    header: ['Date', 'Purchase Type', 'Channel ID', 'Video ID', 'Earnings (USD)'],
    row: (r, ym) => [`${ym}01`, purchaseTypes[r.item] ?? 'Other', r.channel_id, r.video_id, r.amount],
  },
  tax_summary: {
    header: [
      'AdSense Earnings Month',
      'Channel ID',
      'Revenue Source',
      'Local Currency',
      'Total Revenue',
      'US Sourced Revenue',
      'Tax Withholding Rate',
      'Tax Withheld Amount',
    ],
    row: (r, ym) => [ym, r.channel_id, 'Ads', 'USD', '', '', '30', r.amount],
  },
  channel_adjustments: { header: ['Channel ID', 'Adjustment Type', 'Deduction Amount'], row: (r) => [r.channel_id, r.adjustment_type, r.amount] },
};
const purchaseTypes: Record<string, string> = {
  memberships: 'Channel membership',
  super_chat: 'Super Chat',
  super_thanks: 'Super Thanks',
  super_stickers: 'Super Stickers',
  membership_gifts: 'Gifted membership',
};
const columnsOf = (reportType: string) => cmsColumns[reportType] ?? cmsColumns[reportType === 'paid_features' ? 'paid_features' : 'video']!;

type VideoRow = { channel_id: string; video_id: string; adjustment_type: string; item: string; title: string; amount: string };

/**
 * The archive's files and rows; `filesDir` is the file storage's root (DATA_DIR/files). Run after
 * the ledger demo (the files hold the months as they were finally imported).
 */
export async function seedArchiveDemo(db: Db, options: { seedDay: Date; financeUserId: number; filesDir: string }): Promise<{ files: number }> {
  const reports = await db
    .selectFrom('revenue_report_files')
    .select(['year_month', 'report_type', 'file_name'])
    .orderBy('year_month')
    .orderBy('report_type')
    .execute();
  if (reports.length === 0) return { files: 0 };
  const months = [...new Set(reports.map((r) => r.year_month))];
  const files: DemoFile[] = [];
  const imports: { reportTypeId: string; ym: string; fileNames: string[]; records: number }[] = [];

  for (const ym of months) {
    const rows = (
      await sql<VideoRow & { report_type: string }>`
        SELECT report_type, channel_id, video_id, adjustment_type, item, title, amount::text AS amount FROM revenue_video_months
        WHERE year_month = ${ym} ORDER BY report_type, channel_id, video_id, adjustment_type, item`.execute(db)
    ).rows;
    const lines = await db.selectFrom('revenue_payment_lines').selectAll().where('year_month', '=', ym).orderBy('line_no').execute();
    const nextMonth = monthStart(ym) + (Number(monthEnd(ym).slice(8)) + 0) * DAY_MS;
    // Finance uploads the CMS files on a working day early in the next month, one after another.
    let uploadDay = nextMonth + (3 + Math.floor(spread(`upload ${ym}`) * 3)) * DAY_MS;
    const weekday = new Date(uploadDay).getUTCDay();
    if (weekday === 0) uploadDay += DAY_MS;
    if (weekday === 6) uploadDay += 2 * DAY_MS;
    const uploadStart = taipeiWorkingTime(uploadDay, `upload ${ym}`).getTime();
    for (const [index, report] of reports.filter((r) => r.year_month === ym).entries()) {
      const content =
        report.report_type === 'payment_summary'
          ? [csvLine(['Revenue Type', 'Adjustment Type', 'Partner Revenue (USD)']), ...lines.map((l) => csvLine([l.revenue_type, l.adjustment_type, l.amount]))]
          : [
              csvLine(columnsOf(report.report_type).header),
              ...rows.filter((r) => r.report_type === report.report_type).map((r) => csvLine(columnsOf(report.report_type).row(r, ym))),
            ];
      files.push({
        source: 'upload',
        reportType: report.report_type,
        version: uploadVersion(report.file_name),
        periodStart: `${ym.slice(0, 4)}-${ym.slice(4)}-01`,
        periodEnd: monthEnd(ym),
        fileName: report.file_name,
        content: `${content.join('\r\n')}\r\n`,
        receivedAt: new Date(uploadStart + index * (40_000 + Math.floor(spread(`${ym} ${index}`) * 50_000))),
        receivedBy: options.financeUserId,
      });
    }

    // The Reporting API's system-managed monthly reports of the month, created by YouTube a few days
    // after it ends and downloaded by the next daily run (the refresh's hour, 06:00 Taipei).
    const created = new Date(nextMonth + (1 + Math.floor(spread(`api ${ym}`) * 3)) * DAY_MS + Math.floor(spread(`api-h ${ym}`) * 20 * HOUR_MS));
    const downloaded = new Date(Math.ceil((created.getTime() + TAIPEI_MS - 6 * HOUR_MS) / DAY_MS) * DAY_MS - TAIPEI_MS + 6 * HOUR_MS + 90_000);
    const start = pacificMidnight(monthStart(ym));
    const end = pacificMidnight(nextMonth);
    const video = rows.filter((r) => r.report_type === 'video_summary');
    const tax = rows.filter((r) => r.report_type === 'tax_summary');
    const monthly = [
      {
        type: 'content_owner_ad_revenue_raw_a1',
        job: 'demo-system-ad-revenue-raw',
        lines: [
          'date,channel_id,video_id,country_code,adjustment_type,video_title,partner_revenue',
          ...video.map((r) => csvLine([`${ym}01`, r.channel_id, r.video_id, 'TW', r.adjustment_type, r.title, r.amount])),
        ],
        records: video.length,
      },
      {
        type: 'content_owner_tax_withholding_a1',
        job: 'demo-system-tax-withholding',
        lines: [
          'adsense_earnings_month,channel_id,revenue_source,local_currency,total_revenue,us_sourced_revenue,tax_withholding_rate,tax_withheld_amount',
          ...tax.map((r) => csvLine([ym, r.channel_id, 'Ads', 'USD', '', '', '30', r.amount])),
        ],
        records: tax.length,
      },
    ];
    for (const [index, report] of monthly.entries()) {
      const reportId = `${report.job}-${ym}`;
      const fileName = `${report.type}_${ym}01_${reportId}.csv`;
      files.push({
        source: 'reporting_api',
        reportType: report.type,
        version: 'a1',
        periodStart: `${ym.slice(0, 4)}-${ym.slice(4)}-01`,
        periodEnd: monthEnd(ym),
        fileName,
        content: `${report.lines.join('\n')}\n`,
        receivedAt: new Date(downloaded.getTime() + index * 4_000),
        receivedBy: null,
        youtube: { reportId, createTime: new Date(created.getTime() + index * 60_000), jobId: report.job, startTime: start, endTime: end },
      });
      imports.push({ reportTypeId: report.type, ym, fileNames: [fileName], records: report.records });
    }
  }

  // The job-based daily estimates of the last 30 days of data (each created two days after its day).
  const days = (
    await sql<{ day: string; channel_id: string; video_id: string; amount: string }>`
      SELECT v.day::text AS day, v.channel_id, v.video_id, sum(v.gross_revenue)::text AS amount FROM video_daily_metrics v
      WHERE v.day > (SELECT max(day) FROM video_daily_metrics) - 30 AND v.gross_revenue > 0
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`.execute(db)
  ).rows;
  const byDay = new Map<string, typeof days>();
  for (const row of days) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row]);
  const dayList = [...byDay.keys()].sort();
  const backfilledDay = dayList[Math.max(0, dayList.length - 11)];
  const estimates = new Map<string, { ym: string; amounts: DecimalString[] }>();
  const dailyImports = new Map<string, string[]>();
  const header = 'date,channel_id,video_id,claimed_status,uploader_type,country_code,estimated_partner_revenue';
  for (const day of dayList) {
    const dayMs = Date.parse(`${day}T00:00:00Z`);
    const deliveries = day === backfilledDay ? ['', '-backfill'] : [''];
    for (const [n, suffix] of deliveries.entries()) {
      // The backfill corrects the day: 3 % lower (invalid traffic taken out).
      const amountOf = (amount: string) => (suffix ? (Math.round(Number(amount) * 0.97 * 1e6) / 1e6).toFixed(6) : amount);
      const reportId = `demo-job-estimated-${day}${suffix}`;
      const fileName = `content_owner_estimated_revenue_a1_${day.replaceAll('-', '')}_${reportId}.csv`;
      const created = new Date(dayMs + (2 + n * 3) * DAY_MS + Math.floor(spread(reportId) * 12 * HOUR_MS));
      files.push({
        source: 'reporting_api',
        reportType: 'content_owner_estimated_revenue_a1',
        version: 'a1',
        periodStart: day,
        periodEnd: day,
        fileName,
        content: `${[header, ...byDay.get(day)!.map((r) => csvLine([day.replaceAll('-', ''), r.channel_id, r.video_id, 'claimed', 'self', 'TW', amountOf(r.amount)]))].join('\n')}\n`,
        receivedAt: new Date(Math.ceil((created.getTime() + TAIPEI_MS - 6 * HOUR_MS) / DAY_MS) * DAY_MS - TAIPEI_MS + 6 * HOUR_MS + 60_000 + n * 7_000),
        receivedBy: null,
        youtube: {
          reportId,
          createTime: created,
          jobId: 'demo-job-estimated-revenue',
          startTime: pacificMidnight(dayMs),
          endTime: pacificMidnight(dayMs + DAY_MS),
        },
      });
      const ym = day.slice(0, 7).replace('-', '');
      // The current file of the day is the last delivery.
      if (n === deliveries.length - 1) {
        dailyImports.set(ym, [...(dailyImports.get(ym) ?? []), fileName]);
        for (const r of byDay.get(day)!) {
          const key = `${ym} ${r.channel_id} ${r.video_id}`;
          const entry = estimates.get(key) ?? { ym, amounts: [] };
          entry.amounts.push(amountOf(r.amount));
          estimates.set(key, entry);
        }
      }
    }
  }
  for (const [ym, fileNames] of dailyImports) imports.push({ reportTypeId: 'content_owner_estimated_revenue_a1', ym, fileNames, records: fileNames.length });

  // Written to the storage, described in the archive, listed as the daily run listed them.
  const folder = path.join(options.filesDir, 'revenue-archive');
  await mkdir(folder, { recursive: true });
  const ids = new Map<string, string>();
  const rows = [];
  for (const file of files) {
    const id = randomUUID();
    const bytes = Buffer.from(file.content, 'utf8');
    await writeFile(path.join(folder, id), bytes);
    ids.set(file.fileName, id);
    rows.push({
      id,
      source: file.source,
      report_type: file.reportType,
      version: file.version,
      period_start: file.periodStart,
      period_end: file.periodEnd,
      file_name: file.fileName,
      content_type: 'text/csv',
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storage_key: `revenue-archive/${id}`,
      youtube_report_id: file.youtube?.reportId ?? null,
      youtube_create_time: file.youtube?.createTime ?? null,
      received_at: file.receivedAt,
      received_by: file.receivedBy,
    });
  }
  for (const batch of chunks(rows, 500)) await db.insertInto('revenue_archive_files').values(batch).execute();
  const listed = files.flatMap((file) =>
    file.youtube
      ? [
          {
            report_id: file.youtube.reportId,
            job_id: file.youtube.jobId,
            report_type_id: file.reportType,
            start_time: file.youtube.startTime,
            end_time: file.youtube.endTime,
            create_time: file.youtube.createTime,
            download_url: `https://youtubereporting.googleapis.com/v1/media/CONTENT_OWNER/${file.youtube.jobId}/${file.youtube.reportId}?alt=media`,
            expires_at: new Date(file.youtube.createTime.getTime() + 60 * DAY_MS),
            archive_file_id: ids.get(file.fileName)! as string | null,
            alerted_at: null as Date | null,
            listed_at: file.receivedAt,
          },
        ]
      : [],
  );
  // One report YouTube has listed but every download failed: it is deleted within days (the warning).
  const seedMs = options.seedDay.getTime();
  const lastMonth = months.at(-2) ?? months.at(-1)!;
  const lostCreated = new Date(seedMs - 56 * DAY_MS - 5 * HOUR_MS);
  const expires = new Date(lostCreated);
  expires.setUTCMonth(expires.getUTCMonth() + 2);
  listed.push({
    report_id: `demo-system-payments-summary-${lastMonth}`,
    job_id: 'demo-system-payments-summary',
    report_type_id: 'content_owner_payments_summary_a1',
    start_time: pacificMidnight(monthStart(lastMonth)),
    end_time: pacificMidnight(Date.parse(`${monthEnd(lastMonth)}T00:00:00Z`) + DAY_MS),
    create_time: lostCreated,
    download_url: `https://youtubereporting.googleapis.com/v1/media/CONTENT_OWNER/demo-system-payments-summary/demo-system-payments-summary-${lastMonth}?alt=media`,
    expires_at: expires,
    archive_file_id: null,
    alerted_at: expires.getTime() - seedMs <= 7 * DAY_MS ? options.seedDay : null,
    listed_at: new Date(lostCreated.getTime() + 20 * HOUR_MS),
  });
  for (const batch of chunks(listed, 500)) await db.insertInto('reporting_listed_reports').values(batch).execute();

  // What the daily run imported: the monthly reports and the months of daily estimates.
  await db
    .insertInto('reporting_imports')
    .values(
      imports.map((entry) => ({
        report_type_id: entry.reportTypeId,
        year_month: entry.ym,
        file_ids: entry.fileNames.map((name) => ids.get(name)!),
        status: 'done' as const,
        records: entry.records,
        unmatched: 0,
        error_code: null,
        error_params: null,
        imported_at: files.find((f) => f.fileName === entry.fileNames.at(-1))!.receivedAt,
      })),
    )
    .execute();
  const estimateRows = [...estimates.entries()].map(([key, entry]) => {
    const [, channelId, videoId] = key.split(' ') as [string, string, string];
    return {
      year_month: entry.ym,
      report_type_id: 'content_owner_estimated_revenue_a1',
      channel_id: channelId,
      video_id: videoId,
      asset_id: '',
      amount: sum(entry.amounts),
    };
  });
  for (const batch of chunks(estimateRows, 1000)) await db.insertInto('reporting_estimated_revenue').values(batch).execute();
  return { files: files.length };
}
