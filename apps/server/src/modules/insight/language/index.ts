// The insight module's language part (contract insight/language.routes.ts): the one language
// module every insight page uses (analyzer.ts), the analysis job that stores each channel's results
// after its refresh (analysis.ts, queue 'insight-channel-analysis'; its texts analysed in the
// AnalysisPool's worker threads like the box's, so the main thread never loads kuromoji), the analysis box
// (POST /api/v1/insight/analyze) and the demo's stored analysis.
import type { AnalyzeResult } from '@chorus/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/database.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { DemoSeedOptions } from '../../../ports/demo-seed.ts';
import type { TextAnalysisPool } from '../../../ports/text-analysis-pool.ts';
import { AnalysisPool } from './analysis-pool.ts';
import type { TextAnalysis } from './analyzer.ts';
import { analyzeChannel } from './analysis.ts';
import { idfFrom, keywordsOf, termCounts } from './keywords.ts';

export { analyzeChannel, type ChannelAnalysisReport } from './analysis.ts';
export { loadAnalyzer, type Analyzer, type TextAnalysis } from './analyzer.ts';
export { AnalysisPool } from './analysis-pool.ts';
export { detectLanguage } from './text.ts';

import { INSIGHT_ANALYSIS_QUEUE, type ChannelAnalysisTask } from '../../../jobs/channel-analysis-queue.ts';

export { INSIGHT_ANALYSIS_QUEUE, queueChannelAnalysis } from '../../../jobs/channel-analysis-queue.ts';
/** Keywords given per text by the analysis box. */
export const TEXT_KEYWORDS = 5;

/** The analysis box: each text as the pages see it (analysed off the event loop), keywords against the network's corpus. */
export async function analyzeTexts(db: Db, analyses: readonly TextAnalysis[]): Promise<AnalyzeResult> {
  const terms = [...new Set(analyses.flatMap((a) => a.terms))];
  const documentFrequency = new Map<string, number>();
  if (terms.length > 0) {
    const rows = await db.selectFrom('insight_term_frequencies').select(['term', 'videos']).where('term', 'in', terms).execute();
    for (const row of rows) documentFrequency.set(row.term, row.videos);
  }
  const documents = await db
    .selectFrom('insight_videos')
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  const idf = idfFrom(documentFrequency, Number(documents.n));
  return {
    results: analyses.map((a) => ({
      language: a.language,
      tokens: a.tokens,
      keywords: keywordsOf(termCounts(a.tokens, a.terms), idf, TEXT_KEYWORDS),
      sentiment: a.sentiment,
      direction: a.direction,
      emotions: a.emotions,
    })),
  };
}

export function languagePart(infra: AppContext): { handlers: Handlers } {
  infra.jobs.register<ChannelAnalysisTask>(
    INSIGHT_ANALYSIS_QUEUE,
    async (task, job) => {
      const analyses = infra.textAnalyses as TextAnalysisPool<TextAnalysis>;
      const report = await infra.db.transaction().execute((trx) => analyzeChannel(trx, analyses, task.channel_id, infra.clock.now()));
      job.progress.set(report.comments, report.comments);
    },
    {
      policy: 'exclusive',
      concurrency: 1,
      retryLimit: 3,
      retryDelaySeconds: 60,
      retryBackoff: true,
      expireInSeconds: 30 * 60,
      deleteAfterSeconds: 7 * 24 * 3600,
    },
  );
  return {
    handlers: {
      insightAnalyze: async ({ body }) => analyzeTexts(infra.db, (await infra.textAnalyses.analyze(body.texts)) as TextAnalysis[]),
    },
  };
}

/**
 * The demo's stored analysis: every demo channel's comments and titles, in the seed's transaction.
 * Analysed in a worker of its own, ended when the seed is done: the seeding process does not keep
 * kuromoji (about 250 MB) for its life.
 */
export async function seedLanguageDemo(trx: Db, options: DemoSeedOptions): Promise<void> {
  const analyses = new AnalysisPool({ threads: 1 });
  try {
    const channels = await trx.selectFrom('channels').select('channel_id').orderBy('channel_id').execute();
    for (const { channel_id } of channels) await analyzeChannel(trx, analyses, channel_id, options.seedDay);
  } finally {
    await analyses.close();
  }
}
