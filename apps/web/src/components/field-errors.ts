import type { z } from 'zod';
import { ApiError } from '../lib/api-error.ts';

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

/** The server's field errors arrive translated: marked `raw:` so that errorText shows them as they are. */
export function serverFieldErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, `raw:${message}`]));
}

/** A field's message: browser-side errors are i18n keys, the server's (marked `raw:`) already text. */
export function errorText(error: string | undefined, t: (key: string) => string): string | undefined {
  if (!error) return undefined;
  return error.startsWith('raw:') ? error.slice(4) : t(error);
}

/**
 * A dialog's save that the server refused field by field: its messages go to the fields (`show`) and
 * the dialog stays open (ConfirmDialog's `false`); any other failure is thrown for the dialog to tell.
 */
export function keepOpenOnFieldErrors(error: unknown, show: (fields: Record<string, string>) => void): false {
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
    show(error.fields);
    return false;
  }
  throw error;
}

/** Editing a field drops its message: `setErrors(withoutError('email'))`. */
export function withoutError(field: string): (errors: Record<string, string>) => Record<string, string> {
  return ({ [field]: _edited, ...rest }) => rest;
}

/**
 * A field's error as a text field takes it (`{...shownError(message, help)}`): red while there is a
 * message, and the message in place of the field's help.
 */
export function shownError<Help = undefined>(message: string | null | undefined, help?: Help): { error: boolean; helperText: string | Help | undefined } {
  return { error: Boolean(message), helperText: message ?? help };
}

/**
 * A dialog's save checked field by field: the shared schema in the browser first (nothing is sent
 * while a field is wrong), then the server's field refusals. Either shows on the fields (`show`) and
 * keeps the dialog open; any other failure is thrown for the dialog to tell.
 */
export async function saveCheckedFields<T>(
  schema: z.ZodType,
  body: T,
  show: (errors: Record<string, string>) => void,
  save: (body: T) => Promise<unknown>,
): Promise<void | false> {
  const found = fieldErrors(schema, body);
  show(found);
  if (Object.keys(found).length > 0) return false;
  try {
    await save(body);
  } catch (error) {
    return keepOpenOnFieldErrors(error, (fields) => show(serverFieldErrors(fields)));
  }
}
