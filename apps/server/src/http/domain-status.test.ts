import { translate } from '@chorus/i18n';
import { describe, expect, it } from 'vitest';
import { domainStatus, domainStatusCodes } from './domain-status.ts';

describe('the status of a domain refusal', () => {
  it('names only codes that are messages in every language', () => {
    for (const code of domainStatusCodes) for (const language of ['zh-TW', 'ja', 'en'] as const) expect(translate(language, 'messages', code)).not.toBe(code);
  });

  it('maps the codes to their statuses, anything else to 400', () => {
    const codes = ['errors.notFound', 'errors.forbidden', 'errors.emailTaken', 'errors.loginWindowExpired', 'errors.spreadsheetInvalid'];
    expect(codes.map(domainStatus)).toEqual([404, 403, 409, 429, 400]);
  });
});
