// Policies of the accounting area's ledger part (merged in policies.ts).
import type { Policy } from '../core/policy.ts';

export const ledgerPolicies = {} as const satisfies Record<string, Policy>;
