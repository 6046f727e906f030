// The revenue archive (issue 30 "The archive"): every report file Chorus receives is written, as it
// arrives, to the data folder's storage under revenue-archive/<uuid> (streamed, never whole in
// memory; files reach 2 GiB) while its SHA-256 is computed, and described in revenue_archive_files.
// Archived files are never changed or removed; the importer then reads its copy from the archive.
import { createHash, randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ArchiveSource } from '@chorus/contract';
import type { Db } from '../../../db/database.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';

export type ArchiveEntry = {
  source: ArchiveSource;
  reportType: string;
  version: string;
  /** YYYY-MM-DD, both included. */
  periodStart: string;
  periodEnd: string;
  fileName: string;
  contentType: string;
  receivedBy: number | null;
  youtube?: { reportId: string; createTime: string };
};

export type ArchivedFile = { id: string; key: string; sha256: string; bytes: number };

/** Hashes and counts the bytes that pass. */
function hashing(): Transform & { digest: () => string; bytes: number } {
  const hash = createHash('sha256');
  const relay = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      relay.bytes += chunk.length;
      done(null, chunk);
    },
  }) as Transform & { digest: () => string; bytes: number };
  relay.bytes = 0;
  relay.digest = () => hash.digest('hex');
  return relay;
}

/** Stores `data` in the archive and records it; nothing is recorded when the stream fails. */
export async function archiveFile(deps: { db: Db; storage: FileStorage }, entry: ArchiveEntry, data: Readable): Promise<ArchivedFile> {
  const id = randomUUID();
  const key = `revenue-archive/${id}`;
  const relay = hashing();
  pipeline(data, relay).catch((error: unknown) => relay.destroy(error as Error));
  await deps.storage.write(key, relay);
  const sha256 = relay.digest();
  try {
    await deps.db
      .insertInto('revenue_archive_files')
      .values({
        id,
        source: entry.source,
        report_type: entry.reportType,
        version: entry.version,
        period_start: entry.periodStart,
        period_end: entry.periodEnd,
        file_name: entry.fileName.slice(0, 500),
        content_type: entry.contentType,
        bytes: relay.bytes,
        sha256,
        storage_key: key,
        youtube_report_id: entry.youtube?.reportId ?? null,
        youtube_create_time: entry.youtube?.createTime ?? null,
        received_by: entry.receivedBy,
      })
      .execute();
  } catch (error) {
    await deps.storage.remove(key).catch(() => {});
    throw error;
  }
  return { id, key, sha256, bytes: relay.bytes };
}

/** The first and last day of a month YYYYMM. */
export function monthPeriod(yearMonth: string): { periodStart: string; periodEnd: string } {
  const year = Number(yearMonth.slice(0, 4));
  const month = Number(yearMonth.slice(4, 6));
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = yearMonth.slice(4, 6);
  return { periodStart: `${year}-${mm}-01`, periodEnd: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/** A CMS file name's version ("…_v1-1.csv" → "v1-1", "…_v1_0_20250601.csv" → "v1_0"); '' when it has none. */
export function uploadVersion(fileName: string): string {
  const name = fileName
    .split(/[\\/]/)
    .pop()!
    .toLowerCase()
    .replace(/(\.(csv|gz|zip))+$/, '');
  return /_(v\d+(?:[-_]\d+)?)(?:_\d{8})?$/.exec(name)?.[1] ?? '';
}

/** The Reporting API's days are Pacific time (a day starts at 07:00 or 08:00 UTC). */
const pacificDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' });

/** A Reporting API report's period as Pacific days: startTime included, endTime excluded (the API's convention). */
export function reportPeriod(startTime: string | Date, endTime: string | Date): { periodStart: string; periodEnd: string } {
  const start = new Date(startTime);
  const end = new Date(Math.max(start.getTime(), new Date(endTime).getTime() - 1));
  return { periodStart: pacificDay.format(start), periodEnd: pacificDay.format(end) };
}
