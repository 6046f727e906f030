// Port: the worker threads that draw reports (modules/reports/draw-pool.ts). What a job and its
// pictures are is the reports module's business: the context only holds the pool and ends it, and
// the reports module hands it its own job and picture types (`DrawPool<DrawJob, ThumbnailSource>`).
export interface DrawPool<Job = unknown, Pictures = unknown> {
  readonly workerCount: number;
  /** The job's files, one a format, in the order asked. */
  draw(job: Job, pictures: Pictures): Promise<Buffer[]>;
  /** Ends the workers (the app is stopping). */
  close(): Promise<void>;
}
