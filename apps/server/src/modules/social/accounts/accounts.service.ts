// The linked accounts a caller may see (object scope: the network-wide readers every channel's,
// everyone else their own channels').
import { readsEverySocialAccount, seesSocialAccount, type SocialAccount, type Subject } from '@chorus/contract';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { notFound } from '../../../errors/domain-error.ts';
import { effectiveStatus, findAccount, listAccounts, type AccountRow } from './accounts.repository.ts';

export function accountAnswer(row: AccountRow, now: Date): SocialAccount {
  return {
    account_id: row.id,
    platform: row.platform,
    username: row.username,
    channel_id: row.channel_id,
    channel_title: row.channel_title,
    linked_at: row.linked_at.toISOString(),
    token_expires_at: row.token_expires_at ? row.token_expires_at.toISOString() : null,
    status: effectiveStatus(row, now),
    display_name: row.display_name,
    profile_picture_url: row.profile_picture_url,
    collected_through: row.collected_through,
  };
}

export class AccountsService {
  private readonly deps: { db: Db; clock: Clock };
  constructor(deps: { db: Db; clock: Clock }) {
    this.deps = deps;
  }

  async list(subject: Subject, channelId: string | undefined): Promise<{ items: SocialAccount[] }> {
    let channels: string[] | null = readsEverySocialAccount(subject) ? null : subject.channels.map((c) => c.channel_id);
    if (channelId !== undefined) channels = channels === null || channels.includes(channelId) ? [channelId] : [];
    const now = this.deps.clock.now();
    return { items: (await listAccounts(this.deps.db, channels)).map((row) => accountAnswer(row, now)) };
  }

  /** The account when the caller may see it; otherwise it does not exist for them. */
  async visible(subject: Subject, accountId: number): Promise<AccountRow> {
    const row = await findAccount(this.deps.db, accountId);
    if (!row || !seesSocialAccount(subject, row)) throw notFound();
    return row;
  }
}
