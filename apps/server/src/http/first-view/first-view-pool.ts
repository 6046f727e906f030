// Where first views are drawn: a WorkerPool (workers/worker-pool.ts) of FIRST_VIEW_THREADS threads,
// so that a draw (tens of milliseconds of CPU, more on a cold worker) never holds up the API's
// requests in this process. threads = 0 draws in this thread (tests, debugging).
import { WorkerPool, type Ask } from '../../workers/worker-pool.ts';
import { drawFirstView } from './first-view-draw.ts';
import type { ApiAnswer, ApiCall, DrawJob, FirstView } from './first-view-types.ts';

export class FirstViewPool {
  private readonly pool: WorkerPool<DrawJob, FirstView | null, ApiCall, ApiAnswer>;

  constructor(options: { threads: number }) {
    this.pool = new WorkerPool({
      name: 'first view',
      threads: options.threads,
      workerUrl: new URL('./first-view.worker.ts', import.meta.url),
      inThread: (job, ask) => drawFirstView(job, ask),
    });
  }

  /** The page's first view, or null where the draw found nothing to draw (signed out). */
  draw(job: DrawJob, callApi: Ask<ApiCall, ApiAnswer>): Promise<FirstView | null> {
    return this.pool.run(job, callApi);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
