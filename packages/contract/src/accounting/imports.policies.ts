// Policies of the accounting area's imports part (merged in policies.ts).
import type { Policy } from '../core/policy.ts';

export const importsPolicies = {} as const satisfies Record<string, Policy>;
