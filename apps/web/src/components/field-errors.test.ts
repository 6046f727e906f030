import { describe, expect, it } from 'vitest';
import { errorText, serverFieldErrors } from './field-errors.ts';

describe('field error texts', () => {
  const t = (key: string) => `T(${key})`;
  it('translates browser-side keys and shows the server’s messages as they came', () => {
    const fromServer = serverFieldErrors({ email: 'Already invited.' });
    expect(fromServer).toEqual({ email: 'raw:Already invited.' });
    expect(errorText(fromServer.email, t)).toBe('Already invited.');
    expect(errorText('messages:validation.emailFormat', t)).toBe('T(messages:validation.emailFormat)');
    expect(errorText(undefined, t)).toBeUndefined();
  });
});
