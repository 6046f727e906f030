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

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const phoneSchema = z
  .string()
  .trim()
  .min(1, 'validation.phoneRequired')
  .max(32, 'validation.phoneFormat')
  .regex(/^\+?[0-9][0-9 ()-]{5,30}$/, 'validation.phoneFormat');

/** Fields a user edits on the profile; anything else (account type, e-mail, ids) is refused. */
export const editUserInfoInputSchema = z
  .object({
    user_id: z.number().int().positive().optional(),
    name: z.string().trim().min(1, 'validation.realNameRequired').max(100, 'validation.tooLong').optional(),
    phone: phoneSchema.optional(),
    gender: z.enum(genders).optional(),
    language: z.enum(['zh-TW', 'ja', 'en']).optional(),
    currency: z.enum(['TWD', 'JPY', 'USD']).optional(),
    date_of_birth: dateOnlySchema.nullable().optional(),
    residence_address: optionalText(300),
    current_address: optionalText(300),
    company_address: optionalText(300),
    identity_type: z.enum(identityTypes).nullable().optional(),
    identity_number: optionalText(32),
    uniform_numbers: optionalText(16),
    donate_account: optionalText(100),
    beneficiary_bank_name: optionalText(100),
    beneficiary_bank_code: z
      .string()
      .trim()
      .regex(/^[0-9]{3,8}$/, 'validation.numbersOnly')
      .nullable()
      .optional(),
    beneficiary_account_number: z
      .string()
      .trim()
      .regex(/^[0-9-]{4,32}$/, 'validation.numbersOnly')
      .nullable()
      .optional(),
    beneficiary_account_name: optionalText(100),
  })
  .strict();
export type EditUserInfoInput = z.infer<typeof editUserInfoInputSchema>;

/** Bank and payout fields: refused while an admin works as someone else. */
export const bankFields = [
  'beneficiary_bank_name',
  'beneficiary_bank_code',
  'beneficiary_account_number',
  'beneficiary_account_name',
] as const satisfies readonly (keyof EditUserInfoInput)[];

export const setAvatarOutputSchema = z.object({ avatar_id: z.string() });
