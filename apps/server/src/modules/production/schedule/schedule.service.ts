// The publishing calendar's use cases (issue 29): the releases of a window with their conflicts and
// the accounts' daily use, planning a release (a YouTube video's publish time set at once; an
// Instagram or TikTok post kept for the sweep, within the account's posting limit), moving and
// cancelling one that has not gone out.
import {
  exceedsDailyLimit,
  holdsPlace,
  readsEveryChannelSchedule,
  readsSchedule,
  RELEASE_DAILY_LIMITS,
  releaseConflicts,
  schedulesReleases,
  taipeiDay,
  taipeiDayStart,
  type Release,
  type ReleaseCreate,
  type ReleaseSchedule,
  type ReleaseScheduleQuery,
  type Subject,
} from '@chorus/contract';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError, forbidden, invalidInput, notFound } from '../../../errors/domain-error.ts';
import { accountsOf, accountTimesNear, channelReleasesNear, findRelease, releasesBetween, toRelease, type ReleaseRow } from './releases.repository.ts';
import type { YoutubeSchedule } from './youtube-schedule.ts';
import { gateChannel } from '../channel-gate.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A release is planned at least this far ahead (the sweep runs each minute). */
const LEAD_MS = 2 * 60_000;
const DEFAULT_DAYS = 28;

type Deps = { db: Db; clock: Clock; gapHours: number; youtube: YoutubeSchedule };

export class ScheduleService {
  private readonly deps: Deps;
  constructor(deps: Deps) {
    this.deps = deps;
  }

  /** The channel exists and the caller reads it (else 404); with `plans`, may plan on it (else 403). */
  private channel(subject: Subject, channelId: string, plans: boolean): Promise<void> {
    return gateChannel(this.deps.db, subject, channelId, readsSchedule, plans ? schedulesReleases : null);
  }

  async list(subject: Subject, query: ReleaseScheduleQuery): Promise<ReleaseSchedule> {
    if (query.channel_id) await this.channel(subject, query.channel_id, false);
    else if (!readsSchedule(subject)) throw forbidden();
    const channelIds = query.channel_id ? [query.channel_id] : readsEveryChannelSchedule(subject) ? null : subject.channels.map((c) => c.channel_id);
    const from = query.from ?? taipeiDay(this.deps.clock.now());
    const to = query.to ?? taipeiDay(taipeiDayStart(from).getTime() + (DEFAULT_DAYS - 1) * DAY);
    const start = taipeiDayStart(from);
    const end = new Date(taipeiDayStart(to).getTime() + DAY);
    // The gap around the window too, so a release just outside still marks its neighbour inside.
    const gap = this.deps.gapHours * HOUR;
    const rows = await releasesBetween(this.deps.db, new Date(start.getTime() - gap), new Date(end.getTime() + gap), channelIds);
    const conflicts = releaseConflicts(rows.map(placed), this.deps.gapHours);
    const inside = rows.filter((r) => r.publish_at >= start && r.publish_at < end);
    const accounts = await accountsOf(this.deps.db, channelIds);
    const usage = new Map<string, { account_id: number; day: string; used: number; limit: number }>();
    for (const r of inside) {
      if (r.account_id === null || r.platform === 'youtube' || !holdsPlace(r.state)) continue;
      const day = taipeiDay(r.publish_at);
      const key = `${r.account_id}:${day}`;
      const entry = usage.get(key) ?? { account_id: r.account_id, day, used: 0, limit: RELEASE_DAILY_LIMITS[r.platform] };
      entry.used += 1;
      usage.set(key, entry);
    }
    return {
      from,
      to,
      gap_hours: this.deps.gapHours,
      items: inside.map((r) => toRelease(r, conflicts.get(r.id) ?? [])),
      accounts,
      usage: [...usage.values()].sort((a, b) => a.day.localeCompare(b.day) || a.account_id - b.account_id),
    };
  }

