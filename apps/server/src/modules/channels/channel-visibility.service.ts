// Spec 2 "channel hide/show setting for advertisers", spec 3 "hidden flag with reason (hidden from
// the current or all advertisers)". Who may see a hidden channel is channel-access.ts; this file
// reads and sets the flag. A change is an edit of the channel: refused (409) while someone else
// holds its edit lock, written to the system log in the same transaction, and published so every
// process drops its copy of the channel at once.
import type { ChannelVisibility, ChannelVisibilityInput } from '@chorus/contract';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../errors/domain-error.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { assertChannelEditable } from '../ownership/index.ts';
import type { Caller } from '../../security/subject.ts';

export type ChannelVisibilityDeps = Pick<AppContext, 'db' | 'bus'> & { audit: AuditLog };

export class ChannelVisibilityService {
  private readonly deps: ChannelVisibilityDeps;

  constructor(deps: ChannelVisibilityDeps) {
    this.deps = deps;
  }

  async read(channelId: string): Promise<ChannelVisibility> {
    const row = await this.deps.db
      .selectFrom('channels')
      .select(['channel_id', 'hidden', 'hidden_scope', 'hidden_reason'])
      .where('channel_id', '=', channelId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return {
      channel_id: row.channel_id,
      hidden: row.hidden,
      scope: row.hidden ? (row.hidden_scope ?? 'all') : null,
      reason: row.hidden ? row.hidden_reason : null,
    };
  }

  async set(caller: Caller, channelId: string, input: ChannelVisibilityInput, ip: string | null): Promise<ChannelVisibility> {
    await assertChannelEditable(this.deps.db, channelId, caller.userId);
    const next = input.hidden
      ? { hidden: true, hidden_scope: input.scope ?? 'all', hidden_reason: input.reason ?? null }
      : { hidden: false, hidden_scope: null, hidden_reason: null };
    await this.deps.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('channels')
        .select(['hidden', 'hidden_scope', 'hidden_reason'])
        .where('channel_id', '=', channelId)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw notFound();
      await trx.updateTable('channels').set(next).where('channel_id', '=', channelId).execute();
      await this.deps.audit.record(
        {
          action: 'channel.visibility_change',
          actor: caller,
          target: { type: 'channel', id: channelId },
          details: next.hidden
            ? { hidden: true, scope: next.hidden_scope, reason: next.hidden_reason, was_hidden: before.hidden }
            : { hidden: false, was_hidden: before.hidden },
          ip,
        },
        trx,
      );
    });
    // Caches (the channel catalog here and in the other processes) see the change at once.
    this.deps.bus.publish({ kind: 'channel', id: channelId });
    return this.read(channelId);
  }
}
