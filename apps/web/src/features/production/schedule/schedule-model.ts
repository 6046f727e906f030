// The publishing calendar's page model (issue 29), pure: the days a week or month view shows (Sunday
// first, network days in Asia/Taipei), releases by day with their Taipei time, each account's use of
// its posting limit per day, and the create form (its body, checked by the contract's own schema).
import {
  mediaTypesOf,
  releaseCreateSchema,
  taipeiDay,
  type Release,
  type ReleaseAccount,
  type ReleasePlatform,
  type ReleaseSchedule,
  type ReleaseState,
} from '@chorus/contract';

export type CalendarView = 'week' | 'month';
export const calendarViews: readonly CalendarView[] = ['week', 'month'];

const DAY = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => dayOf(dayMs(day) + n * DAY);
const weekday = (day: string) => new Date(dayMs(day)).getUTCDay();

/** The days a view shows around `anchor`: its week (Sunday to Saturday), or its month's weeks. */
export function daysOf(view: CalendarView, anchor: string): string[] {
  if (view === 'week') {
    const start = addDays(anchor, -weekday(anchor));
    return Array.from({ length: 7 }, (_, i) => addDays(start, i));
  }
  const first = `${anchor.slice(0, 7)}-01`;
  const [y, m] = anchor.split('-').map(Number) as [number, number];
  const last = dayOf(Date.UTC(y, m, 0));
  const start = addDays(first, -weekday(first));
  const end = addDays(last, 6 - weekday(last));
  return Array.from({ length: (dayMs(end) - dayMs(start)) / DAY + 1 }, (_, i) => addDays(start, i));
}

/** The anchor one week or month away. */
export function shiftAnchor(view: CalendarView, anchor: string, step: number): string {
  if (view === 'week') return addDays(anchor, 7 * step);
  const [y, m] = anchor.split('-').map(Number) as [number, number];
  return dayOf(Date.UTC(y, m - 1 + step, 1));
}

/** The releases of each day (by Taipei day), in time order. */
export function releasesByDay(items: readonly Release[]): Map<string, Release[]> {
  const out = new Map<string, Release[]>();
  for (const r of [...items].sort((a, b) => a.publish_at.localeCompare(b.publish_at) || a.release_id - b.release_id)) {
    const day = taipeiDay(r.publish_at);
    out.set(day, [...(out.get(day) ?? []), r]);
  }
  return out;
}

/** HH:mm in Taipei. */
export function taipeiTime(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(11, 16);
}

export type DayUse = { account: ReleaseAccount; used: number; limit: number; full: boolean };

/** Each account's releases against its limit on a day (accounts with none that day left out). */
export function dayUsage(answer: Pick<ReleaseSchedule, 'usage' | 'accounts'>, day: string): DayUse[] {
  const accounts = new Map(answer.accounts.map((a) => [a.account_id, a]));
  return answer.usage
    .filter((u) => u.day === day && accounts.has(u.account_id))
    .map((u) => ({ account: accounts.get(u.account_id)!, used: u.used, limit: u.limit, full: u.used >= u.limit }));
}

/** What a release's state looks like. */
export const stateColor: Record<ReleaseState, 'default' | 'primary' | 'success' | 'error' | 'warning'> = {
  scheduled: 'primary',
  publishing: 'warning',
  published: 'success',
  failed: 'error',
  cancelled: 'default',
};

export const canChange = (r: Release) => r.state === 'scheduled';

export type ReleaseForm = {
  platform: ReleasePlatform;
  account_id: string;
  video_id: string;
  media_url: string;
  media_type: string;
  date: string;
  time: string;
  caption: string;
};

export function emptyForm(day: string): ReleaseForm {
  return { platform: 'youtube', account_id: '', video_id: '', media_url: '', media_type: '', date: day, time: '12:00', caption: '' };
}

/** The accounts a platform's release may go through on the channel (live links only). */
export function accountsFor(accounts: readonly ReleaseAccount[], channelId: string, platform: ReleasePlatform): ReleaseAccount[] {
  return accounts.filter((a) => a.channel_id === channelId && a.platform === platform && (a.status === 'active' || a.status === 'expiring'));
}

/** The create body of the form: the fields of its platform only, the time read in Taipei. */
export function bodyOf(form: ReleaseForm, channelId: string) {
  const social = form.platform !== 'youtube';
  const caption = form.caption.trim();
  return {
    platform: form.platform,
    channel_id: channelId,
    publish_at: `${form.date}T${form.time}:00+08:00`,
    ...(social
      ? {
          account_id: form.account_id === '' ? undefined : Number(form.account_id),
          media_url: form.media_url.trim() || undefined,
          media_type: (form.media_type || mediaTypesOf(form.platform)[0]) as 'image' | 'reel' | 'video',
        }
      : { video_id: form.video_id.trim() || undefined }),
    ...(caption ? { caption } : {}),
  };
}

/** The form's refusals by field (message keys), by the same schema the server checks. */
export function formErrors(form: ReleaseForm, channelId: string): Record<string, string> {
  const parsed = releaseCreateSchema.safeParse(bodyOf(form, channelId));
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'publish_at' ? 'date' : String(issue.path[0] ?? 'form');
    out[field] ??= issue.message;
  }
  return out;
}

/** The channels a release may be planned on from this page: the current one and those with linked accounts, where the reader plans. */
export function planningChannels(
  current: { id: string; name: string } | null,
  accounts: readonly ReleaseAccount[],
  plans: (channelId: string) => boolean,
): { id: string; name: string }[] {
  const out = new Map<string, string>();
  if (current) out.set(current.id, current.name);
  for (const a of accounts) if (!out.has(a.channel_id)) out.set(a.channel_id, a.channel_title);
  return [...out].filter(([id]) => plans(id)).map(([id, name]) => ({ id, name }));
}
