// Policies of the accounting area's payees part (merged in policies.ts).
import type { Policy } from '../core/policy.ts';

export const payeesPolicies = {} as const satisfies Record<string, Policy>;
