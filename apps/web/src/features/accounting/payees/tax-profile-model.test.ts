import { withholdingPresetRules, type TaxProfile } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import { bodyOf, formOf, withPreset } from './tax-profile-model.ts';

/** A payee set on Japan's resident rule (the expectations below write its figures out). */
const japan: TaxProfile = {
  id: 3,
  effective_month: '202601',
  ...withholdingPresetRules.jp_resident,
  note: '',
  set_at: '2026-01-05T02:00:00.000Z',
  set_by_name: 'Finance',
};

describe('the tax profile form', () => {
  it('opens on the profile in force, from the chosen month, or on Taiwan resident', () => {
    expect(formOf(japan, '202611')).toMatchObject({
      effective_month: '202611',
      preset: 'jp_resident',
      currency: 'JPY',
      upper_from: '1000000',
      exempt_up_to: '',
    });
    expect(formOf(null, '202611')).toMatchObject({ preset: 'tw_resident', country: 'TW', rate: '10', exempt_up_to: '20000', upper_rate: '' });
  });

  it('fills a preset’s rule and keeps the fields for one’s own', () => {
    const nonResident = withPreset(formOf(japan, '202611'), 'tw_non_resident');
    expect(nonResident).toMatchObject({ country: 'TW', resident: false, currency: 'TWD', rate: '20', upper_from: '', upper_rate: '' });
    expect(withPreset(nonResident, 'custom')).toMatchObject({ preset: 'custom', rate: '20', currency: 'TWD' });
  });

  it('sends a preset by name and one’s own rule whole, blanks as none', () => {
    expect(bodyOf({ ...formOf(japan, '202611'), note: ' ' })).toEqual({ effective_month: '202611', preset: 'jp_resident', note: undefined });
    const own = {
      ...withPreset(formOf(null, '202612'), 'custom'),
      country: 'us',
      resident: false,
      currency: 'USD' as const,
      rate: '30',
      exempt_up_to: '',
      note: 'W-8BEN missing',
    };
    expect(bodyOf(own)).toEqual({
      effective_month: '202612',
      preset: 'custom',
      country: 'US',
      resident: false,
      currency: 'USD',
      rate: '30',
      exempt_up_to: null,
      upper_from: null,
      upper_rate: null,
      note: 'W-8BEN missing',
    });
  });
});
