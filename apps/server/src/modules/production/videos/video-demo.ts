// The video data manager's demo (issue 29): with no Google app configured outside production, the
// channels the demo seed gave editable videos (production_demo_videos, 0083) answer the manager's
// videos.list and videos.update from that table, so the page lists, previews, applies and undoes on
// first start without a Google account. Every other channel goes to YouTube as before (and, without
// a Google app, has no authorization: the page says so). The demo answers what Google does for the
// cases the manager handles: a category YouTube does not assign is refused (invalidCategoryId), a
// localization on a video without a default language too (defaultLanguageNotSet).
import type { Localizations } from '@chorus/contract';
import type { Db } from '../../../db/database.ts';
import type { DemoSeedOptions } from '../../../ports/demo-seed.ts';
import { GoogleApiError, type VideoLocalizations, type VideoMetadata } from '../../youtube/index.ts';
import { storedVideos, type VideoApi } from './video-source.ts';
import { chunks } from '../../../db/chunks.ts';

/** The address a demo channel's access names: no request ever leaves the server with it. */
export const DEMO_VIDEO_API = 'demo:production-videos';
const YOUTUBE_CATEGORIES = new Set(['1', '2', '10', '15', '17', '19', '20', '22', '23', '24', '25', '26', '27', '28']);

/** Demo mode of the manager: no Google app, outside production. */
export const videoDemoMode = (config: { production: boolean; youtube: { clientId: string | null } }) => !config.production && !config.youtube.clientId;

type DemoRow = {
  video_id: string;
  channel_id: string;
  title: string;
  description: string;
  tags: string[];
  category_id: string;
  default_language: string | null;
  localizations: VideoLocalizations;
  privacy: string;
  published_at: Date;
};

const metadataOf = (row: DemoRow): VideoMetadata => ({
  videoId: row.video_id,
  channelId: row.channel_id,
  snippet: {
    title: row.title,
    description: row.description,
    tags: row.tags,
    categoryId: row.category_id,
    ...(row.default_language ? { defaultLanguage: row.default_language } : {}),
  },
  localizations: row.localizations,
  privacy: row.privacy,
  thumbnailUrl: null,
  publishedAt: row.published_at.toISOString(),
});

/** The demo's videos.list and videos.update over production_demo_videos. */
export function demoVideoApi(db: Db): VideoApi {
  const columns = [
    'video_id',
    'channel_id',
    'title',
    'description',
    'tags',
    'category_id',
    'default_language',
    'localizations',
    'privacy',
    'published_at',
  ] as const;
  return {
    access: async (channelId) => {
      const row = await db.selectFrom('production_demo_videos').select('video_id').where('channel_id', '=', channelId).limit(1).executeTakeFirst();
      return row ? { baseUrl: DEMO_VIDEO_API, accessToken: '', timeoutMs: 0, contentOwnerId: null } : null;
    },
    list: async (_access, videoIds) => {
      if (videoIds.length === 0) return [];
      const rows = await db
        .selectFrom('production_demo_videos')
        .select(columns)
        .where('video_id', 'in', [...new Set(videoIds)])
        .execute();
      const byId = new Map(rows.map((r) => [r.video_id, r]));
      return [...new Set(videoIds)].flatMap((id) => (byId.has(id) ? [metadataOf(byId.get(id)!)] : []));
    },
    update: async (_access, video) => {
      const row = await db.selectFrom('production_demo_videos').select(columns).where('video_id', '=', video.videoId).executeTakeFirst();
      if (!row) throw new GoogleApiError('data:videos.update', 404, ['videonotfound'], 'The video that you are trying to update cannot be found.');
      if (!YOUTUBE_CATEGORIES.has(video.snippet.categoryId)) throw new GoogleApiError('data:videos.update', 400, ['invalidcategoryid'], 'Invalid category.');
      if (video.localizations && Object.keys(video.localizations).length > 0 && !video.snippet.defaultLanguage)
        throw new GoogleApiError('data:videos.update', 400, ['defaultlanguagenotset'], 'The default language must be set to localize.');
      const updated = await db
        .updateTable('production_demo_videos')
        .set({
          title: video.snippet.title,
          description: video.snippet.description,
          tags: video.snippet.tags,
          category_id: video.snippet.categoryId,
          default_language: video.snippet.defaultLanguage ?? null,
          ...(video.localizations ? { localizations: JSON.stringify(video.localizations) } : {}),
        })
        .where('video_id', '=', video.videoId)
        .returning(columns)
        .executeTakeFirstOrThrow();
      return metadataOf(updated);
    },
  };
}

