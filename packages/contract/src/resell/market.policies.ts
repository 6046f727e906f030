// Policies of the resell area's market part.
import type { Policy } from '../core/policy.ts';

export const marketPolicies = {} as const satisfies Record<string, Policy>;
