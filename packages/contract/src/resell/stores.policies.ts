// Policies of the resell area's stores part.
import type { Policy } from '../core/policy.ts';

export const storesPolicies = {} as const satisfies Record<string, Policy>;
