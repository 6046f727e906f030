// Access administration (spec 2, 3, 6, 7): invitations, member lists, user administration,
// permission entries, account switching and the system log.
import { z } from 'zod';
import { pageOf, pagingQuery } from '../core/paging.ts';
import { BATCH_INVITE_MAX_ROWS, isGrantablePermission } from '../core/administration.ts';
import { languages } from '../core/constants.ts';
import { accountTypes, adsMemberTypes, channelMemberTypes } from '../core/roles.ts';
import { loginOutputSchema, newPasswordSchema } from '../auth/schemas.ts';
import { CHANNEL_ID_PATTERN, dateOnlySchema, emailSchema } from '../core/common.ts';
import { permissionEntrySchema } from '../core/permission-entry-schema.ts';

// ---- shared pieces ----

/** An id as a JSON number or as the decimal digits of a query string or path; nothing looser. */
const idSchema = (message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^[1-9][0-9]{0,15}$/, message)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message));
const userIdSchema = idSchema('validation.userIdRequired');
const channelIdSchema = z.string({ error: 'validation.invalid' }).trim().regex(CHANNEL_ID_PATTERN, 'validation.invalid');
const accountTypeSchema = z.enum(accountTypes, { error: 'validation.accountTypeRequired' });
const searchSchema = z.string().trim().max(100, 'validation.tooLong');

/** Someone named in an answer; e-mail and name are null when the account no longer exists. */
export const personRefSchema = z.object({ id: z.number().int(), email: z.string().nullable(), name: z.string().nullable() });

// ---- invitations ----

