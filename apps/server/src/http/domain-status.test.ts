import { translate } from '@chorus/i18n';
import { describe, expect, it } from 'vitest';
import { domainStatus, domainStatusCodes } from './domain-status.ts';

describe('the status of a domain refusal', () => {
  it('names only codes that are messages in every language', () => {
    for (const code of domainStatusCodes) for (const language of ['zh-TW', 'ja', 'en'] as const) expect(translate(language, 'messages', code)).not.toBe(code);
  });

  it('maps the codes to their statuses, anything else to 400', () => {
    expect(domainStatus('errors.notFound')).toBe(404);
    expect(domainStatus('errors.forbidden')).toBe(403);
    expect(domainStatus('errors.emailTaken')).toBe(409);
    expect(domainStatus('errors.loginWindowExpired')).toBe(429);
    expect(domainStatus('errors.spreadsheetInvalid')).toBe(400);
  });
});
