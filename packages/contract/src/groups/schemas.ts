// Channel groups (spec 2 "channel group create, edit, remove, with usage authorization by user
// e-mail", spec 3 "name, member channels, administrators and users with authorization type").
import { z } from 'zod';
import { emailSchema } from '../core/common.ts';

/** What a group user may do with the group's channels (spec 3 authorization type). */
export const groupAuthorizationTypes = ['view', 'edit'] as const;
export type GroupAuthorizationType = (typeof groupAuthorizationTypes)[number];
export const groupMemberRoles = ['admin', 'user'] as const;
export type GroupMemberRole = (typeof groupMemberRoles)[number];

/** Bounds of one request; a group may grow past them over several requests. */
export const GROUP_MAX_CHANNELS = 1000;
export const GROUP_MAX_MEMBERS = 500;

export const groupParamsSchema = z.object({ groupId: z.coerce.number().int().positive('validation.notFound') }).strict();

const groupName = z.string({ error: 'validation.nameRequired' }).trim().min(1, 'validation.nameRequired').max(100, 'validation.tooLong');
// Any text up to a name's length: an entry that matches no channel is refused by the service, which
// names it (someone typed a channel's name where its id belongs).
const channelId = z.string({ error: 'validation.invalid' }).trim().min(1, 'validation.invalid').max(200, 'validation.tooLong');
const channelIds = z.array(channelId, { error: 'validation.invalid' }).max(GROUP_MAX_CHANNELS, 'validation.tooLong');
const administrators = z.array(emailSchema, { error: 'validation.invalid' }).max(GROUP_MAX_MEMBERS, 'validation.tooLong');
const users = z
  .array(z.object({ email: emailSchema, authorization_type: z.enum(groupAuthorizationTypes, { error: 'validation.invalid' }) }).strict(), {
    error: 'validation.invalid',
  })
  .max(GROUP_MAX_MEMBERS, 'validation.tooLong');

/** Creating a group: its name, and optionally its channels and people at once. */
export const createGroupInputSchema = z
  .object({ name: groupName, channel_ids: channelIds.optional(), administrators: administrators.optional(), users: users.optional() })
  .strict();
export type CreateGroupInput = z.infer<typeof createGroupInputSchema>;

export const renameGroupInputSchema = z.object({ name: groupName }).strict();

/** The group's channels become exactly these. */
export const setGroupChannelsInputSchema = z.object({ channel_ids: channelIds }).strict();

/** The group's people become exactly these, found by e-mail. */
export const setGroupMembersInputSchema = z.object({ administrators, users }).strict();
export type SetGroupMembersInput = z.infer<typeof setGroupMembersInputSchema>;

const person = z.object({ user_id: z.number().int(), email: z.string(), name: z.string() });

export const groupSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  channel_count: z.number().int(),
  /** The caller's place in the group; null for staff who see it without being in it. */
  my_role: z.enum(groupMemberRoles).nullable(),
  my_authorization_type: z.enum(groupAuthorizationTypes).nullable(),
  /** The caller may rename it, change its channels and people, and remove it. */
  can_manage: z.boolean(),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;

export const groupListSchema = z.object({ groups: z.array(groupSummarySchema) });

export const groupDetailSchema = groupSummarySchema.extend({
  channels: z.array(z.object({ channel_id: z.string(), title: z.string() })),
  /** Only for those who manage the group; null for its users. */
  administrators: z.array(person).nullable(),
  users: z.array(person.extend({ authorization_type: z.enum(groupAuthorizationTypes) })).nullable(),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;
