// The ownership module's public entry: channel ownership transfer, the channel edit lock and the
// batch creator update that takes it.
// Other modules import only this file.
import type { AppContext } from '../../app-context.ts';
import { auditLog } from '../../audit/audit-log.ts';
import type { ServerModule } from '../../server-module.ts';
import { CreatorUpdateService } from './creator-update.service.ts';
import { EditLocks } from './edit-lock.service.ts';
import { ownershipHandlers } from './ownership.routes.ts';
import { OwnershipService } from './ownership.service.ts';

export { assertChannelEditable } from './edit-lock.service.ts';

export function createModule({ db, clock, users, channelAccess, bus }: AppContext): ServerModule {
  const audit = auditLog({ db, clock });
  const ownership = new OwnershipService({ db, audit, changed: (ids) => ids.forEach((id) => users.invalidate(id)) });
  const locks = new EditLocks({ db, clock });
  const creatorUpdate = new CreatorUpdateService({
    db,
    clock,
    audit,
    locks,
    canSee: (principal, channelId) => channelAccess.canSee(principal.profile, channelId),
    changed: (ids) => ids.forEach((id) => bus.publish({ kind: 'channel', id })),
  });
  return { handlers: ownershipHandlers({ ownership, locks, creatorUpdate, audit, channelAccess }) };
}
