// Schemas of the insight area's language part, and the analysis vocabulary every part shares: the
// languages a text is detected as, the three sentiments, and the emotion tags (spec 3 "emotion tags").
export const insightLanguages = ['zh-TW', 'ja', 'en', 'other'] as const;
export type InsightLanguage = (typeof insightLanguages)[number];

export const sentiments = ['positive', 'neutral', 'negative'] as const;
export type Sentiment = (typeof sentiments)[number];

export const emotionKeys = ['joy', 'anger', 'sadness', 'surprise', 'fear', 'praise', 'criticism'] as const;
export type EmotionKey = (typeof emotionKeys)[number];
