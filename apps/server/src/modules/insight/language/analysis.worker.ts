// An analysis worker (analysis-pool.ts starts INSIGHT_ANALYZE_THREADS of them): one call's texts at a time.
import { serveJobs } from '../../../workers/worker-jobs.ts';
import { analyzeAll } from './analysis-pool.ts';

serveJobs(analyzeAll);
