import type { RequestForm } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import { packageOf } from './package-fixture.ts';
import { bodyOf, draftErrors, draftOf, errorOf, firstBadField, lines, toggledType, words, type Draft } from './request-form-model.ts';

const empty = draftOf(packageOf());
const draft = (over: Partial<Draft>): Draft => ({ ...empty, brand_name: 'Acme', ...over });

describe('the request form draft', () => {
  it('starts empty (TWD) without a form, and from the saved form with one', () => {
    expect(empty).toMatchObject({
      brand_name: '',
      budget_currency: 'TWD',
      collaboration_count: '',
      exposure_points: '',
      native_break_production: null,
      competitors: '',
    });
    const form = {
      brand_name: 'Acme',
      product_category: 'Tea',
      ad_duration: '3 months',
      budget_min: '1000.00',
      budget_max: '2500.50',
      budget_currency: 'USD',
      collaboration_count: 2,
      product_description: '',
      content_expectations: '',
      collaboration_format: '',
      material_seconds: 30,
      video_length_seconds: null,
      exposure_points: ['Logo', 'Bottle'],
      hashtags: ['#tea', '#spring'],
      collaboration_types: ['dedicated_video'],
      native_break_production: null,
      updated_at: '2026-05-02T00:00:00Z',
    } satisfies RequestForm;
    const d = draftOf(packageOf({ request_form: form, competitors: ['Bolt', 'Cola'] }));
    expect(d).toMatchObject({
      budget_min: '1000.00',
      collaboration_count: '2',
      material_seconds: '30',
      video_length_seconds: '',
      exposure_points: 'Logo\nBottle',
      hashtags: '#tea #spring',
      competitors: 'Bolt\nCola',
    });
  });

  it('splits lines and words, dropping blanks', () => {
    expect(lines(' Logo \n\n Bottle\n')).toEqual(['Logo', 'Bottle']);
    expect(words('#tea, #spring、#new  #x')).toEqual(['#tea', '#spring', '#new', '#x']);
  });

  it('makes the body the API takes: numbers where whole, text where not, blank budgets as none', () => {
    const body = bodyOf(
      draft({ collaboration_count: ' 3 ', material_seconds: '2.5', budget_min: ' ', budget_max: '900', exposure_points: 'A\nB', hashtags: '#a #b' }),
    );
    expect(body).toMatchObject({
      collaboration_count: 3,
      material_seconds: '2.5',
      video_length_seconds: null,
      budget_min: null,
      budget_max: '900',
      exposure_points: ['A', 'B'],
      hashtags: ['#a', '#b'],
      competitors: [],
    });
  });
});

describe('the request form errors', () => {
  it('has none for a brand alone', () => {
    expect(draftErrors(bodyOf(draft({})))).toEqual({});
  });

  it('names a missing brand and a fourth exposure point', () => {
    const errors = draftErrors(bodyOf(draft({ brand_name: '', exposure_points: 'a\nb\nc\nd' })));
    expect(errors).toEqual({ brand_name: 'messages:validation.brandRequired', exposure_points: 'messages:validation.exposurePointsMax' });
  });

  it('names a competitor mentioned in an exposure point', () => {
    expect(draftErrors(bodyOf(draft({ competitors: 'Bolt', exposure_points: 'Show the BOLT can' })))).toEqual({
      exposure_points: 'messages:validation.competitorMentioned',
    });
  });

  it("finds a field's error or its first part's, and the label of the first bad field", () => {
    const errors = { 'hashtags.1': 'messages:validation.invalid', brand_name: 'messages:validation.brandRequired' };
    expect(errorOf(errors, 'hashtags')).toBe('messages:validation.invalid');
    expect(errorOf(errors, 'competitors')).toBeUndefined();
    expect(firstBadField(errors)).toEqual({ field: 'hashtags', label: 'deals:form.hashtags' });
    expect(firstBadField({})).toBeNull();
  });
});

describe('ticking a collaboration type', () => {
  it('keeps the contract order and brings native break syndication its production (client supplied first)', () => {
    const on = toggledType(draft({ collaboration_types: ['dedicated_video'] }), 'native_break_syndication', true);
    expect(on.native_break_production).toBe('client_supplied');
    expect(on.collaboration_types).toEqual(['dedicated_video', 'native_break_syndication']);
    expect(toggledType(draft({ collaboration_types: ['shorts'] }), 'dedicated_video', true).collaboration_types).toEqual(['dedicated_video', 'shorts']);
    const off = toggledType(draft({ ...on }), 'native_break_syndication', false);
    expect(off).toEqual({ collaboration_types: ['dedicated_video'], native_break_production: null });
  });
});
