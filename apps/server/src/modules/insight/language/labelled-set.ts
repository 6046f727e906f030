// The labelled comments (issue 13): at least 300 real-style comments per language, written for
// Chorus and labelled positive, neutral or negative by hand (labelled/<language>.tsv), and the
// accuracy of the analysis on them. Used by the unit test floor and by the bench.
//
// Held-out sets (issue 23): labelled/en-heldout.tsv was written by someone other than the author of
// the lexicons and the analyzer, in the same format. It is measured only as a whole (its accuracy),
// never read for tuning: the analyzer is tuned on <language>.tsv and labelled/<language>-dev.tsv.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sentiment } from '@chorus/contract';
import type { Analyzer } from './analyzer.ts';

export type LabelledLanguage = 'zh-TW' | 'ja' | 'en';
export const labelledLanguages: readonly LabelledLanguage[] = ['zh-TW', 'ja', 'en'];
export type LabelledComment = { label: Sentiment; text: string };
/** A set of labelled comments: one per language, and the held-out ones. */
export type LabelledSetName = LabelledLanguage | 'en-heldout';
/**
 * The held-out sets: the target their accuracy should reach (issue 23: English 0.80) and the floor
 * the unit test holds (English: the target, reached on 2026-11-29 at 332 of 414 = 0.802,
 * docs/decisions.md "Issue 23: insight a creator would believe").
 */
export const heldOutSets: readonly { name: LabelledSetName; floor: number; target: number }[] = [{ name: 'en-heldout', floor: 0.8, target: 0.8 }];

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'labelled');

export function labelledSet(name: LabelledSetName): LabelledComment[] {
  const lines = readFileSync(path.join(dir, `${name}.tsv`), 'utf8')
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
  language: LabelledSetName;
  total: number;
  correct: number;
  accuracy: number;
  misses: { text: string; label: Sentiment; got: Sentiment }[];
};

/** Share of the set whose sentiment the analyzer gets right (the language is detected, as in production). */
export function accuracyOf(analyzer: Analyzer, language: LabelledSetName): Accuracy {
  const set = labelledSet(language);
  const misses: Accuracy['misses'] = [];
  for (const { label, text } of set) {
    const got = analyzer.analyze(text).sentiment;
    if (got !== label) misses.push({ text, label, got });
  }
  const correct = set.length - misses.length;
  return { language, total: set.length, correct, accuracy: correct / set.length, misses };
}
