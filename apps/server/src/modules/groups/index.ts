// The groups module's public entry: channel groups.
import type { AppContext } from '../../app-context.ts';
import { auditLog } from '../../audit/audit-log.ts';
import type { ServerModule } from '../../server-module.ts';
import { groupsHandlers } from './groups.routes.ts';
import { GroupsService } from './groups.service.ts';

/** A group and the caller's place in it, for other modules' group policies (the reports area's annual report). */
export { findGroupInReach } from './groups.repository.ts';

export function createModule({ db, clock, users }: AppContext): ServerModule {
  const service = new GroupsService({
    db,
    clock,
    audit: auditLog({ db, clock }),
    // Being in a group grants the channel group page: the profiles of those who joined or left change.
    peopleChanged: (userIds) => userIds.forEach((id) => users.invalidate(id)),
  });
  return { handlers: groupsHandlers({ service }) };
}
