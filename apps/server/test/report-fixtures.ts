// Hand-made report data for the reports module's tests: a day's row, a channel's data for March 2026
// (compared with February), and that period as buildReportModel takes it.
import type { ReportData, ReportDay } from '../src/modules/reports/index.ts';

/** A day of the channel: 60 watch minutes and one like unless `rest` says otherwise. */
export const reportDay = (day: string, views: number, rest: Partial<ReportDay> = {}): ReportDay => ({
  day,
  views,
  watch_minutes: 60,
  subscribers_gained: 0,
  subscribers_lost: 0,
  likes: 1,
  comments: 0,
  shares: 0,
  ...rest,
});

/** Two days of March against one of February, no audience, videos, insight or statements, unless overridden. */
export function reportData(overrides: Partial<Omit<ReportData, 'channel'>> & { channel?: Partial<ReportData['channel']> } = {}): ReportData {
  const { channel, ...rest } = overrides;
  return {
    channel: { channel_id: 'UC1', title: 'T', handle: null, subscribers: 0, views: 0, video_count: 0, data_through: '2026-03-31', ...channel },
    periodDays: [reportDay('2026-03-01', 300), reportDay('2026-03-02', 100)],
    comparisonDays: [reportDay('2026-02-01', 200)],
    audience: [],
    latest: [],
    top: [],
    insightChannel: null,
    insightVideos: [],
    ledger: null,
    rates: [],
    ...rest,
  };
}

/** March 2026's monthly report, compared with February, made on 2 April. */
export const march2026 = {
  selection: { period: 'monthly', year: 2026, index: 3 },
  range: { start: '2026-03-01', end: '2026-03-31' },
  comparison: { start: '2026-02-01', end: '2026-02-28' },
  today: '2026-04-02',
} as const;
