// Where a channel's remittance data follows it to a new owner (spec 4: "Channel ownership can be
// transferred, optionally without moving remittance data. If the recipient has none, the giver's
// remittance data is copied").
import type { TransferMode } from '@chorus/contract';
import type { Db } from '../../db/database.ts';

export type RemittanceTransfer = { channelId: string; fromUserId: number | null; toUserId: number; mode: TransferMode };

/**
 * Copies the giver's remittance data (spec 3 remittance recipient: bank account, passbook cover,
 * labour form, signature, associated channels) to the recipient when the mode is `keep_remittance`
 * and the recipient has none. Runs inside the transfer's transaction; answers whether it copied.
 *
 * Accounting does not exist yet: there are no remittance tables, so today this copies nothing and
 * answers false for every transfer. When the accounting issue adds remittance recipients, it fills
 * this in (and its test in ownership.routes.test.ts, "remittance data", changes with it). No data
 * is made up here meanwhile.
 */
export async function copyRemittanceDataIfMissing(_db: Db, _transfer: RemittanceTransfer): Promise<boolean> {
  // To come with accounting: when `_transfer.mode` is keep_remittance, there is a giver, and the
  // recipient has no remittance recipient, copy the giver's recipients associated with the channel.
  return false;
}
