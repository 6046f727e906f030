// Texts are analysed in worker threads (issue 25): the analysis box's, the channel-analysis job's
// and the demo seed's, so the main thread never holds kuromoji. The box's up to 500 texts of 10,000
// characters (tokenising, kuromoji for Japanese, sentiment) hold a CPU for seconds, which in the main
// thread would stall every other request. INSIGHT_ANALYZE_THREADS workers (each loads kuromoji once:
// about 250 MB resident, measured), ended after IDLE_MS without a call so that the memory is given
// back; more calls wait in order. threads = 0 analyses in this thread.
import type { TextAnalysisPool, TextToAnalyze } from '../../../ports/text-analysis-pool.ts';
import { WorkerPool } from '../../../workers/worker-pool.ts';
import { loadAnalyzer, type TextAnalysis } from './analyzer.ts';

/** A worker without a call for this long is ended (the next call starts one, loading kuromoji again: seconds). */
export const IDLE_MS = 5 * 60_000;

export class AnalysisPool implements TextAnalysisPool<TextAnalysis> {
  private readonly pool: WorkerPool<readonly TextToAnalyze[], TextAnalysis[]>;

  constructor(options: { threads: number }) {
    this.pool = new WorkerPool({
      name: 'comment analysis',
      threads: options.threads,
      workerUrl: new URL('./analysis.worker.ts', import.meta.url),
      inThread: analyzeAll,
      idleMs: IDLE_MS,
    });
  }

  analyze(texts: readonly TextToAnalyze[]): Promise<TextAnalysis[]> {
    return this.pool.run(texts);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/** Each text's analysis with the process's analyzer. */
export async function analyzeAll(texts: readonly TextToAnalyze[]): Promise<TextAnalysis[]> {
  const analyzer = await loadAnalyzer();
  return texts.map((text) => (typeof text === 'string' ? analyzer.analyze(text) : analyzer.analyze(text.text, text.language)));
}
