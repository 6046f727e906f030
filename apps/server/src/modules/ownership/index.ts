// The ownership module's public entry: channel ownership transfer and the channel edit lock.
// Other modules import only this file.
import type { AppContext } from '../../app-context.ts';
import { auditLog } from '../../audit/audit-log.ts';
import type { ServerModule } from '../../server-module.ts';
import { EditLocks } from './edit-lock.service.ts';
import { ownershipHandlers } from './ownership.routes.ts';
import { OwnershipService } from './ownership.service.ts';

export { assertChannelEditable } from './edit-lock.service.ts';

export function createModule({ db, clock, users, channelAccess }: AppContext): ServerModule {
  const audit = auditLog({ db, clock });
  const ownership = new OwnershipService({ db, audit, changed: (ids) => ids.forEach((id) => users.invalidate(id)) });
  return { handlers: ownershipHandlers({ ownership, locks: new EditLocks({ db, clock }), audit, channelAccess }) };
}
