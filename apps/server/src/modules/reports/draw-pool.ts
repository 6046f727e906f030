// Where reports are drawn (issue 14 follow-up): a WorkerPool (workers/worker-pool.ts) of a few
// threads, so that drawing (charts, the layout, the Word, PowerPoint and PDF writers: CPU for a
// fifth of a second and more a report) does not hold up the API's requests in the same process.
// A worker asks this thread for the thumbnails its layout needs; the source fetches and caches them.
// threads = 0 draws in this thread (two at a time, as before the workers), for debugging.
import type { ReportImage } from './charts.ts';
import { drawReport, type DrawJob } from './draw.ts';
import type { ThumbnailSource } from './thumbnails.ts';
import type { DrawPool as DrawPoolPort } from '../../ports/draw-pool.ts';
import { WorkerPool } from '../../workers/worker-pool.ts';

/** A worker's question: the thumbnails of these videos; the answer: those found, each with its own bytes. */
export type ThumbnailQuestion = readonly string[];
export type ThumbnailAnswer = [string, ReportImage][];

export class DrawPool implements DrawPoolPort<DrawJob, ThumbnailSource> {
  private readonly pool: WorkerPool<DrawJob, ArrayBuffer[], ThumbnailQuestion, ThumbnailAnswer>;

  /** `workerUrl`: the worker's module (tests give one of their own). */
  constructor(options: { threads: number; workerUrl?: URL }) {
    this.pool = new WorkerPool({
      name: 'report draw',
      threads: options.threads,
      workerUrl: options.workerUrl ?? new URL('./draw.worker.ts', import.meta.url),
      inThread: async (job, ask) => {
        const bodies = await drawReport(job, async (ids) => new Map(await ask(ids)));
        return bodies.map((body) => body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer);
      },
    });
  }

  /** Workers running now (started lazily, ended by close()). */
  get workerCount(): number {
    return this.pool.workerCount;
  }

  /** The job's files, one a format in the order asked for. Queued behind the draws already running. */
  async draw(job: DrawJob, thumbnails: ThumbnailSource): Promise<Buffer[]> {
    // Each picture's own bytes (a Buffer's whole backing store would be cloned otherwise); a source
    // that fails draws none (it answers every id it cannot fetch with a placeholder).
    const ask = (ids: ThumbnailQuestion): Promise<ThumbnailAnswer> =>
      thumbnails(ids).then(
        (found) => [...found].map(([videoId, image]): [string, ReportImage] => [videoId, { ...image, data: Buffer.from(image.data) }]),
        () => [],
      );
    const bodies = await this.pool.run(job, ask);
    return bodies.map((body) => Buffer.from(body));
  }

  /** Ends the workers; draws still waiting or running are rejected. */
  close(): Promise<void> {
    return this.pool.close();
  }
}
