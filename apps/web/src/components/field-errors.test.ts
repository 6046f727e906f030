import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { z } from 'zod';
import { errorText, keepOpenOnFieldErrors, saveCheckedFields, serverFieldErrors, shownError, withoutError } from './field-errors.ts';

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

describe('withoutError', () => {
  it("drops the edited field's message and keeps the others", () => {
    expect(withoutError('recipients')({ recipients: 'At most 20.', formats: 'Pick one.' })).toEqual({ formats: 'Pick one.' });
    expect(withoutError('email')({ name: 'Too long.' })).toEqual({ name: 'Too long.' });
  });
});

describe('saveCheckedFields', () => {
  const schema = z.object({ name: z.string().min(1, 'validation.required') });

  it('sends nothing while a field is wrong and shows the field’s key', async () => {
    const show = vi.fn();
    const save = vi.fn();
    expect(await saveCheckedFields(schema, { name: '' }, show, save)).toBe(false);
    expect(save).not.toHaveBeenCalled();
    expect(show).toHaveBeenCalledWith({ name: 'messages:validation.required' });
  });

  it('saves a valid body, clearing the fields, and keeps the dialog open on the server’s field refusal', async () => {
    const show = vi.fn();
    const save = vi.fn().mockResolvedValueOnce(undefined);
    expect(await saveCheckedFields(schema, { name: 'A' }, show, save)).toBeUndefined();
    expect(save).toHaveBeenCalledWith({ name: 'A' });
    expect(show).toHaveBeenLastCalledWith({});
    save.mockRejectedValueOnce(new ApiError(400, 'errors.validation', 'Check the fields.', { name: 'Taken.' }));
    expect(await saveCheckedFields(schema, { name: 'A' }, show, save)).toBe(false);
    expect(show).toHaveBeenLastCalledWith({ name: 'raw:Taken.' });
  });

  it('throws any other failure', async () => {
    const forbidden = new ApiError(403, 'errors.forbidden', 'Not yours.');
    await expect(saveCheckedFields(schema, { name: 'A' }, vi.fn(), () => Promise.reject(forbidden))).rejects.toBe(forbidden);
  });
});
