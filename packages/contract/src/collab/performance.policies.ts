// Policies of the collab area's performance part (merged in policies.ts).
import type { Policy } from '../core/policy.ts';

export const performancePolicies = {} as const satisfies Record<string, Policy>;
