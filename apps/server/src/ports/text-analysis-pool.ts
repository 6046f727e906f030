// Port: the worker threads that analyse texts (modules/insight/language/analysis-pool.ts): the
// analysis box's texts and the channel-analysis job's comments, titles and tags, so that the main
// thread never loads the Japanese dictionary. What an analysis is, is the insight module's business:
// the context only holds the pool and ends it (`TextAnalysisPool<TextAnalysis>` there).
import type { InsightLanguage } from '@chorus/contract';

/** A text, its language found by the analyzer, or a text in a known language (a title's, a tag's). */
export type TextToAnalyze = string | { text: string; language: InsightLanguage };

export interface TextAnalysisPool<Analysis = unknown> {
  /** Each text's analysis, in order. */
  analyze(texts: readonly TextToAnalyze[]): Promise<Analysis[]>;
  /** Ends the workers (the app is stopping). */
  close(): Promise<void>;
}
