// The signed-in user's own profile: what user info shows, their edits, their avatar.
import { randomUUID } from 'node:crypto';
import type { UserInfo } from '@chorus/contract';
import type { AppContext } from '../../app-context.ts';
import type { CheckedImage } from './image-check.ts';
import { presentUserInfo } from './user-info.presenter.ts';
import { findAvatarFile, insertAvatar, updateUser } from './users.repository.ts';

export type ProfileDeps = Pick<AppContext, 'db' | 'users' | 'storage'>;

export class ProfileService {
  private readonly deps: ProfileDeps;

  constructor(deps: ProfileDeps) {
    this.deps = deps;
  }

  /** The user's info, read afresh; a switched session also shows who switched. */
  async userInfo(userId: number, realUserId: number | null): Promise<UserInfo> {
    const profile = (await this.deps.users.get(userId))!;
    let switchedBy = null;
    if (realUserId) {
      const real = await this.deps.users.get(realUserId);
      if (real) switchedBy = { id: real.row.id, email: real.row.email, name: real.row.name };
    }
    return presentUserInfo(profile, switchedBy);
  }

  async edit(userId: number, patch: Parameters<typeof updateUser>[2]): Promise<void> {
    await updateUser(this.deps.db, userId, patch);
    this.deps.users.invalidate(userId);
  }

  async setAvatar(userId: number, image: CheckedImage): Promise<string> {
    const id = randomUUID();
    const storageKey = `avatars/${id}`;
    await this.deps.storage.put(storageKey, image.data);
    await insertAvatar(this.deps.db, { id, ownerUserId: userId, mime: image.mime, byteSize: image.data.length, storageKey });
    this.deps.users.invalidate(userId);
    return id;
  }

  /** An avatar and its bytes, or null. Avatars are seen by everyone signed in. */
  async avatar(id: string) {
    const row = await findAvatarFile(this.deps.db, id);
    const data = row ? await this.deps.storage.get(row.storage_key) : null;
    return row && data ? { row, data } : null;
  }
}
