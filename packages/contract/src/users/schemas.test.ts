import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recipientInputSchema } from '../accounting/payees.schemas.ts';
import { messages } from '../core/messages-for-tests.ts';
import { editUserInfoInputSchema, payoutFields, phoneSchema } from './schemas.ts';

const languages = ['zh-TW', 'ja', 'en'] as const;
/** The message a key reads as, in one language (what the server answers and the web app shows). */
function text(language: (typeof languages)[number], key: string): string {
  const catalogue = JSON.parse(readFileSync(new URL(`../../../i18n/locales/${language}/messages.json`, import.meta.url), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const [group, name] = key.split('.') as [string, string];
  return catalogue[group]![name]!;
}

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
      uniform_numbers: '12345678',
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

  it('refuses an over-long name with a message that names the limit', () => {
    expect(messages(editUserInfoInputSchema, { name: 'x'.repeat(101) })).toEqual({ name: 'validation.realNameTooLong' });
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

  it('refuses over-long optional text with a message that names the limit', () => {
    expect(messages(editUserInfoInputSchema, { residence_address: 'x'.repeat(301) })).toEqual({ residence_address: 'validation.addressTooLong' });
  });

  // Issue 23: where the money goes is the channel's remittance recipient; the profile keeps no bank details.
  it.each(['beneficiary_bank_name', 'beneficiary_bank_code', 'beneficiary_account_number', 'beneficiary_account_name'])(
    'refuses %s, saying bank details live on the remittance recipient',
    (field) => {
      expect(messages(editUserInfoInputSchema, { [field]: '12' })).toEqual({ [field]: 'validation.bankOnRecipient' });
    },
  );

  it('lists the payout section fields', () => {
    expect([...payoutFields].sort()).toEqual(['company_address', 'identity_number', 'identity_type', 'uniform_numbers']);
  });
});

// Issue 23: every field with a rule on the profile and payee forms says the rule, in each language.
describe('field messages state their rule', () => {
  const person = { kind: 'person', passbook_file_id: crypto.randomUUID(), labour_form_file_id: crypto.randomUUID(), signature_file_id: crypto.randomUUID() };
  const recipient = { ...person, account_name: 'Lin', bank_code: '812', account_number: '12345678', channel_ids: ['UCx'] };
  const cases: [string, () => string | undefined, RegExp][] = [
    ['real name over 100', () => messages(editUserInfoInputSchema, { name: 'x'.repeat(101) }).name, /100/],
    ['address over 300', () => messages(editUserInfoInputSchema, { current_address: 'x'.repeat(301) }).current_address, /300/],
    ['company address over 300', () => messages(editUserInfoInputSchema, { company_address: 'x'.repeat(301) }).company_address, /300/],
    ['identity number over 32', () => messages(editUserInfoInputSchema, { identity_number: 'x'.repeat(33) }).identity_number, /32/],
    ['tax id over 16', () => messages(editUserInfoInputSchema, { uniform_numbers: '1'.repeat(17) }).uniform_numbers, /16/],
    ['donation account over 100', () => messages(editUserInfoInputSchema, { donate_account: 'x'.repeat(101) }).donate_account, /100/],
    ['mobile number with letters', () => messages(editUserInfoInputSchema, { phone: 'call me' }).phone, /6.{1,4}32/],
    ['bank account "12"', () => messages(recipientInputSchema, { ...recipient, account_number: '12' }).account_number, /6.{1,4}20/],
    ['bank code "12"', () => messages(recipientInputSchema, { ...recipient, bank_code: '12' }).bank_code, /3.{1,4}7/],
    ['account name over 200', () => messages(recipientInputSchema, { ...recipient, account_name: 'x'.repeat(201) }).account_name, /200/],
    [
      'over 500 channels',
      () => messages(recipientInputSchema, { ...recipient, channel_ids: Array.from({ length: 501 }, (_, i) => `UC${i}`) }).channel_ids,
      /500/,
    ],
  ];
  it.each(cases)('%s', (_case, message, rule) => {
    const key = message();
    expect(key).toBeDefined();
    for (const language of languages) expect(text(language, key!), `${language} ${key}`).toMatch(rule);
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
