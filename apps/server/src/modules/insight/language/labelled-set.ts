// The labelled comments (issue 13): at least 300 real-style comments per language, written for
// Chorus and labelled positive, neutral or negative by hand (labelled/<language>.tsv), and the
// accuracy of the analysis on them. Used by the unit test floor and by the bench.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sentiment } from '@chorus/contract';
import type { Analyzer } from './analyzer.ts';

export type LabelledLanguage = 'zh-TW' | 'ja' | 'en';
export const labelledLanguages: readonly LabelledLanguage[] = ['zh-TW', 'ja', 'en'];
export type LabelledComment = { label: Sentiment; text: string };

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'labelled');

export function labelledSet(language: LabelledLanguage): LabelledComment[] {
  const lines = readFileSync(path.join(dir, `${language}.tsv`), 'utf8')
    .split('\n')
    .slice(1);
  return lines
    .filter((line) => line.trim())
    .map((line) => {
      const [label, text] = line.split('\t');
      if ((label !== 'positive' && label !== 'neutral' && label !== 'negative') || !text) throw new Error(`bad labelled line: ${line}`);
      return { label, text };
    });
}

export type Accuracy = {
  language: LabelledLanguage;
  total: number;
  correct: number;
  accuracy: number;
  misses: { text: string; label: Sentiment; got: Sentiment }[];
};

/** Share of the set whose sentiment the analyzer gets right (the language is detected, as in production). */
export function accuracyOf(analyzer: Analyzer, language: LabelledLanguage): Accuracy {
  const set = labelledSet(language);
  const misses: Accuracy['misses'] = [];
  for (const { label, text } of set) {
    const got = analyzer.analyze(text).sentiment;
    if (got !== label) misses.push({ text, label, got });
  }
  const correct = set.length - misses.length;
  return { language, total: set.length, correct, accuracy: correct / set.length, misses };
}
