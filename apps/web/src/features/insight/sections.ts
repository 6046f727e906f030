// What each part of the insight area brings to the inspiration page: sections, each on one of the
// page's tabs, shown in `order`. A section loads its own data and answers its own failures.
import type { ComponentType } from 'react';

export const inspirationTabs = ['insight', 'comparison', 'analyze'] as const;
export type InspirationTab = (typeof inspirationTabs)[number];

export type InspirationSection = {
  key: string;
  tab: InspirationTab;
  order: number;
  /** `period`: the page's period bar (start and end dates, YYYY-MM-DD, and the comparison period). */
  Component: ComponentType<{ channelId: string; period: { start: string; end: string; compare_start?: string; compare_end?: string } }>;
};
