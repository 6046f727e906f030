// The audience page: age × gender, countries (spec 9's eight, then others), subscribed or not,
// traffic sources and devices, from the monthly breakdowns of the months the window touches.
import {
  ageGroups,
  audienceGenders,
  devices,
  MIN_AUDIENCE_VIEWS,
  shownCountries,
  subscribersPer1000NonSubscriberViews,
  trafficSources,
  type Audience,
  type DateRange,
  kpiTotals,
} from '@chorus/contract';
import type { AudienceRow, DailyRow } from './analytics.repository.ts';
import { round } from './overview.service.ts';

type Share = Audience['countries'][number];

/**
 * Keys as stored in channel_audience (docs/decisions.md): age_gender `<age>|<gender>` with the
 * contract's age groups and genders; country ISO 3166 alpha-2; subscribed `subscribed` /
 * `not_subscribed`; traffic sources and devices the contract's keys. YouTube Analytics' own
 * spellings (`age18-24`, `user_specified`, `UNSUBSCRIBED`, `YT_SEARCH`, `DESKTOP`, …) are
 * understood too, so rows written straight from the API read the same.
 */
const youtubeTraffic: Record<string, string> = {
  yt_search: 'search',
  related_video: 'suggested',
  subscriber: 'browse',
  ext_url: 'external',
  yt_channel: 'channel',
  playlist: 'playlist',
  yt_playlist_page: 'playlist',
  shorts: 'shorts',
  notification: 'notification',
};
const youtubeDevices: Record<string, string> = { desktop: 'computer', game_console: 'console' };

export function ageGenderOf(key: string): { age: string; gender: string } | null {
  const match = /^(?:age)?(\d{2}-(?:\d{2})?)[|:_](female|male|other|user_specified|genderuserspecified)$/i.exec(key.trim());
  if (!match) return null;
  const gender = match[2]!.toLowerCase();
  return { age: match[1]!, gender: gender === 'female' || gender === 'male' ? gender : 'other' };
}

function normalKey(dimension: AudienceRow['dimension'], key: string): string {
  const k = key.trim().toLowerCase();
  switch (dimension) {
    case 'country': {
      const code = k.toUpperCase();
      return (shownCountries as readonly string[]).includes(code) ? code : 'others';
    }
    case 'subscribed':
      return k === 'subscribed' ? 'subscribed' : 'not_subscribed';
    case 'traffic_source': {
      const mapped = (trafficSources as readonly string[]).includes(k) ? k : youtubeTraffic[k];
      return mapped ?? 'other';
    }
    case 'device':
      return youtubeDevices[k] ?? k;
    default:
      return k;
  }
}

/** Views per key in the given order (zero where absent), then any other keys by views. */
function shares(rows: readonly AudienceRow[], dimension: AudienceRow['dimension'], order: readonly string[]): Share[] {
  const views = new Map<string, number>(order.map((k) => [k, 0]));
  for (const row of rows) {
    if (row.dimension !== dimension) continue;
    const key = normalKey(dimension, row.key);
    views.set(key, (views.get(key) ?? 0) + row.views);
  }
  const total = [...views.values()].reduce((a, b) => a + b, 0);
  const extra = [...views.keys()].filter((k) => !order.includes(k)).sort((a, b) => views.get(b)! - views.get(a)! || (a < b ? -1 : 1));
  return [...order, ...extra].map((key) => ({ key, views: views.get(key)!, percent: total > 0 ? round((views.get(key)! / total) * 100, 2) : 0 }));
}

function ageGender(rows: readonly AudienceRow[]): Audience['age_gender'] {
  const views = new Map<string, number>();
  let total = 0;
  for (const row of rows) {
    if (row.dimension !== 'age_gender') continue;
    const parsed = ageGenderOf(row.key);
    if (!parsed) continue;
    const key = `${parsed.age}|${parsed.gender}`;
    views.set(key, (views.get(key) ?? 0) + row.views);
    total += row.views;
  }
  return ageGroups.flatMap((age) =>
    audienceGenders.map((gender) => ({ age, gender, percent: total > 0 ? round(((views.get(`${age}|${gender}`) ?? 0) / total) * 100, 2) : 0 })),
  );
}

export function buildAudience(input: {
  period: DateRange;
  periodRows: readonly DailyRow[];
  audience: readonly AudienceRow[];
  recentWindow: DateRange;
  recentRows: readonly DailyRow[];
  interestVideoIds: readonly string[];
}): Audience {
  const totals = kpiTotals(input.periodRows);
  const nonSubscriberViews = input.periodRows.reduce((sum, r) => sum + r.non_subscriber_views, 0);
  const gained = input.periodRows.reduce((sum, r) => sum + r.subscribers_gained, 0);
  const insufficient = totals.views < MIN_AUDIENCE_VIEWS;
  const recent = kpiTotals(input.recentRows);
  const a = input.audience;
  return {
    period: input.period,
    insufficient,
    // Spec 8 "Insufficient audience data": below the threshold no shares are shown at all.
    age_gender: insufficient ? [] : ageGender(a),
    countries: insufficient ? [] : shares(a, 'country', [...shownCountries, 'others']),
    subscribed: insufficient ? [] : shares(a, 'subscribed', ['subscribed', 'not_subscribed']),
    traffic_sources: insufficient ? [] : shares(a, 'traffic_source', trafficSources),
    devices: insufficient ? [] : shares(a, 'device', devices),
    subscribers_per_1000_non_subscriber_views: subscribersPer1000NonSubscriberViews(gained, nonSubscriberViews),
    recent_month: {
      period: input.recentWindow,
      views: recent.views,
      watch_hours: round(recent.watchMinutes / 60, 1),
      subscribers_net: recent.subscribersNet,
      average_view_seconds: recent.views > 0 ? round((recent.watchMinutes * 60) / recent.views, 1) : null,
    },
    interest_video_ids: [...input.interestVideoIds],
  };
}
