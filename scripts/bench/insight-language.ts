// `npm run bench:insight-language`: the insight area's language processing (issue 13 "Speed" and
// "Language processing"), on one core, no database:
//   1. accuracy on the labelled comments (positive / neutral / negative; target ≥ 0.75 per language),
//      and on the held-out sets written by someone other than the lexicons' author (issue 23: English
//      ≥ 0.80), printed as a share only;
//   2. throughput: 100,000 comments per language through the whole analysis the pages use
//      (detection, clean-up, segmentation, stop words, sentiment, emotions, direction), the
//      comments made from the labelled ones (one to three joined, so lengths vary as in real
//      comments); target ≥ 5,000 comments/s per core (per second of the thread's CPU time; the
//      wall-clock rate is printed too). kuromoji's load is measured apart.
// Prints each figure and writes .bench/insight-language.json. Run it under
// `flock /work/coord/bench.lock` on a shared machine.
//
//   node scripts/bench/insight-language.ts [--comments 100000]
import { parseArgs } from 'node:util';
import { createAnalyzer } from '../../apps/server/src/modules/insight/language/analyzer.ts';
import {
  accuracyOf,
  heldOutSets,
  labelledLanguages,
  labelledSet,
  type LabelledLanguage,
  type LabelledSetName,
} from '../../apps/server/src/modules/insight/language/labelled-set.ts';
import { japaneseTokenizer } from '../../apps/server/src/modules/insight/language/segment.ts';
import { writeFigures } from './server.ts';

export const LANGUAGE_TARGETS = { accuracy: 0.75, commentsPerSecond: 5000 };
const { values: args } = parseArgs({ options: { comments: { type: 'string', default: '100000' } } });
const COMMENTS = Number(args.comments);

export type InsightLanguageFigures = {
  targets: typeof LANGUAGE_TARGETS;
  kuromojiLoadMs: number;
  languages: {
    language: LabelledLanguage;
    labelled: number;
    accuracy: number;
    comments: number;
    seconds: number;
    cpuSeconds: number;
    /** Per core: comments per CPU second of the one thread. */
    commentsPerSecond: number;
    wallCommentsPerSecond: number;
    averageChars: number;
  }[];
  heldOut: { set: LabelledSetName; labelled: number; accuracy: number; target: number }[];
};

const say = (line: string) => console.log(`[insight-language] ${line}`);

/** Deterministic comments: one to three labelled texts joined, as many as asked. */
function comments(language: LabelledLanguage, count: number): string[] {
  const texts = labelledSet(language).map((c) => c.text);
  const joiner = language === 'en' ? ' ' : '';
  const out: string[] = [];
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  for (let i = 0; i < count; i++) {
    const parts = 1 + (next() % 3);
    const picked: string[] = [];
    for (let p = 0; p < parts; p++) picked.push(texts[next() % texts.length]!);
    out.push(picked.join(joiner));
  }
  return out;
}

const loadStart = performance.now();
const analyzer = createAnalyzer(await japaneseTokenizer());
const kuromojiLoadMs = performance.now() - loadStart;
say(`kuromoji loaded in ${kuromojiLoadMs.toFixed(0)} ms`);

const figures: InsightLanguageFigures = { targets: LANGUAGE_TARGETS, kuromojiLoadMs, languages: [], heldOut: [] };
for (const language of labelledLanguages) {
  const accuracy = accuracyOf(analyzer, language);
  const batch = comments(language, COMMENTS);
  for (const text of batch.slice(0, 2000)) analyzer.analyze(text); // warm-up
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let terms = 0;
  for (const text of batch) terms += analyzer.analyze(text).terms.length;
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const averageChars = batch.reduce((sum, text) => sum + text.length, 0) / batch.length;
  // Per core: comments per second of this thread's CPU time, so that other work on a shared machine
  // does not count against it; the wall-clock rate is printed beside it.
  const row = {
    language,
    labelled: accuracy.total,
    accuracy: accuracy.accuracy,
    comments: batch.length,
    seconds,
    cpuSeconds,
    commentsPerSecond: batch.length / cpuSeconds,
    wallCommentsPerSecond: batch.length / seconds,
    averageChars,
  };
  figures.languages.push(row);
  say(
    `${language}: accuracy ${accuracy.accuracy.toFixed(3)} on ${accuracy.total} labelled (target ≥ ${LANGUAGE_TARGETS.accuracy}); ` +
      `${batch.length.toLocaleString('en-US')} comments (avg ${averageChars.toFixed(0)} chars, ${terms.toLocaleString('en-US')} terms) in ${cpuSeconds.toFixed(2)} s CPU = ` +
      `${Math.round(row.commentsPerSecond).toLocaleString('en-US')}/s per core (target ≥ ${LANGUAGE_TARGETS.commentsPerSecond.toLocaleString('en-US')}/s); ` +
      `wall ${seconds.toFixed(2)} s = ${Math.round(row.wallCommentsPerSecond).toLocaleString('en-US')}/s`,
  );
}
for (const { name, target } of heldOutSets) {
  const accuracy = accuracyOf(analyzer, name);
  figures.heldOut.push({ set: name, labelled: accuracy.total, accuracy: accuracy.accuracy, target });
  say(
    `${name}: accuracy ${accuracy.accuracy.toFixed(3)} on ${accuracy.total} labelled, held out (written by someone other than the lexicons' author; target ≥ ${target})`,
  );
}
writeFigures('insight-language', figures);
