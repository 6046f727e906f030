// Policies of the insight area's similar part.
import type { Policy } from '../core/policy.ts';

export const similarPolicies = {} as const satisfies Record<string, Policy>;
