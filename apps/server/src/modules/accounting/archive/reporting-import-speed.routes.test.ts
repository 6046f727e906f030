// The Reporting API import's speed against the uploads' (issue 30: "keep the import of a big file
// as fast as the uploads"): the same rows as a monthly Reporting API file, as a CMS upload, and as
// 30 daily estimate files joined. Off in the suite; run it with the rows wanted:
//   SPEED_ROWS=300000 npx vitest run --project integration apps/server/src/modules/accounting/archive/reporting-import-speed.routes.test.ts
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../audit/audit-log.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { importReport, type ImportDeps } from '../imports/import-report.ts';
import { archiveFile, type ArchiveEntry } from './archive-files.ts';
import { importMonth, type ImportDepsOf } from './reporting-import.ts';

describe.skipIf(!process.env.SPEED_ROWS)('the Reporting API import speed', () => {
  let t: TestApp;
  let deps: ImportDepsOf;
  const N = Number(process.env.SPEED_ROWS ?? 300_000);
  let channels: string[];
  beforeAll(async () => {
    t = await startTestApp();
    channels = (await t.db.selectFrom('channels').select('channel_id').where('source_type', '=', 'YT').execute()).map((c) => c.channel_id);
    deps = { db: t.db, storage: t.ctx.storage, rows: t.ctx.uploadReads as ImportDeps['rows'], audit: auditLog({ db: t.db, clock: t.ctx.clock }) };
  });
  afterAll(async () => t?.close());

  function* lines(header: string, row: (i: number) => string, n: number) {
    yield `${header}\n`;
    let chunk = '';
    for (let i = 0; i < n; i++) {
      chunk += row(i);
      if (chunk.length > 256 * 1024) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }

  /** Archives a CSV of `header` and `n` generated rows; a file with a report id came from the Reporting API, one without was uploaded. */
  const archiveCsv = (
    entry: Pick<ArchiveEntry, 'reportType' | 'version' | 'periodStart' | 'periodEnd' | 'fileName'> & { reportId?: string },
    header: string,
    row: (i: number) => string,
    n: number,
  ) => {
    const { reportId, ...described } = entry;
    return archiveFile(
      { db: t.db, storage: t.ctx.storage },
      {
        ...described,
        source: reportId ? 'reporting_api' : 'upload',
        contentType: 'text/csv',
        receivedBy: null,
        ...(reportId ? { youtube: { reportId, createTime: new Date().toISOString() } } : {}),
      },
      Readable.from(lines(header, row, n)),
    );
  };

  it('times a big Reporting API file against the same rows as a CMS upload', async () => {
    const api = await archiveCsv(
      {
        reportType: 'content_owner_ad_revenue_raw_a1',
        version: 'a1',
        periodStart: '2025-05-01',
        periodEnd: '2025-05-31',
        fileName: 'big.csv',
        reportId: 'big',
      },
      'date,channel_id,video_id,country_code,adjustment_type,video_title,owned_views,partner_revenue',
      (i) =>
        `20250501,${channels[i % channels.length]},vid${i % 5000},TW,None,"Video title ${i % 5000}",${i % 900},${i % 1000}.${String(i % 1000003).padStart(7, '0')}\n`,
      N,
    );
    const cms = await archiveCsv(
      {
        reportType: 'video_summary',
        version: 'v1-1',
        periodStart: '2025-06-01',
        periodEnd: '2025-06-30',
        fileName: 'YouTube_X_M_20250601_video_summary_v1-1.csv',
      },
      'Adjustment Type,Video ID,Video Title,Channel ID,Country,Owned Views,Partner Revenue',
      (i) =>
        `None,vid${i % 5000},"Video title ${i % 5000}",${channels[i % channels.length]},TW,${i % 900},${i % 1000}.${String(i % 1000003).padStart(7, '0')}\n`,
      N,
    );
    let start = performance.now();
    const a = await importMonth(deps, {
      reportTypeId: 'content_owner_ad_revenue_raw_a1',
      yearMonth: '202505',
      files: [{ id: api.id, key: api.key, name: 'big.csv' }],
    });
    const apiMs = performance.now() - start;
    start = performance.now();
    const c = await importReport(deps, { name: 'YouTube_X_M_20250601_video_summary_v1-1.csv', open: () => t.ctx.storage.read(cms.key) }, null, {
      confirmEmpty: false,
    });
    const cmsMs = performance.now() - start;
    // 30 daily files of N/30 rows, joined.
    const days = [];
    for (let d = 1; d <= 30; d++) {
      const day = `202507${String(d).padStart(2, '0')}`;
      days.push(
        await archiveCsv(
          {
            reportType: 'content_owner_estimated_revenue_a1',
            version: 'a1',
            periodStart: `2025-07-${day.slice(6)}`,
            periodEnd: `2025-07-${day.slice(6)}`,
            fileName: `d${d}.csv`,
            reportId: `d${d}`,
          },
          'date,channel_id,video_id,claimed_status,uploader_type,country_code,estimated_partner_revenue',
          (i) => `${day},${channels[i % channels.length]},vid${i % 5000},claimed,self,TW,0.${String(i % 1000).padStart(3, '0')}\n`,
          Math.floor(N / 30),
        ),
      );
    }
    start = performance.now();
    const e = await importMonth(deps, {
      reportTypeId: 'content_owner_estimated_revenue_a1',
      yearMonth: '202507',
      files: days.map((f, i) => ({ id: f.id, key: f.key, name: `d${i}` })),
    });
    const estMs = performance.now() - start;
    console.log(
      `SPEED rows=${N} api_bytes=${api.bytes} api_ms=${apiMs.toFixed(0)} cms_bytes=${cms.bytes} cms_ms=${cmsMs.toFixed(0)} daily30_rows=${e.records} daily30_ms=${estMs.toFixed(0)}`,
    );
    expect(a.records).toBe(N);
    expect(c.recordsCreated).toBe(N);
  }, 600_000);
});
