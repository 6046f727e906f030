// The API's failure shape ({ error: { code, message, fields, retry_after } }, spec 7) read into an
// error. Kept apart from api-client.ts, which brings i18next, so that the sign-in page (its own
// small entry, features/auth/sign-in) reads failures the same way without it.

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly retryAfter: number | null;
  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}, retryAfter: number | null = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfter = retryAfter;
  }
}

/** Spec 7: the message comes from the answer when it is a plain string, else the fallback. */
export async function readApiError(response: Response, fallback: string): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const error = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown; retry_after?: unknown } } | null)?.error;
  const fields = error?.fields && typeof error.fields === 'object' ? (error.fields as Record<string, string>) : {};
  return new ApiError(
    response.status,
    typeof error?.code === 'string' ? error.code : 'errors.generic',
    typeof error?.message === 'string' ? error.message : fallback,
    fields,
    typeof error?.retry_after === 'number' ? error.retry_after : null,
  );
}
