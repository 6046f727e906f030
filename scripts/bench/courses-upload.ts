// `npm run bench:courses`: a 100,000-row course sales export (Teachable's columns, 50 courses, sales
// and refunds over a month and the days around it) imported as the courses upload imports it (issue
// 28: read as it arrives, summed per course, the month replaced in one transaction under the month
// lock), against PostgreSQL's COPY of the same file into a table of its columns, in the same run on a
// fresh embedded PostgreSQL with the migrations. Best of five each, after one warm-up. Prints both,
// their ratio and the target (within 1.5× of COPY), and writes .bench/courses-upload.json.
//
//   node scripts/bench/courses-upload.ts [--rows 100000]
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { from as copyFrom } from 'pg-copy-streams';
import { startBenchDatabase, type BenchDatabase } from './bench-database.ts';
import { assertMonthOpen, noteSourceChange } from '../../apps/server/src/modules/accounting/index.ts';
import { replaceCourseMonths } from '../../apps/server/src/modules/commerce/courses/courses.repository.ts';
import { readCourseExport, type CatalogueCourse } from '../../apps/server/src/modules/commerce/courses/read-export.ts';
import { writeFigures } from './server.ts';

export const COURSES_UPLOAD_TARGET = { ratioToCopy: 1.5 };
const { values: args } = parseArgs({ options: { rows: { type: 'string', default: '100000' } } });
const ROWS = Number(args.rows);
const COURSES = 50;
const RUNS = 5;
const MONTH = '202605';
const CHANNEL = 'UCcoursesBench0000000001';

const say = (line: string) => console.log(`[bench:courses] ${line}`);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'chorus-courses-bench-'));
chmodSync(tmp, 0o755);

/** Teachable's transactions export: one sale a row, one in twenty refunded (some in the next month), a few rows of the month before. */
function exportFile(): Buffer {
  const lines = ['Purchased At,Product,Final Price,Currency,Amount Refunded,Refunded At,Student Email'];
  for (let n = 1; n <= ROWS; n++) {
    const day = n % 40 < 2 ? `2026-04-${String(29 + (n % 2)).padStart(2, '0')}` : `2026-05-${String(1 + (n % 31)).padStart(2, '0')}`;
    const price = `${49 + (n % 150)}.${String(n % 100).padStart(2, '0')}`;
    const refunded = n % 20 === 0 ? `${price},2026-0${n % 60 === 0 ? 6 : 5}-28 10:00:00 UTC` : ',';
    lines.push(`${day} ${String(n % 24).padStart(2, '0')}:15:00 UTC,Bench course ${1 + (n % COURSES)},"$${price}",USD,${refunded},student${n}@example.com`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

let database: BenchDatabase | undefined;
try {
  database = await startBenchDatabase(tmp, 2);
  const { pool, db } = database;
  await sql`INSERT INTO channels (channel_id, title, source_type, language) VALUES (${CHANNEL}, 'Courses bench', 'YT', 'en')`.execute(db);
  const user = await sql<{
    id: number;
  }>`INSERT INTO users (email, account, password_hash, account_type, name) VALUES ('bench@example.com', 'bench', 'x', 'finance', 'Bench') RETURNING id`.execute(
    db,
  );
  const userId = Number(user.rows[0]!.id);
  await sql`INSERT INTO commerce_courses (channel_id, title, platform, price, currency) SELECT ${CHANNEL}, 'Bench course ' || n, 'teachable', 99, 'USD' FROM generate_series(1, ${COURSES}) n`.execute(
    db,
  );
  const catalogue = (await db
    .selectFrom('commerce_courses')
    .select(['id', 'title', 'platform', 'platform_course_id', 'currency'])
    .execute()) as CatalogueCourse[];
  await sql`CREATE TABLE bench_course_rows (purchased_at text, product text, final_price text, currency text, amount_refunded text, refunded_at text, student_email text)`.execute(
    db,
  );
  const file = exportFile();
  say(`${ROWS.toLocaleString('en')} rows, ${(file.length / 1e6).toFixed(1)} MB, ${COURSES} courses`);
  const pieces = () => Readable.from(Array.from({ length: Math.ceil(file.length / 65_536) }, (_, i) => file.subarray(i * 65_536, (i + 1) * 65_536)));

  const importOnce = async () => {
    const started = performance.now();
    const sums = await readCourseExport(pieces(), catalogue, MONTH);
    await db.transaction().execute(async (trx) => {
      await assertMonthOpen(trx, MONTH);
      await replaceCourseMonths(trx, { channelId: CHANNEL, month: MONTH, source: 'teachable', courseIds: catalogue.map((c) => c.id), userId }, sums.byCourse);
      await noteSourceChange(trx, MONTH, 'courses');
    });
    return performance.now() - started;
  };
  const copyOnce = async () => {
    const client = await pool.connect();
    try {
      const started = performance.now();
      await client.query('BEGIN');
      await client.query('TRUNCATE bench_course_rows');
      await pipeline(pieces(), client.query(copyFrom('COPY bench_course_rows FROM STDIN WITH (FORMAT csv, HEADER true)')));
      await client.query('COMMIT');
      return performance.now() - started;
    } finally {
      client.release();
    }
  };
  await importOnce();
  await copyOnce();
  const imports: number[] = [];
  const copies: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    imports.push(await importOnce());
    copies.push(await copyOnce());
  }
  const importMs = Math.min(...imports);
  const copyMs = Math.min(...copies);
  const ratio = importMs / copyMs;
  const check = await sql<{
    n: number;
    gross: string;
  }>`SELECT sum(enrolments)::int AS n, sum(gross)::text AS gross FROM commerce_course_months WHERE year_month = ${MONTH}`.execute(db);
  say(`import ${importMs.toFixed(0)} ms (enrolments ${check.rows[0]!.n}, gross ${check.rows[0]!.gross} USD), COPY ${copyMs.toFixed(0)} ms`);
  say(`ratio ${ratio.toFixed(2)}× COPY (target ≤ ${COURSES_UPLOAD_TARGET.ratioToCopy}×): ${ratio <= COURSES_UPLOAD_TARGET.ratioToCopy ? 'met' : 'NOT met'}`);
  writeFigures('courses-upload', { rows: ROWS, importMs, copyMs, ratio, imports, copies });
} finally {
  await database?.stop();
  rmSync(tmp, { recursive: true, force: true });
}
