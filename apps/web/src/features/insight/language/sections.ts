// The insight area's language sections of the inspiration page (see ../sections.ts).
import type { InspirationSection } from '../sections.ts';

export const languageSections: InspirationSection[] = [];
