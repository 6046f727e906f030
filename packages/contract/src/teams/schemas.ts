// Advertiser and reseller teams (spec 2 "advertiser and reseller team invitation and editing",
// spec 7 advertiser_get_info, advertiser_edit_info, advertiser_invite_member, advertiser_delete_member).
// Reseller teams are advertisers of kind `reseller` and use the same shapes.
import { z } from 'zod';
import { accountTypes, adsMemberTypes } from '../core/roles.ts';
import { emailSchema } from '../core/common.ts';

export const teamKinds = ['advertiser', 'reseller'] as const;
export type TeamKind = (typeof teamKinds)[number];

const teamId = z.coerce.number({ error: 'validation.notFound' }).int('validation.notFound').positive('validation.notFound');

/** Which team: the caller's first team of the kind when absent (admin and super staff name one). */
export const teamInfoQuerySchema = z.object({ advertiser_id: teamId.optional() }).strict();

export const editTeamInfoInputSchema = z
  .object({
    advertiser_id: z.number().int().positive('validation.notFound').optional(),
    name: z.string({ error: 'validation.nameRequired' }).trim().min(1, 'validation.nameRequired').max(100, 'validation.tooLong'),
  })
  .strict();

export const inviteTeamMemberInputSchema = z
  .object({
    advertiser_id: z.number().int().positive('validation.notFound').optional(),
    email: emailSchema,
    role: z.enum(adsMemberTypes, { error: 'validation.invalid' }),
  })
  .strict();
export type InviteTeamMemberInput = z.infer<typeof inviteTeamMemberInputSchema>;

export const deleteTeamMembersInputSchema = z
  .object({
    advertiser_id: z.number().int().positive('validation.notFound').optional(),
    member_id_list: z
      .array(z.number().int().positive('validation.notFound'), { error: 'validation.invalid' })
      .min(1, 'validation.invalid')
      .max(100, 'validation.tooLong'),
  })
  .strict();

/** An invitation of an address without an account onto the team, with the role it joins as. */
export const teamInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(adsMemberTypes),
  status: z.enum(['pending', 'expired']),
  invited_by: z.string().nullable(),
  sent_at: z.string(),
  send_count: z.number().int(),
  expires_at: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamInfoSchema = z.object({
  advertiser: z.object({ id: z.number().int(), name: z.string(), kind: z.enum(teamKinds), created_at: z.string() }),
  members: z.array(
    z.object({ user_id: z.number().int(), email: z.string(), name: z.string(), account_type: z.enum(accountTypes), role: z.enum(adsMemberTypes) }),
  ),
  /** The caller's role in this team; null for those who see it without being in it (admin, super staff, a permission entry). */
  my_role: z.enum(adsMemberTypes).nullable(),
  /** What the caller may do here (spec 6: the team owner by role, admin and super staff, or a permission entry). */
  can_edit: z.boolean(),
  can_invite: z.boolean(),
  can_remove: z.boolean(),
  /** The team roles the caller may give (spec 6 allowInviteAds); empty when they cannot invite. */
  invitable_roles: z.array(z.enum(adsMemberTypes)),
  /** Every team of this kind the caller belongs to, to switch between them. */
  my_teams: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.enum(adsMemberTypes) })),
  /** Open invitations onto this team (not accepted, not revoked; expired ones until resent); empty for those who cannot invite. */
  invitations: z.array(teamInvitationSchema),
});
export type TeamInfo = z.infer<typeof teamInfoSchema>;

export const inviteTeamMemberOutputSchema = teamInfoSchema.extend({
  /** `added`: an existing user joined at once; `invited`: an address without an account got an invitation. */
  result: z.enum(['added', 'invited']),
  /** Whether the invitation mail went out (always true for `added`, which sends none). */
  mail_sent: z.boolean(),
});

/** A team invitation to resend or revoke (the team and its kind come from the invitation). */
export const teamInvitationParamsSchema = z.object({ id: teamId }).strict();
export const teamInvitationResendOutputSchema = teamInfoSchema.extend({ mail_sent: z.boolean() });
