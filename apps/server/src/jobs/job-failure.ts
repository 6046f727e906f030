// How a handler ends its job as failed with a reason the user can read: an i18n key of the
// `messages` namespace (with its parameters), kept as the job's output and progress message.
import type { MessageParams } from './job-registry.ts';

export class JobFailure extends Error {
  readonly code: string;
  readonly params: MessageParams;
  /** false: trying again cannot help, the job ends now whatever retries it has left. */
  readonly retry: boolean;

  constructor(code: string, options: { retry: boolean; params?: MessageParams }) {
    super(code);
    this.name = 'JobFailure';
    this.code = code;
    this.retry = options.retry;
    this.params = options.params ?? {};
  }
}

/** What an unexpected error (a bug, a lost connection) reads as; retried. */
export const JOB_FAILED = 'errors.jobFailed';

/** A job pg-boss failed because it ran past its queue's expiry (or its worker died mid-run). */
export const JOB_TIMED_OUT = 'errors.jobTimedOut';
