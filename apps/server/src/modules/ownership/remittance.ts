// Where a channel's remittance data follows it to a new owner (spec 4: "Channel ownership can be
// transferred, optionally without moving remittance data. If the recipient has none, the giver's
// remittance data is copied"). The rules are the accounting module's (remittance recipients):
// accounting/payees/remittance-transfer.ts.
import type { TransferMode } from '@chorus/contract';
import type { Db } from '../../db/database.ts';
import { transferRemittance } from '../accounting/index.ts';

export type RemittanceTransfer = { channelId: string; fromUserId: number | null; toUserId: number; mode: TransferMode };

/**
 * Moves, copies or removes the channel's remittance recipient as the mode says; runs inside the
 * transfer's transaction; answers whether the giver's remittance data went to the new owner.
 */
export async function copyRemittanceDataIfMissing(db: Db, transfer: RemittanceTransfer): Promise<boolean> {
  return transferRemittance(db, transfer);
}
