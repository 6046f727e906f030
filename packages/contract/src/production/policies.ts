// Production policies, one file per part of the area.
import type { Policy } from '../core/policy.ts';
import { editRequestsPolicies } from './edit-requests.policies.ts';
import { productionSchedulePolicies } from './schedule.policies.ts';
import { productionVideoPolicies } from './videos.policies.ts';

export const productionPolicies = { ...editRequestsPolicies, ...productionVideoPolicies, ...productionSchedulePolicies } as const satisfies Record<
  string,
  Policy
>;
