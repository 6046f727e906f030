import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { errorText, keepOpenOnFieldErrors, serverFieldErrors, shownError } from './field-errors.ts';

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

describe('keepOpenOnFieldErrors', () => {
  it('shows a field-by-field refusal on the fields and keeps the dialog open', () => {
    const show = vi.fn();
    const refusal = new ApiError(400, 'errors.validation', 'Check the fields.', { recipients: 'Not an address.' });
    expect(keepOpenOnFieldErrors(refusal, show)).toBe(false);
    expect(show).toHaveBeenCalledWith({ recipients: 'Not an address.' });
  });

  it('throws any other failure for the dialog to tell, showing nothing', () => {
    const show = vi.fn();
    const forbidden = new ApiError(403, 'errors.forbidden', 'Not yours.');
    const offline = new TypeError('Failed to fetch');
    expect(() => keepOpenOnFieldErrors(forbidden, show)).toThrow(forbidden);
    expect(() => keepOpenOnFieldErrors(offline, show)).toThrow(offline);
    expect(show).not.toHaveBeenCalled();
  });
});

describe('shownError', () => {
  it('marks the field and shows the message in place of the help while there is one', () => {
    expect(shownError('Not an address.', 'We send the report there.')).toEqual({ error: true, helperText: 'Not an address.' });
    expect(shownError('Required.')).toEqual({ error: true, helperText: 'Required.' });
  });

  it('shows the help, unmarked, when there is no message', () => {
    expect(shownError(undefined, 'We send the report there.')).toEqual({ error: false, helperText: 'We send the report there.' });
    expect(shownError(null)).toEqual({ error: false, helperText: undefined });
  });
});
