// What a channel's recipient becomes when the channel changes owner (spec 4: "Channel ownership can
// be transferred, optionally without moving remittance data. If the recipient has none, the giver's
// remittance data is copied"). Called by the ownership module inside the transfer's transaction,
// after the new owner has been made owner. Decisions (docs/decisions.md, issue 10 payees):
// - The new owner "has remittance data" when another channel they own has a recipient.
// - keep_remittance, new owner has none: the channel keeps the giver's recipient data. When that
//   recipient serves only this channel it simply stays; when it also serves the giver's other
//   channels, the channel gets a copy of it (same fields, same documents), so that the two owners
//   never share one record and an edit for one never changes the other's payee. Answers true.
// - keep_remittance, new owner has one: the channel is paid to the new owner's recipient (the one
//   serving most of their channels; on a tie the oldest). Nothing is copied; answers false.
// - without_remittance: the giver's recipient stops serving the channel; finance assigns another.
//   A recipient left without channels stays listed for finance, who reassigns or removes it.
import { randomUUID } from 'node:crypto';
import type { TransferMode } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { assignChannels, countChannels, findFiles, findRecipient, insertFile, insertRecipient, lockChannelRecipients } from './recipients.repository.ts';

export type RemittanceTransfer = { channelId: string; fromUserId: number | null; toUserId: number; mode: TransferMode };

/** Applies the rules above; answers whether the giver's remittance data went to the new owner. */
export async function transferRemittance(db: Db, transfer: RemittanceTransfer): Promise<boolean> {
  const [link] = await lockChannelRecipients(db, [transfer.channelId]);
  if (transfer.mode === 'without_remittance') {
    if (link) await db.deleteFrom('remittance_recipient_channels').where('channel_id', '=', transfer.channelId).execute();
    return false;
  }
  const own = await newOwnersRecipient(db, transfer.toUserId, transfer.channelId);
  if (own !== null) {
    if (link?.recipient_id !== own) await assignChannels(db, own, [transfer.channelId]);
    return false;
  }
  if (!link) return false;
  if ((await countChannels(db, link.recipient_id)) > 1) await copyFor(db, link.recipient_id, transfer.channelId, transfer.toUserId);
  return true;
}

/** The recipient serving most of the other channels `userId` owns (on a tie the oldest), or null. */
async function newOwnersRecipient(db: Db, userId: number, exceptChannel: string): Promise<number | null> {
  const row = await db
    .selectFrom('remittance_recipient_channels as rc')
    .innerJoin('channel_members as m', 'm.channel_id', 'rc.channel_id')
    .select(['rc.recipient_id', sql<number>`count(*)::int`.as('n')])
    .where('m.user_id', '=', userId)
    .where('m.member_type', '=', 'owner')
    .where('rc.channel_id', '!=', exceptChannel)
    .groupBy('rc.recipient_id')
    .orderBy('n', 'desc')
    .orderBy('rc.recipient_id')
    .executeTakeFirst();
  return row?.recipient_id ?? null;
}

/**
 * A copy of the recipient for `channelId` alone. Its documents are new rows of `files` naming the
 * same stored bytes (a stored file is removed only when no row names it any more), so the copy is
 * made wholly inside the transaction.
 */
async function copyFor(db: Db, recipientId: number, channelId: string, newOwnerId: number): Promise<void> {
  const source = (await findRecipient(db, recipientId))!;
  const fileIds = [source.passbook_file_id, source.labour_form_file_id, source.signature_file_id];
  const files = new Map(
    (
      await findFiles(
        db,
        fileIds.filter((f): f is string => f !== null),
      )
    ).map((f) => [f.id, f]),
  );
  const copyFile = async (id: string | null) => {
    const file = id ? files.get(id) : undefined;
    if (!file) return null;
    const copy = { ...file, id: randomUUID() };
    await insertFile(db, copy, newOwnerId);
    return copy.id;
  };
  const now = new Date();
  const copyId = await insertRecipient(
    db,
    {
      kind: source.kind,
      account_name: source.account_name,
      bank_code: source.bank_code,
      account_number: source.account_number,
      passbook_file_id: await copyFile(source.passbook_file_id),
      labour_form_file_id: await copyFile(source.labour_form_file_id),
      signature_file_id: await copyFile(source.signature_file_id),
    },
    newOwnerId,
    now,
  );
  await assignChannels(db, copyId, [channelId]);
}
