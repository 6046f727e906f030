// Accounting policies, one file per part of the area.
import type { Policy } from '../core/policy.ts';
import { archivePolicies } from './archive.policies.ts';
import { importsPolicies } from './imports.policies.ts';
import { ledgerPolicies } from './ledger.policies.ts';
import { payeesPolicies } from './payees.policies.ts';

export const accountingPolicies = { ...importsPolicies, ...archivePolicies, ...ledgerPolicies, ...payeesPolicies } as const satisfies Record<string, Policy>;
