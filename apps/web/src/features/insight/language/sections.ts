// The insight area's language sections of the inspiration page (see ../sections.ts): the analysis
// box on the analyze tab (staff and above; it renders nothing for anyone else).
import type { InspirationSection } from '../sections.ts';
import { AnalyzeBox } from './analyze-box.tsx';

export const languageSections: InspirationSection[] = [{ key: 'language-analyze', tab: 'analyze', order: 50, Component: AnalyzeBox }];
