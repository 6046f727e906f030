import type { z } from 'zod';

/** Field → message key. Our schemas carry i18n keys as messages; zod's own texts become `validation.invalid`. */
export function zodFields(error: z.ZodError): Record<string, string> {
  // No prototype: a field named `__proto__` (which a query string can carry) must be reported, not
  // swallowed by the prototype setter.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    if (fields[field]) continue;
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] = 'validation.unknownField';
      continue;
    }
    fields[field] = /^(validation|password|errors)\.[A-Za-z]+$/.test(issue.message) ? issue.message : 'validation.invalid';
  }
  return fields;
}
