// What a failed SMTP send means for the record: a refusal (5xx) is final for that recipient; a
// temporary answer (4xx) or a lost connection may go through later, so the job is retried. The
// record keeps an i18n key; the server's own words go to the log only.
export const MAIL_REFUSED = 'errors.reportMailRefused';
export const MAIL_FAILED = 'errors.reportMailFailed';
/** No mail server is set up (production without SMTP_URL). */
export const MAIL_UNAVAILABLE = 'errors.reportMailUnavailable';

export type MailFailure = { permanent: boolean; key: string; detail: string };

export function classifyMailError(error: unknown): MailFailure {
  const e = error as { responseCode?: number; code?: string; message?: string; response?: string };
  const detail = `${e.code ?? ''} ${e.responseCode ?? ''} ${e.response ?? e.message ?? String(error)}`.trim();
  const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
  return { permanent, key: permanent ? MAIL_REFUSED : MAIL_FAILED, detail };
}
