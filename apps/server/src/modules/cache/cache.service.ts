// The frontend cache API (spec 7: /cache/read, write, readCh, del, taskQueue). Entries belonging to
// a channel are only read, written or dropped by people who may see that channel; to others the
// channel does not exist (404), and an entry of it reads as missing. Keys under `srv:` are the
// server's own (they may hold figures a caller of this API may not see) and not part of this API.
import { channelsInReach } from '@chorus/contract';
import type { AppContext } from '../../app-context.ts';
import { subjectOf } from '../../security/subject.ts';
import { invalidInput, notFound } from '../../errors/domain-error.ts';
import type { UserProfile } from '../users/index.ts';
import { deleteChannelEntries, deleteEntry, readChannelEntries, readEntry, writeEntry, type CacheRow } from './cache.repository.ts';

export const SERVER_KEY_PREFIX = 'srv:';

const CHANNEL_ENTRIES_LIMIT = 200;
const TASKS_LIMIT = 100;

const present = (row: CacheRow) => ({ key: row.key, channel_id: row.channel_id, value: row.value, created_at: row.created_at.toISOString() });
const serverKey = (key: string) => key.startsWith(SERVER_KEY_PREFIX);

/** What the service uses of the shared infrastructure. */
export type CacheDeps = Pick<AppContext, 'db' | 'clock' | 'channelAccess' | 'refreshQueue'>;

export class CacheService {
  private readonly deps: CacheDeps;
  constructor(deps: CacheDeps) {
    this.deps = deps;
  }

  private async visible(profile: UserProfile, row: CacheRow | undefined): Promise<boolean> {
    if (!row || serverKey(row.key)) return false;
    return row.channel_id === null || this.deps.channelAccess.canSee(profile, row.channel_id);
  }

  private async requireChannel(profile: UserProfile, channelId: string): Promise<void> {
    if (!(await this.deps.channelAccess.canSee(profile, channelId))) throw notFound();
  }

  async read(profile: UserProfile, key: string) {
    const row = await readEntry(this.deps.db, key);
    return { entry: row && (await this.visible(profile, row)) ? present(row) : null };
  }

  async write(profile: UserProfile, input: { key: string; channel_id: string; value: unknown }) {
    if (serverKey(input.key)) throw invalidInput({ key: 'validation.invalid' });
    await this.requireChannel(profile, input.channel_id);
    // Taking over a key that holds another channel's entry needs that channel too.
    const existing = await readEntry(this.deps.db, input.key);
    if (
      existing &&
      existing.channel_id !== input.channel_id &&
      existing.channel_id !== null &&
      !(await this.deps.channelAccess.canSee(profile, existing.channel_id))
    ) {
      throw notFound();
    }
    await writeEntry(this.deps.db, { key: input.key, channelId: input.channel_id, value: input.value, now: this.deps.clock.now() });
    return { ok: true as const };
  }

  async readChannel(profile: UserProfile, channelId: string) {
    await this.requireChannel(profile, channelId);
    const rows = await readChannelEntries(this.deps.db, channelId, SERVER_KEY_PREFIX, CHANNEL_ENTRIES_LIMIT);
    return { entries: rows.map(present) };
  }

  /** By key: nothing happens to an entry the caller may not see. By channel: all of its entries, the server's included. */
  async delete(profile: UserProfile, input: { key?: string; channel_id?: string }) {
    if (input.channel_id) {
      await this.requireChannel(profile, input.channel_id);
      return { deleted: await deleteChannelEntries(this.deps.db, input.channel_id) };
    }
    const row = await readEntry(this.deps.db, input.key!);
    if (!(await this.visible(profile, row))) return { deleted: 0 };
    return { deleted: await deleteEntry(this.deps.db, row!.key) };
  }

  /** The newest refresh tasks, of the channels the caller may see. */
  async taskQueue(profile: UserProfile) {
    const tasks = await this.deps.refreshQueue.recent(TASKS_LIMIT);
    if (channelsInReach(subjectOf(profile)).everyChannel) return { tasks };
    const seen = new Map<string, boolean>();
    const visible = [];
    for (const task of tasks) {
      if (!seen.has(task.channel_id)) seen.set(task.channel_id, await this.deps.channelAccess.canSee(profile, task.channel_id));
      if (seen.get(task.channel_id)) visible.push(task);
    }
    return { tasks: visible };
  }
}
