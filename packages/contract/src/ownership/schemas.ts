// Channel ownership transfer (spec 4, spec 7 channel_transfer_owner) and the channel edit lock
// (spec 3 "locking user id and time", spec 4 "downloading a batch report can lock channel editing").
import { z } from 'zod';
import { CHANNEL_ID_PATTERN, emailSchema } from '../core/common.ts';

/**
 * `keep_remittance`: the remittance data goes with the channel (copied from the giver when the
 * recipient has none); `without_remittance`: the transfer leaves remittance data alone.
 */
export const transferModes = ['keep_remittance', 'without_remittance'] as const;
export type TransferMode = (typeof transferModes)[number];

export const transferOwnerInputSchema = z
  .object({
    channel_id: z.string({ error: 'validation.invalid' }).regex(CHANNEL_ID_PATTERN, 'validation.notFound'),
    email: emailSchema,
    mode: z.enum(transferModes, { error: 'validation.invalid' }),
  })
  .strict();
export type TransferOwnerInput = z.infer<typeof transferOwnerInputSchema>;

const person = z.object({ user_id: z.number().int(), email: z.string(), name: z.string() });

export const transferOwnerOutputSchema = z.object({
  channel_id: z.string(),
  owner: person,
  /** The owner before the transfer; they leave the channel. Null when it had none. */
  previous_owner: person.nullable(),
  mode: z.enum(transferModes),
  /** Whether remittance data was copied to the new owner (never, until accounting exists). */
  remittance_copied: z.boolean(),
});
export type TransferOwnerOutput = z.infer<typeof transferOwnerOutputSchema>;

export const editLockSchema = z.object({
  channel_id: z.string(),
  locked: z.boolean(),
  /** Who holds the lock (name only) and since when. */
  holder: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
  locked_at: z.string().nullable(),
  held_by_me: z.boolean(),
});
export type EditLock = z.infer<typeof editLockSchema>;
