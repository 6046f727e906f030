// An upload read worker (upload-reads.ts starts UPLOAD_READ_THREADS of them): one file at a time.
import { serveJobs } from '../../workers/worker-jobs.ts';
import { readUpload } from './upload-reads.ts';

serveJobs(readUpload);
