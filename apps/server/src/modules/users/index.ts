// The users module's public entry: who a person is (the cached profile directory) and their own
// profile page. Other modules import only this file.
import type { AppContext } from '../../app-context.ts';
import type { ServerModule } from '../../server-module.ts';
import { ProfileService } from './profile.service.ts';
import { usersHandlers } from './users.routes.ts';

export { checkImage, type CheckedImage } from './image-check.ts';
export { loadSpecificUsers } from './specific-users.ts';
export { UserDirectory, type UserProfile } from './user-directory.ts';
export { findPermissions, type UserRow } from './users.repository.ts';

export function createModule({ db, users, storage }: AppContext): ServerModule {
  return { handlers: usersHandlers({ profiles: new ProfileService({ db, users, storage }) }) };
}
