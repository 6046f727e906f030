// CPU-heavy work off the event loop (issue 14 follow-up; issue 25): a few worker threads take the
// jobs of one kind (report drawing, comment analysis), so that the API's other requests in the same
// process are answered while they run. One queue per pool: `threads` jobs at once, one a worker; the
// rest wait in order. Workers start on the first job and are ended by close() (the app's shutdown);
// an idle worker does not keep a process alive. A job that throws fails alone; a worker that dies
// fails its job and is replaced on the next. A running job may ask the main thread a question (the
// report's thumbnails, fetched and cached here) and waits for the answer. A DomainError thrown in a
// worker (a file refused at its line) reaches the caller as a DomainError, its code and details whole.
// threads = 0 runs the jobs in this thread (two at a time), for debugging and tests.
import { Worker } from 'node:worker_threads';
import { DomainError, type DomainErrorDetails } from '../errors/domain-error.ts';

/** Main thread → worker. */
export type ToWorker<Job, Answer> = { type: 'run'; id: number; job: Job } | { type: 'answer'; ask: number; answer: Answer };
/** Worker → main thread. */
export type FromWorker<Result, Question> =
  | { type: 'done'; id: number; result: Result }
  | { type: 'failed'; id: number; error: unknown }
  | { type: 'refused'; id: number; code: string; details: DomainErrorDetails }
  | { type: 'ask'; id: number; ask: number; question: Question };

/** A job's questions to the main thread, answered there (a failed answer is the job's to handle). */
export type Ask<Question, Answer> = (question: Question) => Promise<Answer>;

/** Jobs run in this thread when there are no workers: at most this many at once. */
const IN_THREAD_LIMIT = 2;

type Task<Job, Result, Question, Answer> = {
  id: number;
  job: Job;
  ask: Ask<Question, Answer>;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
};
type Slot<Job, Result, Question, Answer> = { worker: Worker; task: Task<Job, Result, Question, Answer> | null; idle?: NodeJS.Timeout };

export type WorkerPoolOptions<Job, Result, Question, Answer> = {
  threads: number;
  /** The worker's module (it answers with serveJobs, worker-jobs.ts). */
  workerUrl: URL;
  /** The same work in this thread (threads = 0). */
  inThread: (job: Job, ask: Ask<Question, Answer>) => Promise<Result>;
  /** What the pool calls itself in its errors ("report draw", "comment analysis"). */
  name: string;
  /** A worker with nothing to do for this long is ended (its memory given back); the next job starts one. Default: kept. */
  idleMs?: number;
};

export class WorkerPool<Job, Result, Question = never, Answer = never> {
  private readonly options: WorkerPoolOptions<Job, Result, Question, Answer>;
  private readonly threads: number;
  private readonly slots: Slot<Job, Result, Question, Answer>[] = [];
  private readonly queue: Task<Job, Result, Question, Answer>[] = [];
  private inThread = 0;
  private nextId = 0;
  private closed = false;

  constructor(options: WorkerPoolOptions<Job, Result, Question, Answer>) {
    this.options = options;
    this.threads = Math.max(0, Math.floor(options.threads));
  }

  /** Workers running now (started lazily, ended by close()). */
  get workerCount(): number {
    return this.slots.length;
  }

  /** The job's result, queued behind the jobs already running. */
  run(job: Job, ask: Ask<Question, Answer> = () => Promise.reject(new Error('This job asks nothing'))): Promise<Result> {
    if (this.closed) return Promise.reject(new Error(`The ${this.options.name} pool is closed`));
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, ask, resolve, reject });
      this.pump();
    });
  }

  /** Ends the workers; jobs still waiting or running are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    const closedError = () => new Error(`The ${this.options.name} pool was closed`);
    for (const task of this.queue.splice(0)) task.reject(closedError());
    await Promise.all(
      this.slots.splice(0).map(async (slot) => {
        slot.task?.reject(closedError());
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
      clearTimeout(slot.idle);
      slot.worker.ref(); // a job under way keeps the process alive until it is done
      slot.worker.postMessage({ type: 'run', id: task.id, job: task.job } satisfies ToWorker<Job, Answer>);
    }
  }

  private runInThread(task: Task<Job, Result, Question, Answer>): void {
    this.inThread += 1;
    this.options
      .inThread(task.job, task.ask)
      .then(task.resolve, task.reject)
      .finally(() => {
        this.inThread -= 1;
        this.pump();
      });
  }

  private start(): Slot<Job, Result, Question, Answer> {
    const worker = new Worker(this.options.workerUrl);
    const slot: Slot<Job, Result, Question, Answer> = { worker, task: null };
    worker.unref();
    worker.on('message', (message: FromWorker<Result, Question>) => this.answer(slot, message));
    // An uncaught error ends the worker: its job fails with it, and the next job gets a new worker.
    worker.on('error', (error) => this.retire(slot, error));
    worker.on('exit', (code) => this.retire(slot, new Error(`The ${this.options.name} worker stopped (exit code ${code})`)));
    this.slots.push(slot);
    return slot;
  }

  private answer(slot: Slot<Job, Result, Question, Answer>, message: FromWorker<Result, Question>): void {
    const task = slot.task;
    if (!task || task.id !== message.id) return;
    if (message.type === 'ask') {
      void task.ask(message.question).then((answer) => {
        if (slot.task === task) slot.worker.postMessage({ type: 'answer', ask: message.ask, answer } satisfies ToWorker<Job, Answer>);
      });
      return;
    }
    if (message.type === 'done') this.finish(slot, (t) => t.resolve(message.result));
    else if (message.type === 'refused') this.finish(slot, (t) => t.reject(new DomainError(message.code, message.details)));
    else this.finish(slot, (t) => t.reject(message.error));
    this.pump();
  }

  /** A worker that died: its job fails, it leaves the pool, and the queue goes on (with a new one). */
  private retire(slot: Slot<Job, Result, Question, Answer>, error: unknown): void {
    const at = this.slots.indexOf(slot);
    if (at < 0) return;
    this.slots.splice(at, 1);
    this.finish(slot, (task) => task.reject(error));
    void slot.worker.terminate();
    if (!this.closed) this.pump();
  }

  /** Settles the slot's job (once) and frees the slot. */
  private finish(slot: Slot<Job, Result, Question, Answer>, settle: (task: Task<Job, Result, Question, Answer>) => void): void {
    const task = slot.task;
    if (!task) return;
    slot.task = null;
    if (this.slots.includes(slot)) {
      slot.worker.unref();
      const idleMs = this.options.idleMs;
      if (idleMs !== undefined) slot.idle = setTimeout(() => slot.task === null && this.retire(slot, null), idleMs).unref();
    }
    settle(task);
  }
}
