// Policies of the production area (issue 29).
import type { Policy } from '../core/policy.ts';
import { productionVideoPolicies } from './videos.policies.ts';

export const productionPolicies = { ...productionVideoPolicies } as const satisfies Record<string, Policy>;
