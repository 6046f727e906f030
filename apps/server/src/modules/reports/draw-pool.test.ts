// The draw pool (draw-pool.ts): a report drawn in a worker thread is the same kind of file as one
// drawn in this thread (docx and pptx unzipped, the PDF's text layer by pdftotext), with the
// thumbnails fetched here and sent over; a draw that throws fails alone and the next one works; a
// worker that dies fails its draw and is replaced; close() ends the workers.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../clock.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { march2026, reportData } from '../../../test/report-fixtures.ts';
import { xmlOf, pdfText } from '../../../test/report-files.ts';
import { DrawPool } from './draw-pool.ts';
import type { DrawJob } from './draw.ts';
import { rgbPng } from './png-rgb.ts';
import { buildReportModel, type ReportModel } from './report-model.ts';
import { ReportService } from './report.service.ts';
import { THUMB_HEIGHT, THUMB_WIDTH, type ThumbnailSource } from './thumbnails.ts';

const video = (id: string, title: string) => ({
  video_id: id,
  title,
  kind: 'video' as const,
  published_at: '2026-03-10',
  duration_seconds: 300,
  views: 1234,
  likes: 12,
  comments: 3,
  shares: 1,
  subscribers: 2,
});
const data = reportData({
  channel: { channel_id: 'UCdraw', title: 'Pool Channel 池', subscribers: 10, views: 100, video_count: 2 },
  latest: [video('vidA', 'Fetched thumbnail video'), video('vidB', 'Missing thumbnail video')],
});
const model: ReportModel = buildReportModel({
  data,
  language: 'zh-TW',
  currency: 'TWD',
  ...march2026,
});
const job: DrawJob = { kind: 'channel', model, formats: ['docx', 'pptx', 'pdf'] };

// A thumbnail of its own colour, so that its bytes can be found in the files.
const thumbBytes = rgbPng(Buffer.from(Array.from({ length: 4 * 4 * 4 }, (_, i) => (i % 4 === 3 ? 255 : 37 + (i % 3)))), 4, 4);
function thumbnailSource() {
  const asked: string[][] = [];
  const source: ThumbnailSource = async (ids) => {
    asked.push([...ids]);
    return new Map(ids.filter((id) => id === 'vidA').map((id) => [id, { data: thumbBytes, type: 'png' as const, width: THUMB_WIDTH, height: THUMB_HEIGHT }]));
  };
  return { asked, source };
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'draw-pool-'));
const pools: DrawPool[] = [];
const pool = (threads: number, workerUrl?: URL) => {
  const made = new DrawPool({ threads, ...(workerUrl ? { workerUrl } : {}) });
  pools.push(made);
  return made;
};
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
  rmSync(scratch, { recursive: true, force: true });
});

async function media(body: Buffer): Promise<Buffer[]> {
  const zip = await JSZip.loadAsync(body);
  const names = Object.keys(zip.files).filter((n) => /\/media\//.test(n) && !zip.files[n]!.dir);
  return Promise.all(names.map((n) => zip.file(n)!.async('nodebuffer')));
}

// A worker's first draw loads the writers and the fonts (seconds on a busy machine).
describe('report draw pool', { timeout: 60_000 }, () => {
  it('draws in a worker the same files as in this thread, with the thumbnails fetched here', async () => {
    const inWorker = thumbnailSource();
    const workers = pool(1);
    // Two at once on one worker: the second waits in the queue.
    const [files, again] = await Promise.all([workers.draw(job, inWorker.source), workers.draw({ ...job, formats: ['pdf'] }, inWorker.source)]);
    expect(workers.workerCount).toBe(1);
    expect(inWorker.asked).toEqual([
      ['vidA', 'vidB'],
      ['vidA', 'vidB'],
    ]);
    const inThread = await pool(0).draw(job, thumbnailSource().source);

    const [docx, pptx, pdf] = files!;
    expect(Buffer.isBuffer(docx) && Buffer.isBuffer(pdf)).toBe(true);
    for (const [body, prefix] of [
      [docx!, 'word/'],
      [pptx!, 'ppt/slides/'],
    ] as const) {
      const xml = await xmlOf(body, prefix);
      expect(xml).toContain('Pool Channel 池');
      expect(xml).toContain('Fetched thumbnail video');
      // The thumbnail's own bytes came over from this thread and went into the file.
      expect((await media(body)).some((m) => m.equals(thumbBytes))).toBe(true);
    }
    expect(pdf!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(scratch, pdf!);
    expect(text).toContain('Pool Channel 池');
    expect(text).toContain('Missing thumbnail video');
    expect(pdfText(scratch, again![0]!)).toBe(text);
    // The same document as drawn in this thread (the PDF's text; the Word file's text).
    expect(pdfText(scratch, inThread[2]!)).toBe(text);
    expect(await xmlOf(inThread[0]!, 'word/document')).toBe(await xmlOf(docx!, 'word/document'));
  });

  it('a draw that throws fails alone; the next draw on the same worker works', async () => {
    const workers = pool(1);
    const broken = { kind: 'channel', model: { language: 'en' } as unknown as ReportModel, formats: ['pdf'] } satisfies DrawJob;
    const results = await Promise.allSettled([
      workers.draw(broken, thumbnailSource().source),
      workers.draw({ ...job, formats: ['pdf'] }, thumbnailSource().source),
    ]);
    expect(results[0]).toMatchObject({ status: 'rejected', reason: expect.any(Error) });
    expect(results[1]).toMatchObject({ status: 'fulfilled' });
    expect(pdfText(scratch, (results[1] as PromiseFulfilledResult<Buffer[]>).value[0]!)).toContain('Pool Channel 池');
    expect(workers.workerCount).toBe(1);
  });

  it('the renderer turns a failed draw into "Export failed" with the cause', async () => {
    const reports = new ReportService({ pool: {} as pg.Pool, clock: systemClock, thumbnails: thumbnailSource().source, draws: pool(1) });
    const failed = await reports.draw({ kind: 'annual', model: {} as never, formats: ['docx'] }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(DomainError);
    expect(failed).toMatchObject({ code: 'errors.reportExportFailed', cause: expect.any(Error) });
  });

  it('a worker that dies fails its draw and is replaced; close() ends the workers', async () => {
    // A stand-in worker speaking the pool's messages: it exits on a job of kind "die".
    const source = `import { parentPort } from 'node:worker_threads';
      parentPort.on('message', (m) => {
        if (m.type !== 'run') return;
        if (m.job.kind === 'die') process.exit(7);
        const body = new TextEncoder().encode('drawn ' + m.id).buffer;
        parentPort.postMessage({ type: 'done', id: m.id, result: [body] }, [body]);
      });`;
    const workers = pool(1, new URL(`data:text/javascript,${encodeURIComponent(source)}`));
    const none = thumbnailSource().source;
    const die = { kind: 'die' } as unknown as DrawJob;
    const [first, dead, next] = await Promise.allSettled([workers.draw(job, none), workers.draw(die, none), workers.draw(job, none)]);
    expect(first).toMatchObject({ status: 'fulfilled', value: [Buffer.from('drawn 0')] });
    expect(dead).toMatchObject({ status: 'rejected', reason: { message: expect.stringContaining('exit code 7') } });
    expect(next).toMatchObject({ status: 'fulfilled', value: [Buffer.from('drawn 2')] });
    expect(workers.workerCount).toBe(1);

    await workers.close();
    expect(workers.workerCount).toBe(0);
    await expect(workers.draw(job, none)).rejects.toThrow(/closed/);
  });
});
