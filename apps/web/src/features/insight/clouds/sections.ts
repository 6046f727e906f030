// The insight area's clouds sections of the inspiration page (see ../sections.ts): word clouds, the
// top 10 search keywords, video emotion and summary, on the insight tab (orders 20 to 39).
import type { InspirationSection } from '../sections.ts';
import { SearchKeywordsSection } from './search-keywords-section.tsx';
import { VideoEmotionsSection } from './video-emotions-section.tsx';
import { WordCloudsSection } from './word-clouds-section.tsx';

export const cloudsSections: InspirationSection[] = [
  { key: 'clouds-words', tab: 'insight', order: 20, Component: WordCloudsSection },
  { key: 'clouds-search', tab: 'insight', order: 25, Component: SearchKeywordsSection },
  { key: 'clouds-emotion', tab: 'insight', order: 30, Component: VideoEmotionsSection },
];
