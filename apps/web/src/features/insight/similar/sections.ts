// The insight area's similar sections of the inspiration page (see ../sections.ts), orders 10-19 on
// the insight tab: similar channels, custom similar channels side by side, keyword gaps, the content
// licensing price.
import type { InspirationSection } from '../sections.ts';
import { CustomSimilarSection } from './custom-similar-section.tsx';
import { KeywordGapsSection } from './keyword-gaps-section.tsx';
import { LicensingPriceSection } from './licensing-price-section.tsx';
import { SimilarChannelsSection } from './similar-channels-section.tsx';

export const similarSections: InspirationSection[] = [
  { key: 'similar-channels', tab: 'insight', order: 10, Component: SimilarChannelsSection },
  { key: 'custom-similar', tab: 'insight', order: 11, Component: CustomSimilarSection },
  { key: 'keyword-gaps', tab: 'insight', order: 12, Component: KeywordGapsSection },
  { key: 'licensing-price', tab: 'insight', order: 13, Component: LicensingPriceSection },
];
