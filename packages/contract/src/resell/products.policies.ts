// Policies of the resell area's products part.
import type { Policy } from '../core/policy.ts';

export const productsPolicies = {} as const satisfies Record<string, Policy>;
