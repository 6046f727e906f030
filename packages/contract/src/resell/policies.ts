// Resell policies, one file per part of the area.
import type { Policy } from '../core/policy.ts';
import { marketPolicies } from './market.policies.ts';
import { ordersPolicies } from './orders.policies.ts';
import { productsPolicies } from './products.policies.ts';
import { storesPolicies } from './stores.policies.ts';

export const resellPolicies = { ...storesPolicies, ...ordersPolicies, ...productsPolicies, ...marketPolicies } as const satisfies Record<string, Policy>;
