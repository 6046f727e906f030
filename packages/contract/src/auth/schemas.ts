import { z } from 'zod';
import { passwordProblems } from '../core/password.ts';
import { emailSchema } from '../core/common.ts';

/** A user id as a JSON number or as the decimal digits of a query string; nothing looser. */
const userIdSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^[1-9][0-9]{0,15}$/, 'validation.userIdRequired')
        .transform(Number),
    ],
    { error: 'validation.userIdRequired' },
  )
  .pipe(z.number({ error: 'validation.userIdRequired' }).int('validation.userIdRequired').positive('validation.userIdRequired'));

export const newPasswordSchema = z.string({ error: 'validation.newPasswordRequired' }).superRefine((value, ctx) => {
  if (value.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'validation.newPasswordRequired' });
    return;
  }
  const [first] = passwordProblems(value);
  if (first) ctx.addIssue({ code: 'custom', message: `password.${first}` });
});

export const loginInputSchema = z
  .object({
    email: z.string().max(254).optional(),
    account: z.string().max(254).optional(),
    password: z.string({ error: 'validation.passwordRequired' }).min(1, 'validation.passwordRequired').max(1024),
    challenge: z.string().max(200).optional(),
    language: z.enum(['zh-TW', 'ja', 'en']).optional(),
  })
  .strict()
  .refine((v) => Boolean(v.email?.trim() || v.account?.trim()), { message: 'validation.emailOrAccountRequired', path: ['email'] });
export type LoginInput = z.infer<typeof loginInputSchema>;

export const loginOutputSchema = z.object({
  access_token: z.string(),
  expires_in: z.number().int(),
  token_type: z.literal('Bearer'),
});

export const loginChallengeOutputSchema = z.object({
  challenge: z.string(),
  expires_in: z.number().int(),
});

export const forgetPasswordQuerySchema = z.object({ email: emailSchema, language: z.enum(['zh-TW', 'ja', 'en']).optional() }).strict();

/** The optional confirmation, when given, must repeat the new password. */
const confirmation = {
  repeats: (v: { new_password: string; confirm_password?: string | undefined }) => v.confirm_password === undefined || v.confirm_password === v.new_password,
  error: { message: 'password.mismatch', path: ['confirm_password'] },
};
const newPasswordFields = { new_password: newPasswordSchema, confirm_password: z.string().optional() };

export const resetPasswordInputSchema = z
  .object({
    token: z.string({ error: 'validation.tokenRequired' }).min(1, 'validation.tokenRequired').max(200),
    user_id: userIdSchema,
    ...newPasswordFields,
  })
  .strict()
  .refine(confirmation.repeats, confirmation.error);

export const changePasswordInputSchema = z
  .object({
    old_password: z.string({ error: 'validation.oldPasswordRequired' }).min(1, 'validation.oldPasswordRequired').max(1024),
    ...newPasswordFields,
  })
  .strict()
  .refine(confirmation.repeats, confirmation.error);

export const verifyQuerySchema = z
  .object({
    token: z.string().min(1, 'validation.tokenRequired').max(200),
    user_id: userIdSchema,
    purpose: z.enum(['reset']).default('reset'),
  })
  .strict();
export const verifyOutputSchema = z.object({ valid: z.boolean(), expires_at: z.string().nullable() });
