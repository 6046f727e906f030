// The insight area's clouds sections of the inspiration page (see ../sections.ts).
import type { InspirationSection } from '../sections.ts';

export const cloudsSections: InspirationSection[] = [];
