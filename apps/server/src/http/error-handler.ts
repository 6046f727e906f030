// Turns every failure into the one error shape, translated into the caller's language. Unexpected
// errors are logged and answered with the generic message; no stack trace leaves the server.
import { translate } from '@chorus/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error.ts';
import { AppError } from './app-error.ts';
import { domainStatus } from './domain-status.ts';
import { requestLanguage } from './register-endpoints.ts';

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}

/**
 * Answers a failure in the one error shape. Also used for the router's own failures (a malformed
 * or over-long path component), which never reach the error handler otherwise.
 */
export function sendError(error: FastifyError | AppError | DomainError, req: FastifyRequest, reply: FastifyReply) {
  const language = requestLanguage(req);
  const known = toAppError(error);
  if (!known) req.log.error({ err: error }, 'unhandled error');
  const failure = known ?? new AppError(500, 'errors.generic');
  const fields = failure.fields
    ? Object.fromEntries(Object.entries(failure.fields).map(([field, key]) => [field, translate(language, 'messages', key)]))
    : undefined;
  if (failure.retryAfter) reply.header('retry-after', String(failure.retryAfter));
  return reply.status(failure.status).send({
    error: {
      code: failure.code,
      message: translate(language, 'messages', failure.code, failure.params),
      ...(fields ? { fields } : {}),
      ...(failure.retryAfter ? { retry_after: failure.retryAfter } : {}),
    },
  });
}

function toAppError(error: FastifyError | AppError | DomainError): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof DomainError)
    return new AppError(domainStatus(error.code), error.code, { fields: error.fields, retryAfter: error.retryAfter, params: error.params });
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, 'errors.payloadTooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(400, 'errors.invalidInput');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return new AppError(error.statusCode, 'errors.invalidInput');
  return null;
}
