/** A failure the client should see: HTTP status plus an i18n key under `messages`. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;
  readonly retryAfter?: number;
  /** Values the message names (see DomainError). */
  readonly params?: Record<string, string | number>;

  constructor(status: number, code: string, options: { fields?: Record<string, string>; retryAfter?: number; params?: Record<string, string | number> } = {}) {
    super(code);
    this.status = status;
    this.code = code;
    this.fields = options.fields;
    this.retryAfter = options.retryAfter;
    this.params = options.params;
  }
}

export const notFound = () => new AppError(404, 'errors.notFound');
export const forbidden = () => new AppError(403, 'errors.forbidden');
export const unauthenticated = () => new AppError(401, 'errors.unauthenticated');
export const invalidInput = (fields: Record<string, string>) => new AppError(400, 'errors.invalidInput', { fields });
