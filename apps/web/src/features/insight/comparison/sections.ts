// The insight area's comparison sections of the inspiration page (see ../sections.ts): the channel
// comparison, on the comparison tab (order 60).
import type { InspirationSection } from '../sections.ts';
import { ComparisonSection } from './comparison-section.tsx';

export const comparisonSections: InspirationSection[] = [{ key: 'comparison', tab: 'comparison', order: 60, Component: ComparisonSection }];
