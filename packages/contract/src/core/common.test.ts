import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { capabilityOverrideSchema, specificUsersFileSchema } from './capability-override-schema.ts';
import { CHANNEL_ID_PATTERN, dateOnlySchema, emailSchema, searchTextSchema } from './common.ts';

/** The i18n key a failed parse reports: its first issue, as the server reports it. */
function message(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
}

describe('emailSchema', () => {
  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  Lin@Demo.Chorus.TEST ')).toBe('lin@demo.chorus.test');
  });

  it('needs an e-mail address', () => {
    expect(message(emailSchema, '')).toBe('validation.emailRequired');
    expect(message(emailSchema, '   ')).toBe('validation.emailRequired');
    expect(message(emailSchema, undefined)).toBe('validation.emailRequired');
  });

  it('refuses an invalid format', () => {
    expect(message(emailSchema, 'lin')).toBe('validation.emailFormat');
    expect(message(emailSchema, 'lin@')).toBe('validation.emailFormat');
  });
});

describe('dateOnlySchema (spec 5 date bounds)', () => {
  it('accepts the bounds themselves', () => {
    expect(dateOnlySchema.safeParse('1900-01-01').success).toBe(true);
    expect(dateOnlySchema.safeParse('2099-12-31').success).toBe(true);
  });

  it('refuses the day before and after the bounds', () => {
    expect(message(dateOnlySchema, '1899-12-31')).toBe('validation.dateRange');
    expect(message(dateOnlySchema, '2100-01-01')).toBe('validation.dateRange');
  });

  it('knows leap years', () => {
    expect(dateOnlySchema.safeParse('2024-02-29').success).toBe(true);
    expect(dateOnlySchema.safeParse('2000-02-29').success).toBe(true);
    expect(message(dateOnlySchema, '1900-02-29')).toBe('validation.dateFormat');
    expect(message(dateOnlySchema, '2023-02-29')).toBe('validation.dateFormat');
  });

  it('refuses a month day that does not exist', () => {
    expect(message(dateOnlySchema, '2024-06-31')).toBe('validation.dateFormat');
  });
});

describe('capability overrides (spec 6 specificUsers)', () => {
  it('take pages and components, both defaulting to none', () => {
    expect(capabilityOverrideSchema.parse({})).toEqual({ pages: [], components: [] });
    expect(capabilityOverrideSchema.parse({ pages: ['revenue'], components: ['downloadReport'] })).toEqual({
      pages: ['revenue'],
      components: ['downloadReport'],
    });
  });

  it('refuse unknown pages, components and keys', () => {
    expect(capabilityOverrideSchema.safeParse({ pages: ['nope'] }).success).toBe(false);
    expect(capabilityOverrideSchema.safeParse({ components: ['nope'] }).success).toBe(false);
    expect(capabilityOverrideSchema.safeParse({ allowInvite: ['admin'] }).success).toBe(false);
  });

  it('are keyed by e-mail address', () => {
    expect(specificUsersFileSchema.safeParse({ 'lin@demo.chorus.test': { pages: ['cache'] } }).success).toBe(true);
    expect(specificUsersFileSchema.safeParse({ lin: { pages: ['cache'] } }).success).toBe(false);
  });
});

describe('message keys', () => {
  // Every message the contract schemas give, and the catalogues that must translate them.
  const keys = [
    'validation.realNameRequired',
    'validation.emailRequired',
    'validation.emailFormat',
    'validation.emailOrAccountRequired',
    'validation.phoneRequired',
    'validation.phoneFormat',
    'validation.passwordRequired',
    'validation.oldPasswordRequired',
    'validation.newPasswordRequired',
    'validation.tokenRequired',
    'validation.userIdRequired',
    'validation.numbersOnly',
    'validation.dateFormat',
    'validation.dateRange',
    'validation.tooLong',
    'validation.notFound',
    'password.tooShort',
    'password.tooLong',
    'password.needsNumber',
    'password.needsLetter',
    'password.needsSpecial',
    'password.common',
    'password.mismatch',
  ];

  it.each(['zh-TW', 'ja', 'en'])('are translated in the %s catalogue', (language) => {
    const catalogue = JSON.parse(readFileSync(new URL(`../../../i18n/locales/${language}/messages.json`, import.meta.url), 'utf8')) as Record<
      string,
      Record<string, unknown>
    >;
    for (const key of keys) {
      const [group, name] = key.split('.') as [string, string];
      expect(typeof catalogue[group]?.[name], key).toBe('string');
    }
  });
});

describe('CHANNEL_ID_PATTERN', () => {
  it('takes letters, digits, _ and - up to 64, and nothing else', () => {
    expect(CHANNEL_ID_PATTERN.test('UC_x5XG1OV2P6uZZ5FSM9Ttw')).toBe(true);
    expect(CHANNEL_ID_PATTERN.test('a'.repeat(64))).toBe(true);
    expect(CHANNEL_ID_PATTERN.test('a'.repeat(65))).toBe(false);
    expect(CHANNEL_ID_PATTERN.test('')).toBe(false);
    expect(CHANNEL_ID_PATTERN.test('UC x')).toBe(false);
    expect(CHANNEL_ID_PATTERN.test('../etc')).toBe(false);
  });
});

describe('searchTextSchema', () => {
  const words = searchTextSchema(5);
  it('trims the words and takes any script', () => {
    expect(words.parse('  拉麵 ')).toBe('拉麵');
  });
  it('refuses more than its length and control characters', () => {
    expect(message(words, 'ramens')).toBe('validation.tooLong');
    expect(message(words, 'a\nb')).toBe('validation.invalid');
    expect(message(words, 'a\tb')).toBe('validation.invalid');
  });
});
