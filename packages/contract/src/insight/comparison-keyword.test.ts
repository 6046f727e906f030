// Keyword presence (issue 13 "comparison by keyword presence"), on titles and tags written by hand
// in Traditional Chinese, Japanese and English; each expectation is what a person reading the title
// would say.
import { describe, expect, it } from 'vitest';
import { formMatcher, holdsKeyword, keywordForm, keywordMatcher } from './comparison-keyword.ts';
import { comparisonExportQuerySchema, comparisonQuerySchema, columnSetInputSchema } from './comparison.schemas.ts';

const video = (title: string, tags: string[] = []) => ({ title, tags });

describe('keyword presence in titles and tags', () => {
  it('finds Chinese keywords anywhere inside a title: no spaces between words', () => {
    expect(holdsKeyword(video('【家常料理】三杯雞這樣做最下飯'), '料理')).toBe(true);
    expect(holdsKeyword(video('台南小吃一日遊｜牛肉湯、碗粿'), '牛肉湯')).toBe(true);
    expect(holdsKeyword(video('台南小吃一日遊｜牛肉湯、碗粿'), '牛肉麵')).toBe(false);
    // Traditional characters are not Simplified ones: 遊 is not 游.
    expect(holdsKeyword(video('台南小吃一日遊'), '一日游')).toBe(false);
  });

  it('finds Japanese keywords in kana and kanji, and half-width katakana as full-width', () => {
    expect(holdsKeyword(video('絶品ラーメン巡り in 福岡'), 'ラーメン')).toBe(true);
    expect(holdsKeyword(video('ｶﾞﾝﾀﾞﾑ 新作プラモ レビュー'), 'ガンダム')).toBe(true);
    expect(holdsKeyword(video('東京カフェ散歩'), 'カフェ')).toBe(true);
    expect(holdsKeyword(video('東京カフェ散歩'), 'ケーキ')).toBe(false);
  });

  it('ignores case and full-width letters in English, and wants the keyword to begin a word', () => {
    expect(holdsKeyword(video('My Morning VLOG in Taipei'), 'vlog')).toBe(true);
    expect(holdsKeyword(video('Ｖｌｏｇ：京都の一日'), 'vlog')).toBe(true);
    expect(holdsKeyword(video('Cooking pasta for two'), 'cook')).toBe(true);
    expect(holdsKeyword(video('#cooking at home'), 'cooking')).toBe(true);
    // "art" is inside "party" and "start", but no word there begins with it.
    expect(holdsKeyword(video('Birthday party, start to finish'), 'art')).toBe(false);
    expect(holdsKeyword(video('Street art tour'), 'art')).toBe(true);
    // A Latin keyword right after CJK text begins a word there.
    expect(holdsKeyword(video('超好吃的Pizza食譜'), 'pizza')).toBe(true);
    expect(holdsKeyword(video('iPhone 17 開箱'), 'phone')).toBe(false);
  });

  it('reads every tag on its own, never across two tags', () => {
    expect(holdsKeyword(video('今天吃什麼', ['美食', '台北美食', 'food vlog']), '台北')).toBe(true);
    expect(holdsKeyword(video('今天吃什麼', ['美食', '台北美食', 'food vlog']), 'VLOG')).toBe(true);
    expect(holdsKeyword(video('今天吃什麼', ['台北', '美食']), '台北美食')).toBe(false);
    expect(holdsKeyword(video('What I eat', ['food', 'vlog']), 'food vlog')).toBe(false);
  });

  it('treats spaces in a keyword as one space and an empty keyword as holding nothing', () => {
    expect(keywordForm('  Food\u3000 Vlog ')).toBe('food vlog');
    expect(holdsKeyword(video('A food  vlog'), 'food vlog')).toBe(true);
    expect(holdsKeyword(video('anything'), '   ')).toBe(false);
    const matcher = keywordMatcher('ラーメン');
    expect([video('醤油ラーメン'), video('うどん'), video('麺', ['ラーメン'])].map(matcher)).toEqual([true, false, true]);
  });
});

describe('comparison requests', () => {
  it('reads channel lists and columns from the query, and asks for a keyword in keyword mode', () => {
    expect(comparisonQuerySchema.parse({ channels: 'UCa, UCb,,UCc', start: '2026-01-01', end: '2026-01-31' })).toEqual({
      channels: ['UCa', 'UCb', 'UCc'],
      start: '2026-01-01',
      end: '2026-01-31',
      mode: 'range',
    });
    expect(comparisonQuerySchema.safeParse({ mode: 'keyword' }).success).toBe(false);
    expect(comparisonQuerySchema.safeParse({ mode: 'keyword', keyword: '  ' }).success).toBe(false);
    expect(comparisonQuerySchema.safeParse({ start: '2024-01-01', end: '2026-01-31' }).success).toBe(false);
    expect(comparisonQuerySchema.safeParse({ channels: 'UC1,UC2;drop' }).success).toBe(false);
    expect(comparisonExportQuerySchema.parse({ columns: 'likes,views' }).columns).toEqual(['likes', 'views']);
    expect(comparisonExportQuerySchema.safeParse({ columns: 'views,revenue' }).success).toBe(false);
    expect(columnSetInputSchema.safeParse({ name: '互動', columns: ['views', 'views'] }).success).toBe(false);
    expect(columnSetInputSchema.safeParse({ name: ' ', columns: ['views'] }).success).toBe(false);
  });
});

describe('the matcher on kept forms', () => {
  it('answers as the plain matcher once titles and tags are in keyword form', () => {
    const videos = [video('Ｖｌｏｇ：京都の一日'), video('Birthday party'), video('今天吃什麼', ['台北美食']), video('ｶﾞﾝﾀﾞﾑ')];
    for (const keyword of ['vlog', 'art', '台北', 'ガンダム', 'party']) {
      const kept = formMatcher(keyword);
      expect(
        videos.map((v) => kept({ title: keywordForm(v.title), tags: v.tags.map(keywordForm) })),
        keyword,
      ).toEqual(videos.map(keywordMatcher(keyword)));
    }
    expect(videos.map(keywordMatcher('art'))).toEqual([false, false, false, false]);
  });
});
