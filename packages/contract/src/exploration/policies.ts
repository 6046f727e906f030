// Exploration policies: none yet (video search is the videoSearch page's whole rule).
import type { Policy } from '../core/policy.ts';

export const explorationPolicies = {} as const satisfies Record<string, Policy>;
