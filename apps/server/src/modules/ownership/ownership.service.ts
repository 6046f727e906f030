// Channel ownership transfer (spec 4, spec 7 channel_transfer_owner). The current owner or a
// managing role (admin, super staff, staff) hands the channel to another existing user:
// - the recipient becomes the owner, whatever they were on the channel (one owner per channel);
// - the giver leaves the channel (the new owner may invite them back as a member);
// - remittance data follows the mode (see remittance.ts; nothing to copy until accounting exists);
// - the change is written to the system log in the same transaction.
import { canTransferChannel, type Subject, type TransferOwnerInput, type TransferOwnerOutput } from '@chorus/contract';
import type { Db } from '../../db/database.ts';
import { DomainError, forbidden, invalidInput, notFound } from '../../errors/domain-error.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { findChannelOwner, findLiveUserByEmail, lockChannel, makeOwner, removeChannelMember } from './ownership.repository.ts';
import { copyRemittanceDataIfMissing } from './remittance.ts';

export type TransferCaller = {
  userId: number;
  realUserId: number | null;
  /** The caller as the ownership policies (contract ownership/policies.ts) judge them. */
  subject: Subject;
  /** Whether the caller may see the channel at all (else it does not exist for them). */
  canSee: (channelId: string) => Promise<boolean>;
  ip: string | null;
};

export type OwnershipDeps = { db: Db; audit: AuditLog; changed: (userIds: readonly number[]) => void };

export class OwnershipService {
  private readonly deps: OwnershipDeps;

  constructor(deps: OwnershipDeps) {
    this.deps = deps;
  }

  async transfer(caller: TransferCaller, input: TransferOwnerInput): Promise<TransferOwnerOutput> {
    if (!(await caller.canSee(input.channel_id))) throw notFound();
    const answer = await this.deps.db.transaction().execute(async (trx) => {
      if (!(await lockChannel(trx, input.channel_id))) throw notFound();
      const giver = await findChannelOwner(trx, input.channel_id);
      if (!canTransferChannel(caller.subject, { ownerId: giver?.id ?? null })) throw forbidden();
      const recipient = await findLiveUserByEmail(trx, input.email);
      if (!recipient) throw invalidInput({ email: 'validation.userNotFound' });
      if (recipient.id === giver?.id) throw new DomainError('errors.alreadyChannelOwner');
      if (giver) await removeChannelMember(trx, input.channel_id, giver.id);
      await makeOwner(trx, input.channel_id, recipient.id);
      const remittanceCopied = await copyRemittanceDataIfMissing(trx, {
        channelId: input.channel_id,
        fromUserId: giver?.id ?? null,
        toUserId: recipient.id,
        mode: input.mode,
      });
      await this.deps.audit.record(
        {
          actor: { userId: caller.userId, realUserId: caller.realUserId },
          ip: caller.ip,
          action: 'channel.owner_transfer',
          target: { type: 'channel', id: input.channel_id },
          targetUserId: recipient.id,
          details: { from_user_id: giver?.id ?? null, to_user_id: recipient.id, mode: input.mode, remittance_copied: remittanceCopied },
        },
        trx,
      );
      return {
        channel_id: input.channel_id,
        owner: { user_id: recipient.id, email: recipient.email, name: recipient.name },
        previous_owner: giver ? { user_id: giver.id, email: giver.email, name: giver.name } : null,
        mode: input.mode,
        remittance_copied: remittanceCopied,
      };
    });
    // Both people's channel lists changed: their cached profiles go once the transfer is committed.
    this.deps.changed([answer.owner.user_id, ...(answer.previous_owner ? [answer.previous_owner.user_id] : [])]);
    return answer;
  }
}
