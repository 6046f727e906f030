// A job's progress for the caller: its owner's and the top roles' (contract canSeeJob); for anyone
// else the job does not exist, so an id cannot be probed for whether it is a job.
import { canSeeJob, type JobProgress, type Subject } from '@chorus/contract';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors/domain-error.ts';
import { findJobProgress } from './job-progress.repository.ts';

export class JobProgressService {
  private readonly db: Db;

  constructor({ db }: { db: Db }) {
    this.db = db;
  }

  async progress(subject: Subject, jobId: string): Promise<JobProgress> {
    const found = await findJobProgress(this.db, jobId);
    if (!found || !canSeeJob(subject, found)) throw notFound();
    const { ownerId: _ownerId, ...progress } = found;
    return progress;
  }
}
