import { describe, expect, it } from 'vitest';
import { ageGenderOf } from './audience.service.ts';

describe('ageGenderOf (stored age_gender keys and YouTube spellings)', () => {
  it.each([
    ['18-24|female', { age: '18-24', gender: 'female' }],
    ['65-|male', { age: '65-', gender: 'male' }],
    ['13-17:other', { age: '13-17', gender: 'other' }],
    ['age25-34_user_specified', { age: '25-34', gender: 'other' }],
    ['AGE35-44_FEMALE', { age: '35-44', gender: 'female' }],
  ])('%s', (key, expected) => expect(ageGenderOf(key)).toEqual(expected));
  it('refuses anything else', () => {
    expect(ageGenderOf('18-24')).toBeNull();
    expect(ageGenderOf('adult|female')).toBeNull();
  });
});
