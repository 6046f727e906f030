// Policies of the insight area's clouds part.
import type { Policy } from '../core/policy.ts';

export const cloudsPolicies = {} as const satisfies Record<string, Policy>;
