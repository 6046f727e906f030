// Policies of the resell area's orders part.
import type { Policy } from '../core/policy.ts';

export const ordersPolicies = {} as const satisfies Record<string, Policy>;
