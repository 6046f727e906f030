import { describe, expect, it } from 'vitest';
import { formsOf, queryWords } from './query-terms.ts';

describe('formsOf', () => {
  it('gives an English word its plain inflections, from either end', () => {
    expect(formsOf('review')).toEqual(expect.arrayContaining(['review', 'reviews', 'reviewed', 'reviewing']));
    expect(formsOf('reviews')).toEqual(expect.arrayContaining(['review', 'reviewing']));
    expect(formsOf('cooking')).toEqual(expect.arrayContaining(['cook', 'cooks', 'cooked']));
    expect(formsOf('recipes')).toContain('recipe');
    expect(formsOf('stories')).toContain('story');
    expect(formsOf('running')).toContain('run');
    expect(formsOf('baking')).toEqual(expect.arrayContaining(['bake', 'bakes', 'baked']));
    expect(formsOf('class')).not.toContain('clas');
  });

  it('keeps Chinese, Japanese, short words and mixed words as they are', () => {
    expect(formsOf('開箱')).toEqual(['開箱']);
    expect(formsOf('食べる')).toEqual(['食べる']);
    expect(formsOf('tv')).toEqual(['tv']);
    expect(formsOf('iphone16')).toEqual(['iphone16']);
  });
});

describe('queryWords', () => {
  it('gives each distinct word once', () => {
    expect(queryWords(['旅行', '京都', '旅行']).map((w) => w.word)).toEqual(['旅行', '京都']);
  });
});
