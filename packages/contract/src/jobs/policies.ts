// Job policies: a job's progress is its owner's (who started the task), and the top roles', who
// look after every task of the network. For anyone else the job does not exist.
import { onObject, type Policy } from '../core/policy.ts';
import { isTop, type Subject } from '../core/subject.ts';

/** The owner, admin and super staff see a job's progress; a job nobody owns (a schedule's) only the latter. */
export function canSeeJob(subject: Subject, job: { ownerId: number | null }): boolean {
  return isTop(subject) || (job.ownerId !== null && job.ownerId === subject.id);
}

export const jobsPolicies = {
  canSeeJob: onObject(canSeeJob),
} as const satisfies Record<string, Policy>;
