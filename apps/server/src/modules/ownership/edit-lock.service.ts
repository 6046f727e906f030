// The channel edit lock (spec 3 "locking user id and time", spec 4 "Downloading a batch report can
// optionally lock channel editing in the downloader's name. Others cannot edit until the uploader
// finishes the upload or updates the channel individually").
//
// - `acquireEditLock` is what the batch report download (to come) calls with lock=true; the lock
//   routes call it for one channel. All or nothing: a channel locked by someone else refuses the lot.
// - `assertCanEdit` is the check every channel edit makes first (the interest-videos PUT of
//   modules/channels among them): the holder may edit, anyone else is refused with a clear message.
// - `releaseEditLock` is what the holder's upload, or their individual update, calls afterwards.
// - No expiry: a lock stays until its holder releases it; admin and super staff may release any.
import type { EditLock } from '@chorus/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { DomainError, notFound } from '../../errors/domain-error.ts';
import { deleteLocks, findExistingChannelIds, findLock, upsertLocks } from './ownership.repository.ts';

export const channelLocked = () => new DomainError('errors.channelLocked');

export type EditLocksDeps = { db: Db; clock: Clock };

export class EditLocks {
  private readonly deps: EditLocksDeps;

  constructor(deps: EditLocksDeps) {
    this.deps = deps;
  }

  /**
   * Locks the channels in the user's name (renewing the time of their own locks). Refused (409
   * errors.channelLocked, nothing locked) when another user holds any of them; 404 when one does
   * not exist.
   */
  async acquireEditLock(channelIds: readonly string[], userId: number): Promise<void> {
    const ids = [...new Set(channelIds)];
    if (ids.length === 0) return;
    await this.deps.db.transaction().execute(async (trx) => {
      const existing = await findExistingChannelIds(trx, ids);
      if (existing.size !== ids.length) throw notFound();
      const taken = await upsertLocks(trx, ids, userId, this.deps.clock.now());
      // Rolled back: either every channel is locked in the user's name or none is.
      if (taken.length !== ids.length) throw channelLocked();
    });
  }

  /** Releases the user's own locks on these channels (their upload, or an individual update). */
  async releaseEditLock(channelIds: readonly string[], userId: number): Promise<string[]> {
    return deleteLocks(this.deps.db, [...new Set(channelIds)], userId);
  }

  /** Refuses (409 errors.channelLocked) an edit of the channel by anyone but the lock's holder. */
  async assertCanEdit(channelId: string, userId: number): Promise<void> {
    return assertChannelEditable(this.deps.db, channelId, userId);
  }

  /** Releases the lock whoever holds it (admin and super staff); answers whose lock it was. */
  async forceRelease(channelId: string): Promise<number | null> {
    const lock = await findLock(this.deps.db, channelId);
    if (!lock) return null;
    await deleteLocks(this.deps.db, [channelId], lock.user_id);
    return lock.user_id;
  }

  async status(channelId: string, userId: number): Promise<EditLock> {
    const lock = await findLock(this.deps.db, channelId);
    return {
      channel_id: channelId,
      locked: lock !== undefined,
      holder: lock ? { user_id: lock.user_id, name: lock.name } : null,
      locked_at: lock ? lock.locked_at.toISOString() : null,
      held_by_me: lock?.user_id === userId,
    };
  }
}

/** The check for modules/channels' edits, without building an EditLocks. */
export async function assertChannelEditable(db: Db, channelId: string, userId: number): Promise<void> {
  const lock = await findLock(db, channelId);
  if (lock && lock.user_id !== userId) throw channelLocked();
}
