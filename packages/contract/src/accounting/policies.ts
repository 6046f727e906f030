// Accounting policies, one file per part of the area.
import type { Policy } from '../core/policy.ts';
import { importsPolicies } from './imports.policies.ts';
import { ledgerPolicies } from './ledger.policies.ts';
import { payeesPolicies } from './payees.policies.ts';

export const accountingPolicies = { ...importsPolicies, ...ledgerPolicies, ...payeesPolicies } as const satisfies Record<string, Policy>;
