// Where reports are drawn (issue 14 follow-up): a few worker threads, so that drawing (charts, the
// layout, the Word, PowerPoint and PDF writers: CPU for a fifth of a second and more a report) does
// not hold up the API's requests in the same process. One queue limits the drawing of the process:
// `threads` draws at once, one a worker; the rest wait in order. Workers start on the first draw and
// are ended by close() (the app's shutdown); an idle worker does not keep a process alive. A worker
// that throws fails that draw only; one that dies fails its draw and is replaced on the next.
// threads = 0 draws in this thread (two at a time, as before the workers), for debugging.
import { Worker } from 'node:worker_threads';
import type { ReportImage } from './charts.ts';
import { drawReport, type DrawJob } from './draw.ts';
import type { ThumbnailSource } from './thumbnails.ts';
import type { DrawPool as DrawPoolPort } from '../../ports/draw-pool.ts';

/** Main thread → worker. */
export type ToWorker = { type: 'draw'; id: number; job: DrawJob } | { type: 'thumbnails'; ask: number; images: [string, ReportImage][] };
/** Worker → main thread. */
export type FromWorker =
  | { type: 'done'; id: number; bodies: ArrayBuffer[] }
  | { type: 'failed'; id: number; error: unknown }
  | { type: 'thumbnails'; id: number; ask: number; videoIds: readonly string[] };

/** Drawing in this thread when there are no workers: at most this many at once (as the gate before). */
const IN_THREAD_LIMIT = 2;

type Task = { id: number; job: DrawJob; thumbnails: ThumbnailSource; resolve: (bodies: Buffer[]) => void; reject: (error: unknown) => void };
type Slot = { worker: Worker; task: Task | null };

export class DrawPool implements DrawPoolPort<DrawJob, ThumbnailSource> {
  private readonly threads: number;
  private readonly workerUrl: URL;
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private inThread = 0;
  private nextId = 0;
  private closed = false;

  /** `workerUrl`: the worker's module (tests give one of their own). */
  constructor(options: { threads: number; workerUrl?: URL }) {
    this.threads = Math.max(0, Math.floor(options.threads));
    this.workerUrl = options.workerUrl ?? new URL('./draw.worker.ts', import.meta.url);
  }

  /** Workers running now (started lazily, ended by close()). */
  get workerCount(): number {
    return this.slots.length;
  }

  /** The job's files, one a format in the order asked for. Queued behind the draws already running. */
  draw(job: DrawJob, thumbnails: ThumbnailSource): Promise<Buffer[]> {
    if (this.closed) return Promise.reject(new Error('The report draw pool is closed'));
    return new Promise<Buffer[]>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, thumbnails, resolve, reject });
      this.pump();
    });
  }

  /** Ends the workers; draws still waiting or running are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('The report draw pool was closed'));
    await Promise.all(
      this.slots.splice(0).map(async (slot) => {
        slot.task?.reject(new Error('The report draw pool was closed'));
        slot.task = null;
        await slot.worker.terminate();
      }),
    );
  }

  private pump(): void {
    if (this.threads === 0) {
      while (this.inThread < IN_THREAD_LIMIT && this.queue.length > 0) this.runInThread(this.queue.shift()!);
      return;
    }
    while (this.queue.length > 0) {
      const slot = this.slots.find((s) => s.task === null) ?? (this.slots.length < this.threads ? this.start() : null);
      if (!slot) return;
      const task = this.queue.shift()!;
      slot.task = task;
      slot.worker.ref(); // a draw under way keeps the process alive until it is done
      slot.worker.postMessage({ type: 'draw', id: task.id, job: task.job } satisfies ToWorker);
    }
  }

  private runInThread(task: Task): void {
    this.inThread += 1;
    drawReport(task.job, task.thumbnails)
      .then(task.resolve, task.reject)
      .finally(() => {
        this.inThread -= 1;
        this.pump();
      });
  }

  private start(): Slot {
    const worker = new Worker(this.workerUrl);
    const slot: Slot = { worker, task: null };
    worker.unref();
    worker.on('message', (message: FromWorker) => this.answer(slot, message));
    // An uncaught error ends the worker: its draw fails with it, and the next draw gets a new worker.
    worker.on('error', (error) => this.retire(slot, error));
    worker.on('exit', (code) => this.retire(slot, new Error(`The report draw worker stopped (exit code ${code})`)));
    this.slots.push(slot);
    return slot;
  }

  private answer(slot: Slot, message: FromWorker): void {
    const task = slot.task;
    if (!task || task.id !== message.id) return;
    if (message.type === 'thumbnails') {
      task.thumbnails(message.videoIds).then(
        (found) => {
          // Each picture's own bytes (a Buffer's whole backing store would be cloned otherwise).
          const images = [...found].map(([videoId, image]): [string, ReportImage] => [videoId, { ...image, data: Buffer.from(image.data) }]);
          slot.worker.postMessage({ type: 'thumbnails', ask: message.ask, images } satisfies ToWorker);
        },
        // The source answers every id it cannot fetch with a placeholder; a source that fails draws none.
        () => slot.worker.postMessage({ type: 'thumbnails', ask: message.ask, images: [] } satisfies ToWorker),
      );
      return;
    }
    if (message.type === 'done') this.finish(slot, (t) => t.resolve(message.bodies.map((body) => Buffer.from(body))));
    else this.finish(slot, (t) => t.reject(message.error));
    this.pump();
  }

  /** A worker that died: its draw fails, it leaves the pool, and the queue goes on (with a new one). */
  private retire(slot: Slot, error: unknown): void {
    const at = this.slots.indexOf(slot);
    if (at < 0) return;
    this.slots.splice(at, 1);
    this.finish(slot, (task) => task.reject(error));
    void slot.worker.terminate();
    if (!this.closed) this.pump();
  }

  /** Settles the slot's draw (once) and frees the slot. */
  private finish(slot: Slot, settle: (task: Task) => void): void {
    const task = slot.task;
    if (!task) return;
    slot.task = null;
    if (this.slots.includes(slot)) slot.worker.unref();
    settle(task);
  }
}
