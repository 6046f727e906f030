// Schemas of the insight area's language part (POST /api/v1/insight/analyze), and the analysis
// vocabulary every part shares: the languages a text is detected as, the three sentiments, and the
// emotion tags (spec 3 "emotion tags").
import { z } from 'zod';

export const insightLanguages = ['zh-TW', 'ja', 'en', 'other'] as const;
export type InsightLanguage = (typeof insightLanguages)[number];

export const sentiments = ['positive', 'neutral', 'negative'] as const;
export type Sentiment = (typeof sentiments)[number];

export const emotionKeys = ['joy', 'anger', 'sadness', 'surprise', 'fear', 'praise', 'criticism'] as const;
export type EmotionKey = (typeof emotionKeys)[number];

/** At most this many texts in one analysis request (issue 13). */
export const MAX_ANALYZE_TEXTS = 500;
/** A longer text (a pasted essay, not a comment) is refused. YouTube's comment limit is 10,000. */
export const MAX_ANALYZE_TEXT_CHARS = 10_000;

export const analyzeInputSchema = z
  .object({
    texts: z
      .array(
        z
          .string({ error: 'validation.insightTextRequired' })
          .refine((text) => text.trim().length > 0, 'validation.insightTextRequired')
          .refine((text) => text.length <= MAX_ANALYZE_TEXT_CHARS, 'validation.insightTextTooLong'),
        { error: 'validation.insightTextsRequired' },
      )
      .min(1, 'validation.insightTextsRequired')
      .max(MAX_ANALYZE_TEXTS, 'validation.insightTextsMax'),
  })
  .strict();
export type AnalyzeInput = z.infer<typeof analyzeInputSchema>;

export const keywordSchema = z.object({ term: z.string(), score: z.number() });
export type Keyword = z.infer<typeof keywordSchema>;

export const textAnalysisSchema = z.object({
  language: z.enum(insightLanguages),
  /** Every word of the text, in order (segmented in its language). */
  tokens: z.array(z.string()),
  /** Its content words, best first by TF-IDF against the network's video titles and tags. */
  keywords: z.array(keywordSchema),
  sentiment: z.enum(sentiments),
  /** 0 (all negative) … 100 (all positive); 50 is neutral (spec 3's emotion direction). */
  direction: z.number().int().min(0).max(100),
  emotions: z.array(z.enum(emotionKeys)),
});
export type TextAnalysisResult = z.infer<typeof textAnalysisSchema>;

export const analyzeResultSchema = z.object({ results: z.array(textAnalysisSchema) });
export type AnalyzeResult = z.infer<typeof analyzeResultSchema>;
