// Policies of the collab area's search part (merged in policies.ts).
import type { Policy } from '../core/policy.ts';

export const searchPolicies = {} as const satisfies Record<string, Policy>;
