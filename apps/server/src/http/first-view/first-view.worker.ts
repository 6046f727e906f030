// A first-view worker (first-view-pool.ts starts FIRST_VIEW_THREADS of them): draws one page at a
// time; the draw's API calls are asked of the main thread, which answers them in the reader's name.
import { serveJobs } from '../../workers/worker-jobs.ts';
import { drawFirstView } from './first-view-draw.ts';
import type { ApiAnswer, ApiCall, DrawJob, FirstView } from './first-view-types.ts';

serveJobs<DrawJob, FirstView | null, ApiCall, ApiAnswer>((job, ask) => drawFirstView(job, ask));
