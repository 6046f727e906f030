// API permission entries (spec 3, 6): reading one's own and others' display maps (cached 60 s,
// spec 9, and dropped on every change), granting, denying and revoking entries, and copying one
// user's entries to others. Every change invalidates the user's cached profile, so navigation and
// the server follow it on the next request.
import {
  buildDisplayMap,
  canGrantPermission,
  canManageAccount,
  canSeePermissionsOf,
  isBuiltPage,
  isExplicitDenial,
  pageOfPermission,
  PERMISSION_DISPLAY_CACHE_SECONDS,
  type AccountType,
  type PermissionChange,
  type PermissionDisplayMap,
  type PermissionEntry,
} from '@chorus/contract';
import type { AppContext } from '../../app-context.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { DomainError, notFound } from '../../errors/domain-error.ts';
import { subjectOf, type Caller } from '../../security/subject.ts';
import type { UserProfile } from '../users/index.ts';
import { findPermissions } from '../users/index.ts';
import { liveAccount } from './members.repository.ts';
import { deleteEntries, existingScopeIds, insertEntry, replaceAllEntries } from './permissions.repository.ts';

type Client = { ip: string };

/** What the service uses of the shared infrastructure, and the system log. */
export type PermissionsDeps = Pick<AppContext, 'db' | 'clock' | 'bus' | 'users'> & { audit: AuditLog };

export class PermissionsService {
  private readonly deps: PermissionsDeps;
  /** Display maps by user id, kept 60 seconds (spec 9) and dropped whenever the user changes. */
  private readonly displayCache = new Map<number, { at: number; display: PermissionDisplayMap }>();

  constructor(deps: PermissionsDeps) {
    this.deps = deps;
    // Profile invalidations (here, from the user directory, or another process) also drop the map.
    deps.bus.subscribe((message) => {
      if (message.kind === 'user') this.displayCache.delete(Number(message.id));
      else if (message.kind === 'all') this.displayCache.clear();
    });
  }

  mine(caller: Caller) {
    const entries = caller.profile.permissions;
    return { user_id: caller.userId, available_functions: entries, display: buildDisplayMap(entries) };
  }

  /** One's own map, or anyone's for those who manage permissions; others' ids do not exist for the rest. */
  async display(caller: Caller, userId: number): Promise<{ user_id: number; display: PermissionDisplayMap }> {
    if (!canSeePermissionsOf(caller.subject, userId)) throw notFound();
    const now = this.deps.clock.now().getTime();
    const cached = this.displayCache.get(userId);
    if (cached && now - cached.at < PERMISSION_DISPLAY_CACHE_SECONDS * 1000) return { user_id: userId, display: cached.display };
    // Read from the table (not the cached profile): this answer has its own 60-second life.
    if (!(await liveAccount(this.deps.db, { id: userId }))) throw notFound();
    const display = buildDisplayMap(await findPermissions(this.deps.db, userId));
    if (this.displayCache.size > 10_000) this.displayCache.clear();
    this.displayCache.set(userId, { at: now, display });
    return { user_id: userId, display };
  }

  /** Applies grants (set a key's scope), denials and revocations together; one log row for the change. */
  async update(caller: Caller, userId: number, changes: PermissionChange[], client: Client) {
    const target = await this.manageable(caller.profile, userId);
    const keys = changes.map((c) => `${c.function}:${c.item}`);
    const duplicate = keys.findIndex((key, i) => keys.indexOf(key) !== i);
    if (duplicate >= 0) throw new DomainError('errors.invalidInput', { fields: { [`changes.${duplicate}.item`]: 'validation.duplicatePermission' } });
    const entries = changes.map((change) => toEntry(change));
    this.checkPages(
      caller.profile,
      entries.flatMap((e, i) => (e ? [{ entry: e, index: i }] : [])),
    );
    this.checkBuilt(changes);
    checkCmsFlag(target, entries);
    await this.checkScopes(changes);

    await this.deps.db.transaction().execute(async (trx) => {
      for (const [i, change] of changes.entries()) {
        await deleteEntries(trx, target.row.id, change.function, change.item);
        const entry = entries[i];
        if (entry) await insertEntry(trx, target.row.id, entry);
      }
      await this.deps.audit.record({ action: 'permission.change', actor: caller, targetUserId: target.row.id, details: { changes }, ip: client.ip }, trx);
    });
    this.changed(target.row.id);
    const updated = (await this.deps.users.get(target.row.id))!;
    return { user_id: target.row.id, available_functions: updated.permissions, display: buildDisplayMap(updated.permissions) };
  }

