// Insight policies, one file per part of the area.
import type { Policy } from '../core/policy.ts';
import { cloudsPolicies } from './clouds.policies.ts';
import { comparisonPolicies } from './comparison.policies.ts';
import { languagePolicies } from './language.policies.ts';
import { similarPolicies } from './similar.policies.ts';

export const insightPolicies = { ...languagePolicies, ...similarPolicies, ...cloudsPolicies, ...comparisonPolicies } as const satisfies Record<string, Policy>;
