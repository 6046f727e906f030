// Production policies, one file per part of the area.
import type { Policy } from '../core/policy.ts';
import { editRequestsPolicies } from './edit-requests.policies.ts';

export const productionPolicies = { ...editRequestsPolicies } as const satisfies Record<string, Policy>;
