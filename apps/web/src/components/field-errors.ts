import type { z } from 'zod';

/** Runs a shared zod schema in the browser; messages are i18n keys, translated by the caller. */
export function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message.includes('.') ? `messages:${issue.message}` : 'messages:validation.invalid';
  }
  return errors;
}
