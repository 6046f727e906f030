// Collab policies, one file per part of the area.
import type { Policy } from '../core/policy.ts';
import { dealsPolicies } from './deals.policies.ts';
import { performancePolicies } from './performance.policies.ts';
import { searchPolicies } from './search.policies.ts';

export const collabPolicies = { ...searchPolicies, ...dealsPolicies, ...performancePolicies } as const satisfies Record<string, Policy>;
