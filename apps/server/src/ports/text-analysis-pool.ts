// Port: the worker threads that analyse texts for the analysis box (modules/insight/language/
// analysis-pool.ts). What an analysis is, is the insight module's business: the context only holds
// the pool and ends it (`TextAnalysisPool<TextAnalysis>` there).
export interface TextAnalysisPool<Analysis = unknown> {
  /** Each text's analysis, in order. */
  analyze(texts: readonly string[]): Promise<Analysis[]>;
  /** Ends the workers (the app is stopping). */
  close(): Promise<void>;
}
