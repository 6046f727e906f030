// The production parts' channel check (the schedule, the video data manager): the channel exists and
// the caller reads it there (else not found); a call that writes also needs the part's write policy
// (else forbidden). Each part passes its own pair of contract policies.
import type { Subject } from '@chorus/contract';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../errors/domain-error.ts';

type ChannelPolicy = (subject: Subject, channel: { channel_id: string }) => boolean;

export async function gateChannel(db: Db, subject: Subject, channelId: string, reads: ChannelPolicy, writes: ChannelPolicy | null): Promise<void> {
  const row = await db.selectFrom('channels').select('channel_id').where('channel_id', '=', channelId).executeTakeFirst();
  const channel = { channel_id: channelId };
  if (!row || !reads(subject, channel)) throw notFound();
  if (writes && !writes(subject, channel)) throw forbidden();
}
