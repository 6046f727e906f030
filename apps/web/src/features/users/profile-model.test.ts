import type { EditUserInfoInput } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import { profileUser } from './profile-fixture.ts';
import { languageAfterSave, profileChanges, profileErrors, profileForm, type ProfileForm } from './profile-model.ts';

describe('profileForm', () => {
  it('fills the form from the details, missing ones empty and the masked identity number never', () => {
    expect(profileForm(profileUser())).toEqual({
      name: 'Mei Lin',
      phone: '0912345678',
      gender: 'female',
      language: 'en',
      currency: 'TWD',
      date_of_birth: '1994-06-18',
      residence_address: 'No. 8, Lane 12, Taipei',
      current_address: '',
      company_address: '',
      identity_type: 'person',
      identity_number: '',
      uniform_numbers: '',
      donate_account: '',
    });
  });
  it('reads a missing phone and identity type as empty', () => {
    expect(profileForm(profileUser({ phone: null, identity_type: null }))).toMatchObject({ phone: '', identity_type: '' });
  });
});

describe('profileChanges', () => {
  const initial = profileForm(profileUser());
  it.each<[string, Partial<ProfileForm>, Partial<EditUserInfoInput>]>([
    ['nothing changed: nothing sent', {}, {}],
    ['a changed field alone', { currency: 'USD' }, { currency: 'USD' }],
    ['an emptied optional field as null', { residence_address: '', date_of_birth: '' }, { residence_address: null, date_of_birth: null }],
    ['an emptied name or phone as empty text', { name: '', phone: '' }, { name: '', phone: '' }],
    ['a typed identity number', { identity_number: 'A123456789' }, { identity_number: 'A123456789' }],
    ['an identity type cleared', { identity_type: '' }, { identity_type: null }],
    ['a field typed back to what it was: nothing sent', { name: 'Mei Lin' }, {}],
  ])('%s', (_, edit, expected) => expect(profileChanges(initial, { ...initial, ...edit })).toEqual(expected));
  it('never sends an identity number left empty, even if the start was not', () => {
    expect(profileChanges({ ...initial, identity_number: 'A1' }, initial)).toEqual({});
  });
});

describe('profileErrors', () => {
  it.each<[string, Partial<EditUserInfoInput>, Record<string, string>]>([
    ['a fine change', { name: 'Mei' }, {}],
    ['no name', { name: '' }, { name: 'messages:validation.realNameRequired' }],
    ['a long address', { current_address: 'x'.repeat(301) }, { current_address: 'messages:validation.addressTooLong' }],
  ])('%s', (_, patch, expected) => expect(profileErrors(patch)).toEqual(expected));
});

describe('languageAfterSave', () => {
  it.each<[Partial<EditUserInfoInput>, string, string | null]>([
    [{}, 'en', null],
    [{ language: 'en' }, 'en', null],
    [{ language: 'ja' }, 'en', 'ja'],
    [{ name: 'Mei' }, 'ja', null],
  ])('%j shown in %s → %s', (patch, shown, expected) => expect(languageAfterSave(patch, shown)).toBe(expected));
});