/** YouTube for every channel, the demo table for the demo's channels (checked first). */
export function withDemoVideos(youtube: VideoApi, demo: VideoApi): VideoApi {
  const isDemo = (access: { baseUrl: string }) => access.baseUrl === DEMO_VIDEO_API;
  return {
    access: async (channelId) => (await demo.access(channelId)) ?? youtube.access(channelId),
    list: (access, ids) => (isDemo(access) ? demo.list(access, ids) : youtube.list(access, ids)),
    update: (access, video) => (isDemo(access) ? demo.update(access, video) : youtube.update(access, video)),
  };
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

const descriptionOf = (title: string, tags: readonly string[]) =>
  `${title}\n\n這集的拍攝花絮與使用器材都整理在下方，有問題歡迎留言。\n${tags.map((t) => `#${t.replaceAll(' ', '')}`).join(' ')}\n\n歡迎訂閱頻道，開啟小鈴鐺！`;

/**
 * The demo: every channel user_owner owns or manages gets its stored videos as editable YouTube metadata, with
 * zh-TW the default language (but one video without it), Japanese titles on some and English on
 * others, and two weeks of history: a tag added to six videos (by the owner, later undone), and
 * English titles set on four videos by the network's staff (three applied, one refused by YouTube
 * because the video has no default language). Times are Asia/Taipei working hours.
 */
export async function seedVideoDataDemo(trx: Db, options: DemoSeedOptions): Promise<{ videos: number; runs: number }> {
  const owner = options.userIds.get('user_owner');
  const staff = options.userIds.get('staff');
  if (owner === undefined || staff === undefined) return { videos: 0, runs: 0 };
  const channels = await trx
    .selectFrom('channel_members')
    .select('channel_id')
    .where('user_id', '=', owner)
    .where('member_type', 'in', ['owner', 'staff'])
    .orderBy('channel_id')
    .execute();
  let videos = 0;
  let runs = 0;
  // 10:00 Taipei (02:00 UTC) of the seed day, going back.
  const seedDay = Date.UTC(options.seedDay.getUTCFullYear(), options.seedDay.getUTCMonth(), options.seedDay.getUTCDate()) + 2 * HOUR;
  const at = (daysAgo: number, hours: number, minutes: number) => new Date(seedDay - daysAgo * DAY + hours * HOUR + minutes * 60_000);
  for (const { channel_id: channelId } of channels) {
    const stored = await storedVideos(trx, channelId);
    if (stored.length === 0) continue;
    const rows = stored.map((v, i) => {
      const localizations: Localizations = {};
      if (i % 3 === 1) localizations.ja = { title: `【日本語】${v.title}`, description: 'チャンネル登録よろしくお願いします！' };
      if (i % 5 === 2) localizations.en = { title: `[EN] ${v.title}`, description: 'Subscribe and turn on notifications!' };
      return {
        video_id: v.video_id,
        channel_id: channelId,
        title: v.title,
        description: descriptionOf(v.title, v.tags),
        tags: v.tags,
        category_id: ['22', '19', '24', '26'][i % 4]!,
        // The fourth video has no default language: YouTube refuses its localizations.
        default_language: i === 3 ? null : 'zh-TW',
        localizations: JSON.stringify(localizations),
        privacy: v.privacy,
        published_at: v.published_at,
      };
    });
    for (const batch of chunks(rows, 500)) await trx.insertInto('production_demo_videos').values(batch).execute();
    videos += rows.length;

    // The history: a tag added (and undone), then English titles set.
    const tagged = rows.slice(0, 6);
    const addTag = tagged.map((r) => ({ video_id: r.video_id, changes: [{ field: 'tags', before: r.tags, after: [...r.tags, '2026 精選'] }] }));
    const undoTag = addTag.map((v) => ({ video_id: v.video_id, changes: [{ field: 'tags', before: v.changes[0]!.after, after: v.changes[0]!.before }] }));
    const localized = rows.slice(0, 5).filter((r) => !r.localizations.includes('"en"'));
    const english = localized.slice(0, 4).map((r) => ({
      video_id: r.video_id,
      changes: [
        {
          field: 'localizations.en',
          before: null,
          after: { title: `Studio diary: ${r.title}`.slice(0, 100), description: 'New every Friday. Subscribe and turn on notifications!' },
        },
      ],
    }));
    const insertRun = async (
      run: { undoOf: number | null; by: number; created: Date; finished: Date },
      items: { video_id: string; changes: unknown[]; state?: 'applied' | 'failed'; error?: string }[],
    ) => {
      const { id } = await trx
        .insertInto('production_video_runs')
        .values({
          channel_id: channelId,
          undo_of: run.undoOf,
          state: 'done',
          quota_units: items.length * 50,
          created_by: run.by,
          created_at: run.created,
          finished_at: run.finished,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('production_video_run_items')
        .values(
          items.map((item, position) => ({
            run_id: id,
            position,
            video_id: item.video_id,
            changes: JSON.stringify(item.changes),
            state: item.state ?? 'applied',
            error: item.error ?? null,
          })),
        )
        .execute();
      runs += 1;
      return id;
    };
    const first = await insertRun({ undoOf: null, by: owner, created: at(12, 1, 12), finished: at(12, 1, 13) }, addTag);
    await insertRun({ undoOf: first, by: owner, created: at(11, 5, 47), finished: at(11, 5, 48) }, undoTag);
    await insertRun(
      { undoOf: null, by: staff, created: at(3, 4, 26), finished: at(3, 4, 27) },
      english.map((item) => {
        const row = rows.find((r) => r.video_id === item.video_id)!;
        return row.default_language === null ? { ...item, state: 'failed' as const, error: 'errors.videoDefaultLanguageMissing' } : item;
      }),
    );
    // What YouTube holds now: the tag run undone, the English titles of the videos that took them.
    for (const item of english) {
      const row = rows.find((r) => r.video_id === item.video_id)!;
      if (row.default_language === null) continue;
      const localizations = { ...(JSON.parse(row.localizations) as Localizations), en: item.changes[0]!.after };
      await trx
        .updateTable('production_demo_videos')
        .set({ localizations: JSON.stringify(localizations) })
        .where('video_id', '=', item.video_id)
        .execute();
    }
  }
  return { videos, runs };
}
