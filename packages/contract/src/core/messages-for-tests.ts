// The schema tests' view of a failed parse.
import type { z } from 'zod';

/** The i18n key a failed parse reports for each field: the first issue of the field, as the server reports it. */
export function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
}
