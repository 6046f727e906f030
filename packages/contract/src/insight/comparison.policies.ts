// Policies of the insight area's comparison part.
import type { Policy } from '../core/policy.ts';

export const comparisonPolicies = {} as const satisfies Record<string, Policy>;
