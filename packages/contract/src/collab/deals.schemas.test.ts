// The request form's limits (spec 3, 5) and the competitor rule, as the server and the browser both run them.
import { describe, expect, it } from 'vitest';
import { blankRequestForm, competitorMention, requestFormInputSchema } from './deals.schemas.ts';

const form = (over: Record<string, unknown> = {}) => ({ ...blankRequestForm('Brand'), ...over });
const messages = (value: unknown) => {
  const result = requestFormInputSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('requestFormInputSchema', () => {
  it('takes 3 exposure points and 5 hashtags, not 4 and 6', () => {
    expect(messages(form({ exposure_points: ['a', 'b', 'c'], hashtags: ['a', 'b', 'c', 'd', 'e'] }))).toEqual([]);
    expect(messages(form({ exposure_points: ['a', 'b', 'c', 'd'] }))).toEqual(['exposure_points: validation.exposurePointsMax']);
    expect(messages(form({ hashtags: ['a', 'b', 'c', 'd', 'e', 'f'] }))).toEqual(['hashtags: validation.hashtagsMax']);
  });
  it('writes hashtags with one #', () => {
    expect(requestFormInputSchema.parse(form({ hashtags: ['##早餐', 'oats_2026'] })).hashtags).toEqual(['#早餐', '#oats_2026']);
  });
  it('compares the budget exactly', () => {
    expect(messages(form({ budget_min: '100.10', budget_max: '100.1' }))).toEqual([]);
    expect(messages(form({ budget_min: '100.11', budget_max: '100.1' }))).toEqual(['budget_max: validation.budgetRange']);
    expect(messages(form({ budget_min: '99999999999.99', budget_max: '100000000000' }))).toEqual([]);
    expect(messages(form({ budget_min: '1.005' }))).toEqual(['budget_min: validation.priceInvalid']);
  });
  it('needs who produces native break syndication, and only for it', () => {
    expect(messages(form({ collaboration_types: ['native_break_syndication'] }))).toEqual(['native_break_production: validation.nativeBreakProduction']);
    expect(messages(form({ collaboration_types: ['native_break_syndication'], native_break_production: 'in_house' }))).toEqual([]);
    expect(messages(form({ native_break_production: 'client_supplied' }))).toEqual(['native_break_production: validation.nativeBreakOnly']);
  });
});

describe('competitorMention', () => {
  const base = { exposure_points: [] as string[], hashtags: [] as string[], competitors: ['Quaker Oats', '桂格'] };
  it('finds a competitor in an exposure point, whatever its case and width', () => {
    expect(competitorMention({ ...base, exposure_points: ['Better than QUAKER oats'] })).toEqual({ name: 'Quaker Oats', field: 'exposure_points' });
    expect(competitorMention({ ...base, exposure_points: ['比ＱＵＡＫＥＲ ＯＡＴＳ好吃'] })).toEqual({ name: 'Quaker Oats', field: 'exposure_points' });
  });
  it('finds one in a hashtag, spaces dropped', () => {
    expect(competitorMention({ ...base, hashtags: ['#QuakerOats'] })).toEqual({ name: 'Quaker Oats', field: 'hashtags' });
    expect(competitorMention({ ...base, hashtags: ['#不是桂格'] })).toEqual({ name: '桂格', field: 'hashtags' });
  });
  it('lets through what names no competitor', () => {
    expect(competitorMention({ ...base, exposure_points: ['Oats for breakfast'], hashtags: ['#quaker'] })).toBeNull();
  });
});
