// Written by `npm run gen:areas` (scripts/gen-areas.mjs) from the contract areas that have a routes.ts: do not edit.
import { corePolicies } from './core/policy.ts';
import { accessPolicies } from './access/policies.ts';
import { accountingPolicies } from './accounting/policies.ts';
import { backupPolicies } from './backup/policies.ts';
import { channelsPolicies } from './channels/policies.ts';
import { collabPolicies } from './collab/policies.ts';
import { explorationPolicies } from './exploration/policies.ts';
import { groupsPolicies } from './groups/policies.ts';
import { insightPolicies } from './insight/policies.ts';
import { issueReportsPolicies } from './issue-reports/policies.ts';
import { jobsPolicies } from './jobs/policies.ts';
import { ownershipPolicies } from './ownership/policies.ts';
import { productionPolicies } from './production/policies.ts';
import { reportsPolicies } from './reports/policies.ts';
import { resellPolicies } from './resell/policies.ts';
import { socialPolicies } from './social/policies.ts';
import { teamsPolicies } from './teams/policies.ts';
import { youtubePolicies } from './youtube/policies.ts';

/** Each area's policies, by area folder (no name may stand in two). */
export const policiesByArea = {
  core: corePolicies,
  access: accessPolicies,
  accounting: accountingPolicies,
  backup: backupPolicies,
  channels: channelsPolicies,
  collab: collabPolicies,
  exploration: explorationPolicies,
  groups: groupsPolicies,
  insight: insightPolicies,
  'issue-reports': issueReportsPolicies,
  jobs: jobsPolicies,
  ownership: ownershipPolicies,
  production: productionPolicies,
  reports: reportsPolicies,
  resell: resellPolicies,
  social: socialPolicies,
  teams: teamsPolicies,
  youtube: youtubePolicies,
};

export const policies = {
  ...corePolicies,
  ...accessPolicies,
  ...accountingPolicies,
  ...backupPolicies,
  ...channelsPolicies,
  ...collabPolicies,
  ...explorationPolicies,
  ...groupsPolicies,
  ...insightPolicies,
  ...issueReportsPolicies,
  ...jobsPolicies,
  ...ownershipPolicies,
  ...productionPolicies,
  ...reportsPolicies,
  ...resellPolicies,
  ...socialPolicies,
  ...teamsPolicies,
  ...youtubePolicies,
};

export type PolicyName = keyof typeof policies;
