// Where first views are drawn: a WorkerPool (workers/worker-pool.ts) of FIRST_VIEW_THREADS threads,
// so that a draw (tens of milliseconds of CPU, more on a cold worker) never holds up the API's
// requests in this process. threads = 0 draws in this thread (tests, debugging).
import { WorkerPool, type Ask } from '../../workers/worker-pool.ts';
import { drawFirstView } from './first-view-draw.ts';
import type { ApiAnswer, ApiCall, DrawJob, FirstView } from './first-view-types.ts';

export class FirstViewPool {
  private readonly pool: WorkerPool<DrawJob, FirstView | null, ApiCall, ApiAnswer>;
  /**
   * Draws running or waiting, at most `limit`: past it a page goes out plain at once. A queue of
   * draws that their pages stopped waiting for (DRAW_LIMIT_MS) would keep the workers on stale
   * draws and every later page waiting in vain.
   */
  private inFlight = 0;
  private readonly limit: number;

  constructor(options: { threads: number }) {
    this.limit = 2 * Math.max(1, options.threads);
    this.pool = new WorkerPool({
      name: 'first view',
      threads: options.threads,
      workerUrl: new URL('./first-view.worker.ts', import.meta.url),
      inThread: (job, ask) => drawFirstView(job, ask),
    });
  }

  /** The page's first view, or null where the draw found nothing to draw (signed out) or the pool is full. */
  draw(job: DrawJob, callApi: Ask<ApiCall, ApiAnswer>): Promise<FirstView | null> {
    if (this.inFlight >= this.limit) return Promise.resolve(null);
    this.inFlight++;
    return this.pool.run(job, callApi).finally(() => {
      this.inFlight--;
    });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
