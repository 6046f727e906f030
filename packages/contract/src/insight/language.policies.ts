// Policies of the insight area's language part.
import type { Policy } from '../core/policy.ts';

export const languagePolicies = {} as const satisfies Record<string, Policy>;
