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

/** Translates the fields that have an error key and drops the others. */
export function translateAll(errors: Record<string, string | undefined>, t: (key: string) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).flatMap(([field, key]) => (key ? [[field, t(key)]] : [])));
}
