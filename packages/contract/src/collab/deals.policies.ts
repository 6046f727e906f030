// Policies of the collab area's deals part (merged in policies.ts).
import type { Policy } from '../core/policy.ts';

export const dealsPolicies = {} as const satisfies Record<string, Policy>;
