// Checks that an error answer has the one error shape, a translated message and nothing internal.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';

/** The error shape of contract/schemas/common.ts, strict: no stack, no statusCode, nothing extra. */
const strictErrorBody = z
  .object({
    error: z
      .object({
        code: z.string().regex(/^errors\.[A-Za-z]+$/),
        message: z.string().min(1),
        fields: z.record(z.string(), z.string().min(1)).optional(),
        retry_after: z.number().int().optional(),
      })
      .strict(),
  })
  .strict();
export type ErrorAnswer = z.infer<typeof strictErrorBody>['error'];

/** Text that only leaks from a server's insides: stack frames, file paths, driver and framework errors. */
const internals =
  /\bat [\w.<>]+ \(|\.(?:ts|js|mjs):\d+|node_modules|\/work\/|\/src\/|\bstack\b|ZodError|TypeError|RangeError|SyntaxError|FST_[A-Z_]+|postgres|kysely|SQLSTATE|violates|relation "|syntax error|invalid byte sequence|Unexpected token|undefined is not|Cannot read prop/i;

const cjk = /[\u3400-\u9fff]/;
const messageKey = /^(?:errors|validation|password)\.[A-Za-z]+$/;

/**
 * Asserts the answer is an error in the one shape, translated into `language` (zh-TW when the
 * request named none), and returns its `error` object.
 */
export function expectErrorBody(response: LightMyRequestResponse, language: 'zh-TW' | 'en' = 'zh-TW'): ErrorAnswer {
  const where = `${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.headers['content-type'], where).toMatch(/^application\/json/);
  expect(response.body, where).not.toMatch(internals);
  const parsed = strictErrorBody.safeParse(JSON.parse(response.body));
  expect(parsed.success, `${where} ${parsed.error?.message ?? ''}`).toBe(true);
  const error = parsed.data!.error;
  for (const text of [error.message, ...Object.values(error.fields ?? {})]) {
    // A message key shown as is means the catalogue has no translation.
    expect(text, where).not.toMatch(messageKey);
    if (language === 'zh-TW') expect(text, where).toMatch(cjk);
    else expect(text, where).not.toMatch(cjk);
  }
  return error;
}

/** "200", or "403 errors.forbidden": the status and, for an error in the one shape, its code. */
export function answerOf(response: LightMyRequestResponse): string {
  return response.statusCode < 400 ? String(response.statusCode) : `${response.statusCode} ${expectErrorBody(response).code}`;
}

/** Asserts the answer is a refusal with `status` in the one error shape (expectErrorBody), and returns its `error`. */
export function expectRefusal(response: LightMyRequestResponse, status: number, language: 'zh-TW' | 'en' = 'zh-TW'): ErrorAnswer {
  expect(response.statusCode, response.body).toBe(status);
  return expectErrorBody(response, language);
}
