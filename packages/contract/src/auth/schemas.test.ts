import { describe, expect, it } from 'vitest';
import { messages } from '../core/messages-for-tests.ts';
import { changePasswordInputSchema, loginInputSchema, newPasswordSchema, resetPasswordInputSchema, verifyQuerySchema } from './schemas.ts';

describe('loginInputSchema (spec 5, spec 7 POST /login)', () => {
  it('accepts an e-mail and a password', () => {
    expect(loginInputSchema.safeParse({ email: 'lin@demo.chorus.test', password: 'x' }).success).toBe(true);
  });

  it('accepts an account and a password', () => {
    expect(loginInputSchema.safeParse({ account: 'lin', password: 'x' }).success).toBe(true);
  });

  it('accepts the optional challenge and language', () => {
    expect(loginInputSchema.safeParse({ email: 'a@b.tw', password: 'x', challenge: 'c1', language: 'ja' }).success).toBe(true);
    expect(messages(loginInputSchema, { email: 'a@b.tw', password: 'x', language: 'fr' })).toHaveProperty('language');
  });

  it('needs an e-mail or an account', () => {
    expect(messages(loginInputSchema, { password: 'x' })).toEqual({ email: 'validation.emailOrAccountRequired' });
    expect(messages(loginInputSchema, { email: '  ', account: '', password: 'x' })).toEqual({ email: 'validation.emailOrAccountRequired' });
  });

  it('needs a password', () => {
    expect(messages(loginInputSchema, { email: 'a@b.tw' })).toEqual({ password: 'validation.passwordRequired' });
    expect(messages(loginInputSchema, { email: 'a@b.tw', password: '' })).toEqual({ password: 'validation.passwordRequired' });
  });

  it('refuses unknown keys', () => {
    const result = loginInputSchema.safeParse({ email: 'a@b.tw', password: 'x', account_type: 'admin' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.code).toBe('unrecognized_keys');
  });
});

describe('newPasswordSchema (spec 5)', () => {
  it('reports an empty password as required', () => {
    expect(messages(newPasswordSchema, '')).toEqual({ _: 'validation.newPasswordRequired' });
    expect(messages(newPasswordSchema, undefined)).toEqual({ _: 'validation.newPasswordRequired' });
  });

  it.each([
    ['vT7#kq9!Lm2', 'password.tooShort'],
    ['vTx#kqy!Lmzx', 'password.needsNumber'],
    ['8371#9402!56', 'password.needsLetter'],
    ['vT7xkq9yLm2x', 'password.needsSpecial'],
    ['Password123!', 'password.common'],
    ['Zq8#'.repeat(32) + 'w', 'password.tooLong'],
  ])('%s → %s', (password, key) => {
    expect(messages(newPasswordSchema, password)).toEqual({ _: key });
  });

  it('accepts a strong password', () => {
    expect(newPasswordSchema.safeParse('vT7#kq9!Lm2x').success).toBe(true);
  });
});

describe('resetPasswordInputSchema', () => {
  const valid = { token: 't0k3n', user_id: 12, new_password: 'vT7#kq9!Lm2x', confirm_password: 'vT7#kq9!Lm2x' };

  it('accepts a token, a user id and a matching new password', () => {
    expect(resetPasswordInputSchema.safeParse(valid).success).toBe(true);
    const { confirm_password: _c, ...withoutConfirm } = valid;
    expect(resetPasswordInputSchema.safeParse(withoutConfirm).success).toBe(true);
  });

  it('reads the user id from a query string', () => {
    expect(resetPasswordInputSchema.parse({ ...valid, user_id: '12' }).user_id).toBe(12);
  });

  it('refuses a confirmation that does not match', () => {
    expect(messages(resetPasswordInputSchema, { ...valid, confirm_password: 'vT7#kq9!Lm2y' })).toEqual({ confirm_password: 'password.mismatch' });
  });

  it('needs a token and a user id', () => {
    expect(messages(resetPasswordInputSchema, { ...valid, token: '' })).toEqual({ token: 'validation.tokenRequired' });
    expect(messages(resetPasswordInputSchema, { ...valid, user_id: 0 })).toEqual({ user_id: 'validation.userIdRequired' });
    expect(messages(resetPasswordInputSchema, { ...valid, user_id: 1.5 })).toEqual({ user_id: 'validation.userIdRequired' });
  });

  it('applies the password rules to the new password', () => {
    expect(messages(resetPasswordInputSchema, { ...valid, new_password: 'short1!', confirm_password: 'short1!' })).toEqual({
      new_password: 'password.tooShort',
    });
  });
});

describe('changePasswordInputSchema', () => {
  it('accepts old and new password', () => {
    expect(changePasswordInputSchema.safeParse({ old_password: 'old', new_password: 'vT7#kq9!Lm2x' }).success).toBe(true);
  });

  it('needs the old password', () => {
    expect(messages(changePasswordInputSchema, { old_password: '', new_password: 'vT7#kq9!Lm2x' })).toEqual({ old_password: 'validation.oldPasswordRequired' });
    expect(messages(changePasswordInputSchema, { new_password: 'vT7#kq9!Lm2x' })).toEqual({ old_password: 'validation.oldPasswordRequired' });
  });

  it('needs the new password', () => {
    expect(messages(changePasswordInputSchema, { old_password: 'old', new_password: '' })).toEqual({ new_password: 'validation.newPasswordRequired' });
  });

  it('refuses a confirmation that does not match', () => {
    expect(messages(changePasswordInputSchema, { old_password: 'old', new_password: 'vT7#kq9!Lm2x', confirm_password: 'x' })).toEqual({
      confirm_password: 'password.mismatch',
    });
  });
});

describe('verifyQuerySchema', () => {
  it('defaults the purpose to reset and coerces the user id', () => {
    expect(verifyQuerySchema.parse({ token: 't', user_id: '5' })).toEqual({ token: 't', user_id: 5, purpose: 'reset' });
  });

  it('needs a token', () => {
    expect(messages(verifyQuerySchema, { token: '', user_id: '5' })).toEqual({ token: 'validation.tokenRequired' });
  });
});