  async create(subject: Subject, body: ReleaseCreate): Promise<Release> {
    await this.channel(subject, body.channel_id, true);
    const at = this.publishAt(body.publish_at);
    const now = this.deps.clock.now();
    const base = {
      channel_id: body.channel_id,
      platform: body.platform,
      publish_at: at,
      caption: body.caption ?? null,
      created_by: subject.id,
      created_at: now,
      updated_at: now,
    };
    let id: number;
    if (body.platform === 'youtube') {
      const videoId = body.video_id!;
      const planned = await this.deps.db
        .selectFrom('production_releases')
        .select('id')
        .where('video_id', '=', videoId)
        .where('state', 'in', ['scheduled', 'publishing'])
        .executeTakeFirst();
      if (planned) throw new DomainError('errors.releaseVideoPlanned');
      await this.deps.youtube.setPublishAt(body.channel_id, videoId, at);
      ({ id } = await this.deps.db
        .insertInto('production_releases')
        .values({ ...base, video_id: videoId })
        .returning('id')
        .executeTakeFirstOrThrow());
    } else {
      id = await this.deps.db.transaction().execute(async (trx) => {
        const account = await this.account(trx, body.account_id!, body.channel_id, body.platform as 'instagram' | 'tiktok');
        await this.withinLimit(trx, account, at, null);
        const row = await trx
          .insertInto('production_releases')
          .values({
            ...base,
            account_id: account.id,
            media_url: body.media_url!,
            media_type: body.media_type ?? (body.platform === 'instagram' ? 'reel' : 'video'),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    }
    return this.answer(id);
  }

  async reschedule(subject: Subject, releaseId: number, publishAt: string): Promise<Release> {
    const row = await this.pending(subject, releaseId);
    const at = this.publishAt(publishAt);
    const now = this.deps.clock.now();
    if (row.platform === 'youtube') {
      await this.deps.youtube.setPublishAt(row.channel_id, row.video_id!, at);
      await this.move(releaseId, { publish_at: at, updated_at: now });
    } else {
      await this.deps.db.transaction().execute(async (trx) => {
        const account = await this.account(trx, row.account_id ?? 0, row.channel_id, row.platform as 'instagram' | 'tiktok');
        await this.withinLimit(trx, account, at, releaseId);
        await this.move(releaseId, { publish_at: at, updated_at: now }, trx);
      });
    }
    return this.answer(releaseId);
  }

  async cancel(subject: Subject, releaseId: number): Promise<Release> {
    const row = await this.pending(subject, releaseId);
    if (row.platform === 'youtube') await this.deps.youtube.setPublishAt(row.channel_id, row.video_id!, null);
    await this.move(releaseId, { state: 'cancelled', updated_at: this.deps.clock.now() });
    return this.answer(releaseId);
  }

  /** A release the caller may change, not yet handed to the platform (else 409). */
  private async pending(subject: Subject, releaseId: number): Promise<ReleaseRow> {
    const row = await findRelease(this.deps.db, releaseId);
    if (!row) throw notFound();
    await this.channel(subject, row.channel_id, true);
    if (row.state !== 'scheduled') throw new DomainError('errors.releaseNotPending');
    return row;
  }

  private async move(id: number, set: { publish_at?: Date; state?: 'cancelled'; updated_at: Date }, db: Db = this.deps.db): Promise<void> {
    const moved = await db.updateTable('production_releases').set(set).where('id', '=', id).where('state', '=', 'scheduled').executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) throw new DomainError('errors.releaseNotPending');
  }

  private publishAt(value: string): Date {
    const at = new Date(value);
    if (at.getTime() < this.deps.clock.now().getTime() + LEAD_MS) throw invalidInput({ publish_at: 'validation.releaseInPast' });
    if (at.getTime() > this.deps.clock.now().getTime() + 366 * DAY) throw invalidInput({ publish_at: 'validation.releaseTooFar' });
    return at;
  }

  /** The linked account (locked for the limit check): of this channel and platform, its link live. */
  private async account(db: Db, accountId: number, channelId: string, platform: 'instagram' | 'tiktok') {
    const account = await db
      .selectFrom('social_accounts')
      .select(['id', 'platform', 'username', 'status', 'token_expires_at'])
      .where('id', '=', accountId)
      .where('channel_id', '=', channelId)
      .where('platform', '=', platform)
      .forUpdate()
      .executeTakeFirst();
    if (!account) throw invalidInput({ account_id: 'validation.releaseAccount' });
    const lapsed = account.token_expires_at !== null && account.token_expires_at <= this.deps.clock.now();
    if (account.status === 'revoked' || account.status === 'expired' || lapsed)
      throw new DomainError('errors.releaseLinkRefused', { params: { account: `@${account.username}` } });
    return account;
  }

  private async withinLimit(db: Db, account: { id: number; platform: 'instagram' | 'tiktok'; username: string }, at: Date, except: number | null) {
    const limit = RELEASE_DAILY_LIMITS[account.platform];
    const others = await accountTimesNear(db, account.id, at, except);
    if (exceedsDailyLimit(others, at.getTime(), limit)) throw new DomainError('errors.releaseDayFull', { params: { account: `@${account.username}`, limit } });
  }

  private async answer(id: number): Promise<Release> {
    const row = (await findRelease(this.deps.db, id))!;
    const gap = this.deps.gapHours * HOUR;
    const near = await channelReleasesNear(this.deps.db, row.channel_id, row.publish_at, gap);
    const conflicts = releaseConflicts([...near.filter((r) => r.id !== id), row].map(placed), this.deps.gapHours);
    return toRelease(row, conflicts.get(id) ?? []);
  }
}

const placed = (r: ReleaseRow) => ({ release_id: r.id, channel_id: r.channel_id, publish_at: r.publish_at.toISOString(), state: r.state });
