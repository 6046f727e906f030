// A rule of the domain said no. Services and repositories throw this, never an HTTP error, so the
// same code runs behind a route and inside a job; http/error-handler.ts turns the code into a status.

/** What the caller may be told besides the code: the offending fields, when to try again. */
export type DomainErrorDetails = {
  /** Field → message key (under `messages`), shown beside the field. */
  fields?: Record<string, string>;
  /** Seconds until trying again makes sense. */
  retryAfter?: number;
  /** Values the message names (`{{entries}}`), e.g. what the caller typed that matched nothing. */
  params?: Record<string, string | number>;
};

export class DomainError extends Error {
  /** An i18n key under `messages` (e.g. 'errors.notFound'): the client's message and the status's key. */
  readonly code: string;
  readonly fields?: Record<string, string>;
  readonly retryAfter?: number;
  readonly params?: Record<string, string | number>;

  constructor(code: string, details: DomainErrorDetails = {}) {
    super(code);
    this.name = 'DomainError';
    this.code = code;
    this.fields = details.fields;
    this.retryAfter = details.retryAfter;
    this.params = details.params;
  }
}

/** The thing does not exist, or the caller may not know that it does. */
export const notFound = () => new DomainError('errors.notFound');
/** The caller is known but may not do this. */
export const forbidden = () => new DomainError('errors.forbidden');
/** The input broke a rule its schema could not express: field → message key. */
export const invalidInput = (fields: Record<string, string>) => new DomainError('errors.invalidInput', { fields });
