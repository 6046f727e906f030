// How one uploaded file's import ended, as the upload answers report it file by file (revenue
// reports, course sales exports): done, or refused by a rule with its translated reason (naming the
// file), its code and the line of the file it points at, if any.
import { translate, type LocaleCode } from '@chorus/i18n';
import { DomainError } from './domain-error.ts';

/** A rule refusing a row of the file, with its line (which fileRefused reports back) and the rule's other values. */
export const rowError = (code: string, line: number, params: Record<string, string | number> = {}) => new DomainError(code, { params: { line, ...params } });

/** A file imported: no reason, code or line. */
export const fileImported = { status: 'done', reason: null, code: null, line: null } as const;

/** A file a rule refused, told in the uploader's language. */
export function fileRefused(error: DomainError, language: LocaleCode, file: string) {
  return {
    status: 'failed' as const,
    reason: translate(language, 'messages', error.code, { file, ...(error.params ?? {}) }),
    code: error.code,
    line: typeof error.params?.line === 'number' ? error.params.line : null,
  };
}
