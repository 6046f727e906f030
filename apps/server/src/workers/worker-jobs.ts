// The worker's side of a WorkerPool (worker-pool.ts): takes one job at a time, runs it, and sends
// back its result (with the buffers `transfer` names moved, not copied), or its error (a DomainError
// as its code and details, which a clone of the error would lose). A job's questions go to the main
// thread and come back as answers. The worker's thread runs at a lower scheduling priority than
// the main thread, so that on a machine with fewer cores than busy threads the event loop is given
// the CPU first and other users' requests are answered while the heavy jobs run (issue 25's stall
// guard: p99 77 ms under load at the same priority on two cores).
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { DomainError } from '../errors/domain-error.ts';
import type { Ask, FromWorker, ToWorker } from './worker-pool.ts';

/** The nice value of a worker thread: the main thread (0) gets about 9 times its CPU share when both want it. */
export const WORKER_NICE = 10;

/**
 * Lowers this thread's priority. On Linux a thread has its own id (/proc/thread-self names it) and
 * setpriority on that id changes this thread alone. Elsewhere, or where it is refused, the thread
 * keeps the process's priority; the work is the same, only the stall guard is weaker.
 */
export function lowerThisThreadsPriority(nice = WORKER_NICE): number | null {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return null;
    os.setPriority(threadId, Math.max(os.getPriority(threadId), nice));
    return os.getPriority(threadId);
  } catch {
    return null;
  }
}

export function serveJobs<Job, Result, Question = never, Answer = never>(
  run: (job: Job, ask: Ask<Question, Answer>) => Promise<Result>,
  transfer: (result: Result) => ArrayBuffer[] = () => [],
): void {
  const port = parentPort!;
  lowerThisThreadsPriority();
  const asked = new Map<number, (answer: Answer) => void>();
  let nextAsk = 0;
  port.on('message', (message: ToWorker<Job, Answer>) => {
    if (message.type === 'answer') {
      const answer = asked.get(message.ask);
      asked.delete(message.ask);
      answer?.(message.answer);
      return;
    }
    const { id, job } = message;
    const ask: Ask<Question, Answer> = (question) =>
      new Promise<Answer>((resolve) => {
        const at = nextAsk++;
        asked.set(at, resolve);
        port.postMessage({ type: 'ask', id, ask: at, question } satisfies FromWorker<Result, Question>);
      });
    run(job, ask).then(
      (result) => port.postMessage({ type: 'done', id, result } satisfies FromWorker<Result, Question>, transfer(result)),
      (error: unknown) => {
        if (error instanceof DomainError) {
          const { fields, retryAfter, params } = error;
          port.postMessage({ type: 'refused', id, code: error.code, details: { fields, retryAfter, params } } satisfies FromWorker<Result, Question>);
          return;
        }
        try {
          port.postMessage({ type: 'failed', id, error } satisfies FromWorker<Result, Question>);
        } catch {
          // Not cloneable (a thrown non-error with functions in it): its text is what the log gets.
          port.postMessage({ type: 'failed', id, error: new Error(String(error)) } satisfies FromWorker<Result, Question>);
        }
      },
    );
  });
}
