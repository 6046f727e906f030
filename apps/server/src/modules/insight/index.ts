// The insight module's public entry (issue 13): channel insight in four parts, each building its own
// services and handlers from the shared infrastructure: language (segmentation, keywords, sentiment
// and emotion in zh-TW, ja and en; the analysis job that stores results after each channel refresh;
// POST /api/v1/insight/analyze), similar (similar and custom similar channels, keyword gaps, the
// content licensing price), clouds (word clouds, search keywords, video emotion and summary) and
// comparison (channel comparison). The pages read what the language part stores (tables of 0050).
import type { AppContext } from '../../app-context.ts';
import type { ServerModule } from '../../server-module.ts';
import { cloudsPart } from './clouds/index.ts';
import { comparisonPart } from './comparison/index.ts';
import { languagePart } from './language/index.ts';
import { similarPart } from './similar/index.ts';

export { seedInsightDemo } from './insight-demo.ts';
export { AnalysisPool, INSIGHT_ANALYSIS_QUEUE, queueChannelAnalysis, detectLanguage } from './language/index.ts';

export function createModule(infra: AppContext): ServerModule {
  const parts = [languagePart(infra), similarPart(infra), cloudsPart(infra), comparisonPart(infra)];
  return { handlers: Object.assign({}, ...parts.map((p) => p.handlers)) };
}