  /** Targets end with exactly the source's entries (theirs are replaced). All targets or none. */
  async copy(caller: Caller, sourceUserId: number, targetUserIds: number[], client: Client) {
    const source = await this.deps.users.get(sourceUserId);
    if (!source) throw notFound();
    const targetIds = [...new Set(targetUserIds)];
    if (targetIds.includes(sourceUserId)) throw new DomainError('errors.invalidInput', { fields: { target_user_ids: 'validation.copyToSource' } });
    const targets: UserProfile[] = [];
    for (const id of targetIds) targets.push(await this.manageable(caller.profile, id));
    const entries = source.permissions;
    this.checkPages(
      caller.profile,
      entries.map((entry, index) => ({ entry, index })),
    );
    for (const target of targets) checkCmsFlag(target, entries, 'target_user_ids');

    await this.deps.db.transaction().execute(async (trx) => {
      for (const target of targets) {
        await replaceAllEntries(trx, target.row.id, entries);
        await this.deps.audit.record(
          {
            action: 'permission.copy',
            actor: caller,
            targetUserId: target.row.id,
            details: { source_user_id: sourceUserId, entries: entries.length },
            ip: client.ip,
          },
          trx,
        );
      }
    });
    for (const target of targets) this.changed(target.row.id);
    return { source_user_id: sourceUserId, target_user_ids: targetIds, entries: entries.length };
  }

  private changed(userId: number): void {
    this.displayCache.delete(userId);
    this.deps.users.invalidate(userId);
  }

  private async manageable(profile: UserProfile, userId: number): Promise<UserProfile> {
    const target = await this.deps.users.get(userId);
    if (!target) throw notFound();
    if (target.row.id === profile.row.id) throw new DomainError('errors.notOnYourself');
    if (!canManageAccount({ id: profile.row.id, accountType: profile.accountType }, { id: target.row.id, accountType: target.accountType as AccountType })) {
      throw new DomainError('errors.targetOutranks');
    }
    return target;
  }

  /** The contract's canGrantPermission for every entry handed out. */
  private checkPages(profile: UserProfile, entries: { entry: PermissionEntry; index: number }[]): void {
    const subject = subjectOf(profile);
    if (entries.some(({ entry }) => !canGrantPermission(subject, entry))) throw new DomainError('errors.cannotGrantPage');
  }

  /** Pages the app has not built yet are neither granted nor denied (revoking an old entry stays possible). */
  private checkBuilt(changes: PermissionChange[]): void {
    changes.forEach((change, index) => {
      const page = pageOfPermission(change.function, change.item);
      if (change.action !== 'revoke' && page && !isBuiltPage(page)) {
        throw new DomainError('errors.pageNotBuilt', { fields: { [`changes.${index}.item`]: 'validation.pageNotBuilt' } });
      }
    });
  }

  private async checkScopes(changes: PermissionChange[]): Promise<void> {
    const grants = changes
      .map((c, index) => ({ c, index }))
      .filter((x): x is { c: Extract<PermissionChange, { action: 'grant' }>; index: number } => x.c.action === 'grant');
    const found = await existingScopeIds(this.deps.db, {
      channels: grants.flatMap((g) => g.c.channel_ids ?? []),
      groups: grants.flatMap((g) => g.c.channel_group_ids ?? []),
      advertisers: grants.flatMap((g) => g.c.advertiser_ids ?? []),
    });
    for (const { c, index } of grants) {
      const missing = (field: string) => new DomainError('errors.invalidInput', { fields: { [`changes.${index}.${field}`]: 'validation.unknownScope' } });
      if ((c.channel_ids ?? []).some((id) => !found.channels.has(id))) throw missing('channel_ids');
      if ((c.channel_group_ids ?? []).some((id) => !found.groups.has(id))) throw missing('channel_group_ids');
      if ((c.advertiser_ids ?? []).some((id) => !found.advertisers.has(id))) throw missing('advertiser_ids');
    }
  }
}

/**
 * The analytics page shows only to users with the cms-permission flag (spec 3 has_cms_permissions),
 * so granting it to anyone else would change nothing: refused, saying why. `field`: where the
 * refusal points (copy: the targets).
 */
function checkCmsFlag(target: UserProfile, entries: readonly (PermissionEntry | null)[], field?: string): void {
  if (target.row.has_cms_permissions) return;
  const index = entries.findIndex((e) => e !== null && pageOfPermission(e.function, e.item) === 'analytics' && !isExplicitDenial(e));
  if (index < 0) return;
  throw new DomainError('errors.analyticsNeedsCmsPermission', { fields: { [field ?? `changes.${index}.item`]: 'validation.analyticsNeedsCmsPermission' } });
}

/** The entry a change leaves behind: a grant's scope, a denial, or nothing (revoke). */
function toEntry(change: PermissionChange): PermissionEntry | null {
  if (change.action === 'revoke') return null;
  const grant = change.action === 'grant' ? change : null;
  const unique = <T>(list: T[] | undefined) => [...new Set(list ?? [])];
  return {
    function: change.function,
    item: change.item,
    api_config_id: null,
    api_name: null,
    global: grant?.global === true,
    channel_ids: unique(grant?.channel_ids),
    content_ids: unique(grant?.content_ids),
    channel_group_ids: unique(grant?.channel_group_ids),
    advertiser_ids: unique(grant?.advertiser_ids),
  };
}
