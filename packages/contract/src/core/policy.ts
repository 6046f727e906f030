// How a route names its rule. A route is public, or its capability permission (page or component)
// is its whole rule, or it names a policy: a pure function of the caller (`Subject`) and, for object
// policies, the object the route acts on. Each area lists its policies in `<area>Policies`
// (<area>/policies.ts); policies.generated.ts merges them into the names a route may give.
import type { Subject } from './subject.ts';

export type Policy =
  /** Judged on the caller alone: the server's route layer refuses (403) before the route's own logic runs. */
  | { judges: 'subject'; allows: (subject: Subject) => boolean }
  /** Needs the object the route names: the service calls `rule` right after loading it, or narrows a list by it. */
  | { judges: 'object'; rule: (subject: Subject, ...object: never[]) => unknown };

export const onSubject = (allows: (subject: Subject) => boolean) => ({ judges: 'subject', allows }) as const satisfies Policy;
export const onObject = (rule: (subject: Subject, ...object: never[]) => unknown) => ({ judges: 'object', rule }) as const satisfies Policy;

/** The route reads or changes only the caller's own data (their profile, reports, grants, session). */
export const ownData = (_subject: Subject) => true;
/** Reference data every signed-in person reads alike (exchange rates, profile pictures). */
export const anyoneSignedIn = (_subject: Subject) => true;

export const corePolicies = {
  ownData: onSubject(ownData),
  anyoneSignedIn: onSubject(anyoneSignedIn),
} as const satisfies Record<string, Policy>;
