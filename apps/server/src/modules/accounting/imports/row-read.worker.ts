// A revenue-rows worker (row-read-pool.ts starts REVENUE_READ_THREADS of them): one file's rows at a time.
import { serveJobs } from '../../../workers/worker-jobs.ts';
import { readRows } from './row-read-pool.ts';

serveJobs(readRows);
