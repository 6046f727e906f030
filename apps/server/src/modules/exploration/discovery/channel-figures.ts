// The figures an agency checks by hand, from a channel's recent uploads (issue 26): median views of
// the last 10, Shorts share of the last 30, uploads a week over 90 days, average duration of the
// last 30 uploads that are neither Shorts nor live, the last upload; the contact e-mail a
// description shows; topics from the channel's topic categories and its uploads' commonest tags.
export type RecentUpload = { publishedAt: Date; durationSeconds: number; views: number; kind: 'video' | 'short' | 'live'; tags: string[] };

export type ChannelFigures = {
  median_views_last10: number | null;
  shorts_share: number | null;
  uploads_per_week: number | null;
  avg_duration_seconds: number | null;
  last_upload_at: Date | null;
};

const DAY = 86_400_000;

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

export function figuresOf(uploads: RecentUpload[], now: Date): ChannelFigures {
  const newest = [...uploads].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
  const last30 = newest.slice(0, 30);
  const long = last30.filter((u) => u.kind === 'video');
  const since = now.getTime() - 90 * DAY;
  const recent = newest.filter((u) => u.publishedAt.getTime() >= since).length;
  return {
    median_views_last10: median(newest.slice(0, 10).map((u) => u.views)),
    shorts_share: last30.length === 0 ? null : Math.round((last30.filter((u) => u.kind === 'short').length / last30.length) * 10_000) / 10_000,
    uploads_per_week: Math.round((recent / (90 / 7)) * 100) / 100,
    avg_duration_seconds: long.length === 0 ? null : Math.round(long.reduce((n, u) => n + u.durationSeconds, 0) / long.length),
    last_upload_at: newest[0]?.publishedAt ?? null,
  };
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/u;

/** The first e-mail address a description shows ("合作邀約：hello@studio.tw"), lower-cased; null without one. */
export function contactEmailOf(description: string): string | null {
  const found = EMAIL.exec(description.normalize('NFKC'));
  return found ? found[0].toLowerCase() : null;
}

/** The topic categories, then the commonest tags of the uploads (at most 8 in all, each once). */
export function topicsOf(categories: string[], uploads: Pick<RecentUpload, 'tags'>[]): string[] {
  const counts = new Map<string, number>();
  for (const u of uploads) for (const tag of new Set(u.tags.map((t) => t.trim().toLowerCase()).filter(Boolean))) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const tags = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([t]) => t);
  return [...new Set([...categories.map((c) => c.replaceAll('_', ' ')), ...tags])].slice(0, 8);
}
