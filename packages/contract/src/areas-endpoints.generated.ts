// Written by `npm run gen:areas` (scripts/gen-areas.mjs) from the contract areas that have a routes.ts: do not edit.
import { accessEndpoints } from './access/endpoints.ts';
import { accountingEndpoints } from './accounting/endpoints.ts';
import { authEndpoints } from './auth/endpoints.ts';
import { backupEndpoints } from './backup/endpoints.ts';
import { cacheEndpoints } from './cache/endpoints.ts';
import { channelsEndpoints } from './channels/endpoints.ts';
import { collabEndpoints } from './collab/endpoints.ts';
import { docsEndpoints } from './docs/endpoints.ts';
import { explorationEndpoints } from './exploration/endpoints.ts';
import { groupsEndpoints } from './groups/endpoints.ts';
import { insightEndpoints } from './insight/endpoints.ts';
import { issueReportsEndpoints } from './issue-reports/endpoints.ts';
import { jobsEndpoints } from './jobs/endpoints.ts';
import { mailEndpoints } from './mail/endpoints.ts';
import { ownershipEndpoints } from './ownership/endpoints.ts';
import { productionEndpoints } from './production/endpoints.ts';
import { reportsEndpoints } from './reports/endpoints.ts';
import { resellEndpoints } from './resell/endpoints.ts';
import { socialEndpoints } from './social/endpoints.ts';
import { teamsEndpoints } from './teams/endpoints.ts';
import { usersEndpoints } from './users/endpoints.ts';
import { youtubeEndpoints } from './youtube/endpoints.ts';

export const endpoints = {
  ...accessEndpoints,
  ...accountingEndpoints,
  ...authEndpoints,
  ...backupEndpoints,
  ...cacheEndpoints,
  ...channelsEndpoints,
  ...collabEndpoints,
  ...docsEndpoints,
  ...explorationEndpoints,
  ...groupsEndpoints,
  ...insightEndpoints,
  ...issueReportsEndpoints,
  ...jobsEndpoints,
  ...mailEndpoints,
  ...ownershipEndpoints,
  ...productionEndpoints,
  ...reportsEndpoints,
  ...resellEndpoints,
  ...socialEndpoints,
  ...teamsEndpoints,
  ...usersEndpoints,
  ...youtubeEndpoints,
};
