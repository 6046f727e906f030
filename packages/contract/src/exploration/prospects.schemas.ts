// Schemas of the exploration area's prospects part (issue 26): candidates saved to prospect lists
// shared by the team, moving through a pipeline with an owner, notes and dates; "signed" starts the
// network's invitation flow for the creator.
import { z } from 'zod';
import { CHANNEL_ID_PATTERN, emailSchema } from '../core/common.ts';

export const prospectStatuses = ['found', 'contacted', 'replied', 'negotiating', 'signed', 'declined'] as const;
export type ProspectStatus = (typeof prospectStatuses)[number];

export const PROSPECT_LIST_NAME_MAX = 100;
export const PROSPECT_NOTES_MAX = 2000;

const idSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'validation.notFound')
  .transform(Number);

export const prospectParamsSchema = z.object({ prospectId: idSchema }).strict();

export const prospectsQuerySchema = z
  .object({
    list_id: z
      .string()
      .regex(/^[1-9][0-9]{0,9}$/, 'validation.invalid')
      .transform(Number)
      .optional(),
    status: z.enum(prospectStatuses, { error: 'validation.invalid' }).optional(),
  })
  .strict();
export type ProspectsQuery = z.output<typeof prospectsQuerySchema>;

const notesSchema = z.string().trim().max(PROSPECT_NOTES_MAX, 'validation.tooLong');

/** Save a candidate to a list: an existing list by id, or a new one by name. */
export const prospectInputSchema = z
  .object({
    channel_id: z.string().regex(CHANNEL_ID_PATTERN, 'validation.invalid'),
    list_id: z.number().int().positive().optional(),
    list_name: z.string().trim().min(1, 'validation.nameRequired').max(PROSPECT_LIST_NAME_MAX, 'validation.tooLong').optional(),
    /** The team member who follows the prospect up; the caller when absent. */
    owner_id: z.number().int().positive().optional(),
    notes: notesSchema.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if ((v.list_id === undefined) === (v.list_name === undefined))
      ctx.addIssue({ code: 'custom', path: ['list_id'], message: 'validation.prospectListRequired' });
  });
export type ProspectInput = z.output<typeof prospectInputSchema>;

export const prospectStatusInputSchema = z
  .object({
    status: z.enum(prospectStatuses, { error: 'validation.invalid' }),
    notes: notesSchema.optional(),
    owner_id: z.number().int().positive().optional(),
    /** For "signed": where the invitation goes (the channel's contact e-mail when absent). */
    email: emailSchema.optional(),
  })
  .strict();
export type ProspectStatusInput = z.output<typeof prospectStatusInputSchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const prospectSchema = z.object({
  id: z.number().int(),
  list_id: z.number().int(),
  channel_id: z.string(),
  /** From the stored public data; null once it was removed (older than 30 days and not refreshed). */
  title: z.string().nullable(),
  in_network: z.boolean(),
  status: z.enum(prospectStatuses),
  owner: personSchema.nullable(),
  notes: z.string(),
  /** When the prospect entered each stage it has reached (ISO 8601). */
  dates: z.partialRecord(z.enum(prospectStatuses), z.string()),
  /** The invitation "signed" started, if any. */
  invitation_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Prospect = z.infer<typeof prospectSchema>;

export const prospectListSchema = z.object({ id: z.number().int(), name: z.string(), count: z.number().int(), created_by: personSchema.nullable() });
export type ProspectList = z.infer<typeof prospectListSchema>;

export const prospectsSchema = z.object({ lists: z.array(prospectListSchema), items: z.array(prospectSchema) });
export type Prospects = z.infer<typeof prospectsSchema>;

export const prospectChangeSchema = z.object({
  prospect: prospectSchema,
  /** For "signed": whether the invitation was mailed (false: created, the mail failed or no address). */
  mail_sent: z.boolean().nullable(),
});
export type ProspectChange = z.infer<typeof prospectChangeSchema>;