export const invitationStatuses = ['pending', 'expired', 'accepted', 'revoked'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

export const inviteMemberInputSchema = z
  .object({
    email: emailSchema,
    account_type: accountTypeSchema,
    name: z.string().trim().min(1, 'validation.nameRequired').max(100, 'validation.tooLong').optional(),
    /** Channel owners invite to their channel; the invitee joins it (staff or member by account type). */
    channel_id: channelIdSchema.optional(),
    /** The mail's language; the request's language when absent. */
    language: z.enum(languages).optional(),
  })
  .strict();
export type InviteMemberInput = z.infer<typeof inviteMemberInputSchema>;

export const invitationSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  email: z.string(),
  name: z.string(),
  account_type: z.enum(accountTypes),
  channel_id: z.string().nullable(),
  channel_title: z.string().nullable(),
  member_type: z.enum(['staff', 'member']).nullable(),
  /** A team invitation (advertiser or reseller team): the team joined on acceptance and the team role. */
  team: z.object({ id: z.number().int(), name: z.string(), kind: z.enum(['advertiser', 'reseller']), role: z.enum(adsMemberTypes) }).nullable(),
  status: z.enum(invitationStatuses),
  invited_by: personRefSchema.nullable(),
  created_at: z.string(),
  sent_at: z.string(),
  send_count: z.number().int(),
  expires_at: z.string(),
  accepted_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const inviteMemberOutputSchema = z.object({ invitation: invitationSchema, mail_sent: z.boolean() });

export const invitationListQuerySchema = z.object({ status: z.enum(invitationStatuses).optional(), q: searchSchema.optional(), ...pagingQuery }).strict();
export const invitationListSchema = pageOf(invitationSchema);
export const invitationParamsSchema = z.object({ id: idSchema('validation.notFound') }).strict();

/** The link in the mail is /accept-invitation?token=…&uid=…; the page asks this before showing the form. */
export const invitationCheckQuerySchema = z
  .object({ token: z.string().min(1, 'validation.tokenRequired').max(200, 'validation.tokenRequired'), uid: userIdSchema })
  .strict();
export const invitationCheckOutputSchema = z.object({
  valid: z.boolean(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  account_type: z.enum(accountTypes).nullable(),
  expires_at: z.string().nullable(),
  /** A team invitation: the team joined on acceptance and the team role. */
  team: z.object({ name: z.string(), kind: z.enum(['advertiser', 'reseller']), role: z.enum(adsMemberTypes) }).nullable(),
});

export const acceptInvitationInputSchema = z
  .object({
    token: z.string({ error: 'validation.tokenRequired' }).min(1, 'validation.tokenRequired').max(200, 'validation.tokenRequired'),
    user_id: userIdSchema,
    password: newPasswordSchema,
    confirm: z.string({ error: 'password.confirmRequired' }).min(1, 'password.confirmRequired').max(1024),
    language: z.enum(languages).optional(),
  })
  .strict()
  .refine((v) => v.confirm === v.password, { message: 'password.mismatch', path: ['confirm'] });
export const acceptInvitationOutputSchema = loginOutputSchema;

/** One row of a batch invitation: invited, or the reason it was not (a message key and its text). */
export const batchInviteRowSchema = z.object({
  row: z.number().int(),
  email: z.string(),
  account_type: z.string(),
  channel_id: z.string().nullable(),
  status: z.enum(['invited', 'failed']),
  invitation_id: z.number().int().nullable(),
  error: z.string().nullable(),
  message: z.string().nullable(),
});
export const batchInviteOutputSchema = z.object({
  total: z.number().int().max(BATCH_INVITE_MAX_ROWS),
  invited: z.number().int(),
  failed: z.number().int(),
  rows: z.array(batchInviteRowSchema),
});

// ---- member and user lists ----

export const memberTeams = ['channel', 'advertiser', 'reseller', 'system', 'all'] as const;
export type MemberTeam = (typeof memberTeams)[number];
export const accountStatuses = ['active', 'invited'] as const;

export const memberListQuerySchema = z
  .object({
    team: z.enum(memberTeams, { error: 'validation.invalid' }).optional(),
    q: searchSchema.optional(),
    channel_id: channelIdSchema.optional(),
    advertiser_id: idSchema('validation.notFound').optional(),
    account_type: accountTypeSchema.optional(),
    status: z.enum(accountStatuses).optional(),
    ...pagingQuery,
  })
  .strict();

export const memberSchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  name: z.string(),
  account_type: z.enum(accountTypes),
  status: z.enum(accountStatuses),
  /** The team this row is a membership of; system and all list people, with no team. */
  team: z.enum(memberTeams),
  team_id: z.string().nullable(),
  team_name: z.string().nullable(),
  member_type: z.enum([...channelMemberTypes, ...adsMemberTypes]).nullable(),
  has_cms_permissions: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export const memberListSchema = pageOf(memberSchema);

export const userListQuerySchema = z
  .object({ q: searchSchema.optional(), account_type: accountTypeSchema.optional(), status: z.enum(accountStatuses).optional(), ...pagingQuery })
  .strict();
export const userListItemSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  account: z.string().nullable(),
  name: z.string(),
  account_type: z.enum(accountTypes),
  status: z.enum(accountStatuses),
  has_cms_permissions: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export const userListSchema = pageOf(userListItemSchema);
export const userOutputSchema = z.object({ user: userListItemSchema });

export const deleteMemberInputSchema = z
  .object({
    channel_id: channelIdSchema.optional(),
    /** The CMS (content owner) whose channels the members leave. */
    content_owner_id: z.string().trim().regex(CHANNEL_ID_PATTERN, 'validation.invalid').optional(),
    member_id_list: z.array(userIdSchema, { error: 'validation.userIdRequired' }).min(1, 'validation.userIdRequired').max(100, 'validation.invalid'),
  })
  .strict()
  .refine((v) => (v.channel_id === undefined) !== (v.content_owner_id === undefined), { message: 'validation.channelOrContentOwner', path: ['channel_id'] });
export const deleteMemberOutputSchema = z.object({ ok: z.literal(true), removed: z.array(z.number().int()) });

export const deleteUserInputSchema = z.object({ id: userIdSchema }).strict();

const booleanQuery = z.enum(['true', 'false', '1', '0'], { error: 'validation.invalid' }).transform((v) => v === 'true' || v === '1');
/** Spec 7: id or email, the new account type, and optionally the cms-permission flag. */
export const setUserTypeQuerySchema = z
  .object({ id: userIdSchema.optional(), email: emailSchema.optional(), account_type: accountTypeSchema, cms_permissions: booleanQuery.optional() })
  .strict()
  .refine((v) => (v.id === undefined) !== (v.email === undefined), { message: 'validation.userIdRequired', path: ['id'] });

export const userChangeEmailQuerySchema = z.object({ original_email: emailSchema, new_email: emailSchema }).strict();

// ---- permission entries (spec 3) ----

const permissionKeyFields = {
  function: z.string({ error: 'validation.permissionItem' }).min(1, 'validation.permissionItem').max(64, 'validation.permissionItem'),
  item: z.string({ error: 'validation.permissionItem' }).min(1, 'validation.permissionItem').max(64, 'validation.permissionItem'),
};
const grantable = (v: { function: string; item: string }) => isGrantablePermission(v.function, v.item);
const scopeList = <T extends z.ZodType>(item: T) => z.array(item).max(500, 'validation.invalid').optional();

export const permissionChangeSchema = z.discriminatedUnion(
  'action',
  [
    z
      .object({
        action: z.literal('grant'),
        ...permissionKeyFields,
        global: z.boolean().optional(),
        channel_ids: scopeList(channelIdSchema),
        content_ids: scopeList(z.string().regex(CHANNEL_ID_PATTERN, 'validation.invalid')),
        channel_group_ids: scopeList(idSchema('validation.notFound')),
        advertiser_ids: scopeList(idSchema('validation.notFound')),
      })
      .strict()
      .refine(grantable, { message: 'validation.permissionItem', path: ['item'] })
      .refine((v) => v.global === true || [v.channel_ids, v.content_ids, v.channel_group_ids, v.advertiser_ids].some((list) => (list?.length ?? 0) > 0), {
        message: 'validation.permissionNeedsScope',
        path: ['global'],
      }),
    /** An explicit denial: hides the page even where the role would show it (docs/decisions.md). */
    z
      .object({ action: z.literal('deny'), ...permissionKeyFields })
      .strict()
      .refine(grantable, { message: 'validation.permissionItem', path: ['item'] }),
    z
      .object({ action: z.literal('revoke'), ...permissionKeyFields })
      .strict()
      .refine(grantable, { message: 'validation.permissionItem', path: ['item'] }),
  ],
  { error: 'validation.invalid' },
);
export type PermissionChange = z.infer<typeof permissionChangeSchema>;

export const updatePermissionsInputSchema = z
  .object({
    changes: z.array(permissionChangeSchema, { error: 'validation.permissionChanges' }).min(1, 'validation.permissionChanges').max(100, 'validation.invalid'),
  })
  .strict();
export const userIdParamsSchema = z.object({ userId: idSchema('validation.notFound') }).strict();

export const permissionScopeSchema = z.object({
  global: z.boolean(),
  channel_ids: z.array(z.string()),
  content_ids: z.array(z.string()),
  channel_group_ids: z.array(z.number().int()),
  advertiser_ids: z.array(z.number().int()),
});
/** The display map, keyed `function:item` (spec 3). */
export const permissionDisplaySchema = z.object({ user_id: z.number().int(), display: z.record(z.string(), permissionScopeSchema) });
export const userPermissionsSchema = z.object({
  user_id: z.number().int(),
  available_functions: z.array(permissionEntrySchema),
  display: z.record(z.string(), permissionScopeSchema),
});

export const copyPermissionsInputSchema = z
  .object({
    source_user_id: userIdSchema,
    target_user_ids: z.array(userIdSchema, { error: 'validation.userIdRequired' }).min(1, 'validation.userIdRequired').max(50, 'validation.invalid'),
  })
  .strict();
export const copyPermissionsOutputSchema = z.object({
  source_user_id: z.number().int(),
  target_user_ids: z.array(z.number().int()),
  entries: z.number().int(),
});

// ---- account switching (spec 2) ----

/** The account to work as: its id or e-mail. */
export const switchAccountQuerySchema = z
  .object({ target: z.string().trim().min(1, 'validation.userIdRequired').max(254, 'validation.userIdRequired') })
  .strict();
export const switchAccountOutputSchema = loginOutputSchema.extend({ user_id: z.number().int(), real_user_id: z.number().int().nullable() });

// ---- system log ----

export const syslogQuerySchema = z
  .object({
    /** An action (auth.login) or a family of them (auth.). */
    action: z
      .string()
      .max(64, 'validation.invalid')
      .regex(/^[a-z_]+(\.[a-z_]*)?$/, 'validation.invalid')
      .optional(),
    /** Id or e-mail; matches the actor and the real actor. */
    actor: z.string().trim().min(1, 'validation.invalid').max(254, 'validation.invalid').optional(),
    target: z.string().trim().min(1, 'validation.invalid').max(254, 'validation.invalid').optional(),
    /** Days in UTC, inclusive. */
    from: dateOnlySchema.optional(),
    to: dateOnlySchema.optional(),
    ...pagingQuery,
  })
  .strict();
export const syslogEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  action: z.string(),
  actor: personRefSchema.nullable(),
  real_actor: personRefSchema.nullable(),
  target_user: personRefSchema.nullable(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
});
export const syslogSchema = pageOf(syslogEntrySchema);
