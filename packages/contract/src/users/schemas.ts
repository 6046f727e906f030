import { z } from 'zod';
import { permissionEntrySchema } from '../core/permission-entry-schema.ts';
import { accountTypes, adsMemberTypes, channelMemberTypes } from '../core/roles.ts';
import { capabilityOverrideSchema } from '../core/capability-override-schema.ts';
import { dateOnlySchema } from '../core/common.ts';

export const genders = ['secret', 'male', 'female'] as const;
export const identityTypes = ['person', 'company'] as const;

const channelRef = z.object({ channel_id: z.string(), channel_title: z.string() });
const advertiserRef = z.object({ advertiser_id: z.number().int(), name: z.string() });

/** Spec 3 user info. Identity and bank numbers are masked (spec 9) except for the first digits. */
export const userInfoSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  account: z.string().nullable(),
  name: z.string(),
  phone: z.string().nullable(),
  account_type: z.enum(accountTypes),
  avatar_id: z.string().nullable(),
  is_register_by_email: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  language: z.enum(['zh-TW', 'ja', 'en']),
  currency: z.enum(['TWD', 'JPY', 'USD']),
  donate_account: z.string().nullable(),
  like_list: z.array(z.string()),
  identity_number: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  residence_address: z.string().nullable(),
  current_address: z.string().nullable(),
  logo_id: z.string().nullable(),
  permissions: z.array(permissionEntrySchema),
  gender: z.enum(genders),
  identity_type: z.enum(identityTypes).nullable(),
  uniform_numbers: z.string().nullable(),
  company_address: z.string().nullable(),
  beneficiary_bank_name: z.string().nullable(),
  beneficiary_bank_code: z.string().nullable(),
  beneficiary_account_number: z.string().nullable(),
  beneficiary_account_name: z.string().nullable(),
  owner_channels: z.array(channelRef),
  join_channels: z.array(channelRef),
  join_channels_staff: z.array(channelRef),
  /** owned, staff and member channels merged (spec 3): owner wins, owners first. */
  channels: z.array(channelRef.extend({ member_type: z.enum(channelMemberTypes) })),
  owner_advertisers: z.array(advertiserRef),
  // Spelled as spec 3 spells this wire name (clinet): clients depend on it, so it stays.
  advertiser_clinet: z.array(advertiserRef),
  advertiser_member: z.array(advertiserRef),
  ads_member_type: z.enum(adsMemberTypes).nullable(),
  has_cms_permissions: z.boolean(),
  /** Administers or uses at least one channel group (spec 2): the channel group page shows their groups. */
  in_channel_group: z.boolean(),
  /** This user's own entry of the per-e-mail overrides, if any (spec 6 specificUsers). */
  specific_capabilities: capabilityOverrideSchema.nullable(),
  /** Present while an admin works as this user (account switching). */
  switched_by: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** Optional text of at most `max` characters; `tooLong` is the message that states the limit. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** Spec 5 mobile number; the message states the rule (digits, an optional leading +, spaces, hyphens, brackets). */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, 'validation.phoneRequired')
  .max(32, 'validation.phoneFormat')
  .regex(/^\+?[0-9][0-9 ()-]{5,30}$/, 'validation.phoneFormat');

/**
 * Issue 23: where a creator's money goes is their channel's remittance recipient (accounting payees),
 * kept by finance with the passbook cover. The profile no longer writes bank details of its own: a
 * request that sends one is told where they live.
 */
const keptOnRecipient = z.never({ error: 'validation.bankOnRecipient' }).optional();

/** Fields a user edits on the profile; anything else (account type, e-mail, ids) is refused. */
export const editUserInfoInputSchema = z
  .object({
    user_id: z.number().int().positive().optional(),
    name: z.string().trim().min(1, 'validation.realNameRequired').max(100, 'validation.realNameTooLong').optional(),
    phone: phoneSchema.optional(),
    gender: z.enum(genders).optional(),
    language: z.enum(['zh-TW', 'ja', 'en']).optional(),
    currency: z.enum(['TWD', 'JPY', 'USD']).optional(),
    date_of_birth: dateOnlySchema.nullable().optional(),
    residence_address: optionalText(300, 'validation.addressTooLong'),
    current_address: optionalText(300, 'validation.addressTooLong'),
    company_address: optionalText(300, 'validation.addressTooLong'),
    identity_type: z.enum(identityTypes).nullable().optional(),
    identity_number: optionalText(32, 'validation.identityNumberTooLong'),
    uniform_numbers: optionalText(16, 'validation.uniformNumbersTooLong'),
    donate_account: optionalText(100, 'validation.donateAccountTooLong'),
    beneficiary_bank_name: keptOnRecipient,
    beneficiary_bank_code: keptOnRecipient,
    beneficiary_account_number: keptOnRecipient,
    beneficiary_account_name: keptOnRecipient,
  })
  .strict();
export type EditUserInfoInput = z.infer<typeof editUserInfoInputSchema>;

/**
 * The payout section's fields (tax identity of whoever the network pays): only for people who work
 * on channels (core/subject.ts worksOnChannels); the server refuses them from anyone else.
 */
export const payoutFields = ['identity_type', 'identity_number', 'uniform_numbers', 'company_address'] as const satisfies readonly (keyof EditUserInfoInput)[];

export const setAvatarOutputSchema = z.object({ avatar_id: z.string() });
