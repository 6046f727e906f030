// The insight area's comparison sections of the inspiration page (see ../sections.ts).
import type { InspirationSection } from '../sections.ts';

export const comparisonSections: InspirationSection[] = [];
