// The insight area's similar sections of the inspiration page (see ../sections.ts).
import type { InspirationSection } from '../sections.ts';

export const similarSections: InspirationSection[] = [];
