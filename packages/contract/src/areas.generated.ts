// Written by `npm run gen:areas` (scripts/gen-areas.mjs) from the contract areas that have a routes.ts: do not edit.
import { accessRoutes } from './access/routes.ts';
import { accountingRoutes } from './accounting/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { backupRoutes } from './backup/routes.ts';
import { cacheRoutes } from './cache/routes.ts';
import { channelsRoutes } from './channels/routes.ts';
import { collabRoutes } from './collab/routes.ts';
import { docsRoutes } from './docs/routes.ts';
import { explorationRoutes } from './exploration/routes.ts';
import { groupsRoutes } from './groups/routes.ts';
import { insightRoutes } from './insight/routes.ts';
import { issueReportsRoutes } from './issue-reports/routes.ts';
import { jobsRoutes } from './jobs/routes.ts';
import { mailRoutes } from './mail/routes.ts';
import { ownershipRoutes } from './ownership/routes.ts';
import { productionRoutes } from './production/routes.ts';
import { reportsRoutes } from './reports/routes.ts';
import { resellRoutes } from './resell/routes.ts';
import { socialRoutes } from './social/routes.ts';
import { teamsRoutes } from './teams/routes.ts';
import { usersRoutes } from './users/routes.ts';
import { youtubeRoutes } from './youtube/routes.ts';

/** Each area's routes, by area folder (no id nor method and path may stand in two). */
export const routesByArea = {
  access: accessRoutes,
  accounting: accountingRoutes,
  auth: authRoutes,
  backup: backupRoutes,
  cache: cacheRoutes,
  channels: channelsRoutes,
  collab: collabRoutes,
  docs: docsRoutes,
  exploration: explorationRoutes,
  groups: groupsRoutes,
  insight: insightRoutes,
  'issue-reports': issueReportsRoutes,
  jobs: jobsRoutes,
  mail: mailRoutes,
  ownership: ownershipRoutes,
  production: productionRoutes,
  reports: reportsRoutes,
  resell: resellRoutes,
  social: socialRoutes,
  teams: teamsRoutes,
  users: usersRoutes,
  youtube: youtubeRoutes,
};

export const routes = {
  ...accessRoutes,
  ...accountingRoutes,
  ...authRoutes,
  ...backupRoutes,
  ...cacheRoutes,
  ...channelsRoutes,
  ...collabRoutes,
  ...docsRoutes,
  ...explorationRoutes,
  ...groupsRoutes,
  ...insightRoutes,
  ...issueReportsRoutes,
  ...jobsRoutes,
  ...mailRoutes,
  ...ownershipRoutes,
  ...productionRoutes,
  ...reportsRoutes,
  ...resellRoutes,
  ...socialRoutes,
  ...teamsRoutes,
  ...usersRoutes,
  ...youtubeRoutes,
};
