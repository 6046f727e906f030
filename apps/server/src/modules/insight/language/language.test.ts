// The language module on fixed sentences (issue 13): detection, segmentation per language, stop
// words, emoji, URLs and timestamps, sentiment with negators and intensifiers, emotion tags. Every
// expectation here was written by hand.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAnalyzer, type Analyzer } from './analyzer.ts';
import { japaneseChunks } from './segment.ts';
import { cleanText, detectLanguage } from './text.ts';

let analyzer: Analyzer;
beforeAll(async () => {
  analyzer = await loadAnalyzer();
}, 60_000);

describe('detectLanguage', () => {
  it.each([
    ['這集好實用，謝謝分享', 'zh-TW'],
    ['臺灣的軟體工程師在網路上', 'zh-TW'],
    ['這個 iPhone 真的好用', 'zh-TW'],
    ['めっちゃ参考になりました！', 'ja'],
    ['今日は東京で花火を見ました', 'ja'],
    ['新作動画の編集が上手すぎる', 'ja'],
    ['This was so helpful, thank you!', 'en'],
    ['I love Taipei 台北', 'en'],
    ['안녕하세요 반가워요', 'other'],
    ['😂😂😂', 'other'],
    ['https://example.com 12:30', 'other'],
  ])('%s → %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});

describe('cleanText', () => {
  it('drops URLs, timestamps and mentions and keeps the emoji apart', () => {
    expect(cleanText('@小明 3:25 那段笑死 😂👍🏻 https://youtu.be/abc?t=1 看 1:02:03')).toEqual({ words: '那段笑死 看', emoji: ['😂', '👍🏻'] });
  });
});

describe('segmentation', () => {
  it('splits zh-TW in Taiwan usage and keeps the content words', () => {
    const result = analyzer.analyze('我今天去台北101看煙火，超開心的！');
    expect(result.tokens).toEqual(['我', '今天', '去', '台北', '101', '看', '煙火', '超', '開心', '的']);
    expect(result.terms).toEqual(['台北', '煙火', '開心']);
    expect(analyzer.analyze('臺灣的軟體工程師在網路上').tokens).toEqual(['臺灣', '的', '軟體', '工程師', '在', '網路', '上']);
  });

  it('splits Japanese with kuromoji and keeps base forms of content words', () => {
    const result = analyzer.analyze('今日は東京で花火を見ました。楽しかった！');
    expect(result.tokens).toEqual(['今日', 'は', '東京', 'で', '花火', 'を', '見', 'まし', 'た', '楽しかっ', 'た']);
    expect(result.terms).toEqual(['東京', '花火', '楽しい']);
  });

  it('splits English by words, lower case, without stop words', () => {
    const result = analyzer.analyze("The editing keeps getting better, can't wait for the Tokyo vlog");
    expect(result.tokens).toEqual(['the', 'editing', 'keeps', 'getting', 'better', "can't", 'wait', 'for', 'the', 'tokyo', 'vlog']);
    // stopwords-iso's English list is long: it holds keeps, getting and better.
    expect(result.terms).toEqual(['editing', 'wait', 'tokyo', 'vlog']);
  });

  it('cuts long Japanese text at sentence ends and at 200 characters', () => {
    expect(japaneseChunks('今日は晴れ。明日は雨！\nまた来週')).toEqual(['今日は晴れ。', '明日は雨！', '\n', 'また来週'].filter((c) => c.trim()));
    expect(japaneseChunks('あ'.repeat(450)).map((chunk) => chunk.length)).toEqual([200, 200, 50]);
  });

  it('does not count URLs, timestamps or emoji as terms', () => {
    expect(analyzer.analyze('3:25 this scene 😂 https://example.com/tokyo').terms).toEqual(['scene']);
  });
});

describe('sentiment, direction and emotions', () => {
  it.each([
    ['太好看了吧！', 'positive', ['praise']],
    ['這集好實用，謝謝分享', 'positive', ['praise']],
    ['笑到不行 😂', 'positive', ['joy']],
    ['這部影片不好看，浪費時間', 'negative', ['criticism']],
    ['剪輯沒有很用心', 'negative', ['criticism']],
    ['雖然有點長，但是很實用', 'positive', ['praise']],
    ['標題殺人，騙點閱', 'negative', ['criticism']],
    ['看到最後好難過', 'negative', ['sadness']],
    ['請問背景音樂是什麼？', 'neutral', []],
    ['めっちゃ参考になりました！', 'positive', ['praise']],
    ['この動画つまらない', 'negative', ['criticism']],
    ['面白くなかった', 'negative', ['criticism']],
    ['怖すぎて夜眠れない', 'negative', ['fear']],
    ['BGMの曲名知りたいです', 'neutral', []],
    ['長いけど、わかりやすかった', 'positive', ['praise']],
    ['This was so helpful, thank you!', 'positive', ['praise']],
    ['Worst video ever, total clickbait 👎', 'negative', ['criticism']],
    ['What is the background music?', 'neutral', []],
    ['This is not good', 'negative', ['criticism']],
  ] as const)('%s → %s %j', (text, sentiment, emotions) => {
    const result = analyzer.analyze(text);
    expect(result.sentiment).toBe(sentiment);
    expect(result.emotions).toEqual(emotions);
  });

  // Issue 23: English as it is written under videos (none of these is in a labelled set).
  it.each([
    ['is the rail pass worth it for a week?', 'neutral'],
    ['pls do a cover of this next', 'neutral'],
    ['dead 💀💀', 'positive'],
    ['the way he said that 😭😭', 'positive'],
    ['love how you skipped the one step I needed', 'negative'],
    ['a 20 minute intro. love that', 'negative'],
    ['the thumbnail is a lie', 'negative'],
    ['goated channel but this one is mid', 'negative'],
  ] as const)('English: %s → %s', (text, sentiment) => {
    expect(analyzer.analyze(text).sentiment).toBe(sentiment);
  });

  it('puts the direction at 50 for neutral text, above for positive and below for negative', () => {
    expect(analyzer.analyze('請問背景音樂是什麼？').direction).toBe(50);
    const praise = analyzer.analyze('超好看，大推！').direction;
    const mild = analyzer.analyze('謝謝').direction;
    expect(praise).toBeGreaterThan(mild);
    expect(mild).toBeGreaterThan(50);
    expect(analyzer.analyze('爛片，浪費時間').direction).toBeLessThan(20);
    for (const text of ['超級無敵好看好看好看好看', '垃圾垃圾垃圾垃圾垃圾']) {
      const { direction } = analyzer.analyze(text);
      expect(direction).toBeGreaterThanOrEqual(0);
      expect(direction).toBeLessThanOrEqual(100);
    }
  });

  it('counts an intensifier: 超好玩 is more positive than 好玩', () => {
    expect(analyzer.analyze('超好玩').compound).toBeGreaterThan(analyzer.analyze('好玩').compound);
    expect(analyzer.analyze('めっちゃ楽しい').compound).toBeGreaterThan(analyzer.analyze('楽しい').compound);
  });
});
