import { describe, expect, it } from 'vitest';
import { messages } from '../core/messages-for-tests.ts';
import { bankFields, editUserInfoInputSchema, phoneSchema } from './schemas.ts';

describe('editUserInfoInputSchema', () => {
  it('accepts the profile fields', () => {
    const input = {
      name: '王小明',
      phone: '+886 912-345-678',
      gender: 'secret',
      language: 'ja',
      currency: 'JPY',
      date_of_birth: '1990-05-17',
      identity_type: 'person',
      beneficiary_bank_code: '812',
      beneficiary_account_number: '1234-5678-90',
    };
    expect(editUserInfoInputSchema.safeParse(input).success).toBe(true);
  });

  it('accepts an empty edit', () => {
    expect(editUserInfoInputSchema.safeParse({}).success).toBe(true);
  });

  it.each([
    ['account_type', 'admin'],
    ['email', 'x@y.tw'],
    ['id', 3],
    ['permissions', []],
    ['has_cms_permissions', true],
  ])('refuses the unknown key %s', (key, value) => {
    const result = editUserInfoInputSchema.safeParse({ name: 'Lin', [key]: value });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toHaveLength(1);
    expect(result.error!.issues[0]!.code).toBe('unrecognized_keys');
    expect((result.error!.issues[0] as { keys: string[] }).keys).toEqual([key]);
  });

  it('needs a real name when one is sent', () => {
    expect(messages(editUserInfoInputSchema, { name: '' })).toEqual({ name: 'validation.realNameRequired' });
    expect(messages(editUserInfoInputSchema, { name: '   ' })).toEqual({ name: 'validation.realNameRequired' });
  });

  it('trims the name', () => {
    expect(editUserInfoInputSchema.parse({ name: '  Lin  ' }).name).toBe('Lin');
  });

  it('refuses an over-long name with validation.tooLong', () => {
    expect(messages(editUserInfoInputSchema, { name: 'x'.repeat(101) })).toEqual({ name: 'validation.tooLong' });
    expect(editUserInfoInputSchema.safeParse({ name: 'x'.repeat(100) }).success).toBe(true);
  });

  describe('date of birth (spec 5: 1900-01-01 to 2099-12-31)', () => {
    it.each(['1900-01-01', '2099-12-31', '2000-02-29', '1985-12-01'])('accepts %s', (date) => {
      expect(editUserInfoInputSchema.safeParse({ date_of_birth: date }).success).toBe(true);
    });

    it('accepts null (cleared)', () => {
      expect(editUserInfoInputSchema.parse({ date_of_birth: null }).date_of_birth).toBeNull();
    });

    it.each(['1899-12-31', '2100-01-01', '0001-01-01', '9999-12-31'])('refuses %s as out of range', (date) => {
      expect(messages(editUserInfoInputSchema, { date_of_birth: date })).toEqual({ date_of_birth: 'validation.dateRange' });
    });

    it.each(['2023-02-29', '2024-02-30', '2024-04-31', '2024-13-01', '2024-00-10', '2024-01-00'])('refuses %s, which is not a calendar day', (date) => {
      expect(messages(editUserInfoInputSchema, { date_of_birth: date })).toEqual({ date_of_birth: 'validation.dateFormat' });
    });

    it.each(['1990/05/17', '17-05-1990', '1990-5-17', '1990-05-17T00:00:00Z', ''])('refuses %s as not YYYY-MM-DD', (date) => {
      expect(messages(editUserInfoInputSchema, { date_of_birth: date }).date_of_birth).toBe('validation.dateFormat');
    });
  });

  it('refuses a gender outside secret, male, female', () => {
    expect(editUserInfoInputSchema.safeParse({ gender: 'other' }).success).toBe(false);
    for (const gender of ['secret', 'male', 'female']) expect(editUserInfoInputSchema.safeParse({ gender }).success).toBe(true);
  });

  it('turns an empty optional text into null', () => {
    expect(editUserInfoInputSchema.parse({ residence_address: '  ' }).residence_address).toBeNull();
  });

  it('refuses over-long optional text with validation.tooLong', () => {
    expect(messages(editUserInfoInputSchema, { residence_address: 'x'.repeat(301) })).toEqual({ residence_address: 'validation.tooLong' });
  });

  it('bank code and account number take numbers only', () => {
    expect(messages(editUserInfoInputSchema, { beneficiary_bank_code: 'abc' })).toEqual({ beneficiary_bank_code: 'validation.numbersOnly' });
    expect(messages(editUserInfoInputSchema, { beneficiary_account_number: '12ab34' })).toEqual({ beneficiary_account_number: 'validation.numbersOnly' });
  });

  it('lists the four bank fields', () => {
    expect([...bankFields].sort()).toEqual(['beneficiary_account_name', 'beneficiary_account_number', 'beneficiary_bank_code', 'beneficiary_bank_name']);
  });
});

describe('phoneSchema', () => {
  it('accepts a mobile number', () => {
    expect(phoneSchema.safeParse('0912345678').success).toBe(true);
    expect(phoneSchema.safeParse('+81 90-1234-5678').success).toBe(true);
  });

  it('needs a number', () => {
    expect(messages(phoneSchema, '')).toEqual({ _: 'validation.phoneRequired' });
  });

  it('refuses letters', () => {
    expect(messages(phoneSchema, 'call me')).toEqual({ _: 'validation.phoneFormat' });
  });
});
