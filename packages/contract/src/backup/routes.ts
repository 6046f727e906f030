// Routes of the backup area (issue 25): the administrator reads when the last backup was written
// and whether the last restore drill passed. Backing up and restoring are commands on the server
// (npm run backup / npm run restore), not routes.
import { signedIn, type Route } from '../core/route.ts';

export const backupRoutes = {
  backupStatus: {
    method: 'GET',
    path: '/api/v1/admin/backups',
    summary: 'The last backup and the last restore drill, with the schedule (administrator)',
    permission: signedIn,
    policy: 'administersBackups',
  },
} as const satisfies Record<string, Route>;
