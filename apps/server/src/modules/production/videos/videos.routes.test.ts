// The video data manager against the fake Google (issue 29): the list with localizations, the
// preview equals what videos.update is sent, undo restores the previous values, the quota each run
// costs and a run stopped cleanly when the quota runs out, YouTube's refusals per video, and who may
// read and edit (written out by hand: docs/decisions/production.md).
import type { ProductionVideo, VideoBatchPreview, VideoRun } from '@chorus/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { ALL_SCOPES, startFakeGoogle, type FakeGoogle, type FakeVideo } from '../../../../test/fake-google.ts';
import { demo, startTestApp, type Session, type TestApp } from '../../../../test/harness.ts';
import { authorize } from '../../../../test/youtube-flow.ts';
import { multipartBody } from '../../../../test/multipart.ts';
import { applyRun } from './apply-run.job.ts';
import { youtubeVideoApi } from './video-source.ts';

const CHANNEL = 'UCvideodatachannel000001';
const FORCE_SSL = 'https://www.googleapis.com/auth/youtube.force-ssl';
const BATCH = '/api/v1/production/videos/batch';

let fake: FakeGoogle;
let t: TestApp;
let owner: Session;

const original = (): FakeVideo[] => [
  {
    id: 'pvTokyo0001',
    channelId: CHANNEL,
    title: 'Tokyo vlog day 1',
    description: 'A day in Tokyo.',
    tags: ['vlog', 'Tokyo'],
    publishedAt: '2026-10-01T10:00:00Z',
    duration: 'PT8M',
    views: 100,
    categoryId: '19',
    defaultLanguage: 'zh-TW',
    localizations: { ja: { title: '東京 1日目', description: '東京の一日。' }, ko: { title: '도쿄 1일차', description: '도쿄에서 하루.' } },
  },
  {
    id: 'pvOsaka0002',
    channelId: CHANNEL,
    title: 'Osaka food',
    description: 'Street food.',
    publishedAt: '2026-10-02T10:00:00Z',
    duration: 'PT5M',
    views: 50,
    defaultLanguage: 'zh-TW',
  },
  {
    id: 'pvKyoto0003',
    channelId: CHANNEL,
    title: 'Kyoto temples',
    description: '',
    tags: ['Kyoto'],
    publishedAt: '2026-10-03T10:00:00Z',
    duration: 'PT6M',
    views: 30,
  },
];

/** What the manager edits of a fake video (an absent category is YouTube's default, no tags an empty list). */
const metadata = (v: FakeVideo) => ({
  id: v.id,
  title: v.title,
  description: v.description ?? '',
  tags: v.tags ?? [],
  categoryId: v.categoryId ?? '22',
  defaultLanguage: v.defaultLanguage,
  localizations: v.localizations ?? {},
});
const post = (session: Session, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: session.headers, ...(payload ? { payload } : {}) });
const progress = { set() {} };
const apply = (runId: number) => applyRun({ db: t.ctx.db, clock: t.ctx.clock, api: youtubeVideoApi(t.ctx) }, runId, progress);
const updates = () => fake.state.requests.filter((r) => r.method === 'PUT' && r.path === '/youtube/v3/videos');
const runs = async (session: Session) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/production/videos/runs?channel_id=${CHANNEL}`, headers: session.headers });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: VideoRun[] }).items;
};

beforeAll(async () => {
  fake = await startFakeGoogle();
  t = await startTestApp({ config: { youtube: fake.youtubeConfig(loadConfig({}).youtube, { refreshCron: null }) } });
  fake.addChannel({ id: CHANNEL, title: 'Video data channel', subscribers: 10, views: 100 }, 'videodata-google');
  fake.state.videos.push(...original());
  owner = await t.signIn(demo('user'));
  expect((await authorize(t, fake, owner, 'videodata-google', { scopes: [...ALL_SCOPES, FORCE_SSL] })).result).toBe('linked');
  // The channel's stored videos, as its refresh leaves them (the list starts from these).
  await t.db
    .insertInto('videos')
    .values(
      original().map((v) => ({
        video_id: v.id,
        channel_id: CHANNEL,
        kind: 'video' as const,
        title: v.title,
        tags: v.tags ?? [],
        duration_seconds: 300,
        published_at: v.publishedAt,
      })),
    )
    .execute();
  await t.signInDemo(['viewer', 'staff', 'user_owner', 'user_editor']);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(async () => {
  // Every test starts from the original videos, no run under way and the whole quota.
  fake.state.videos.splice(0, fake.state.videos.length, ...original());
  fake.state.dataUnitLimit = Number.POSITIVE_INFINITY;
  await t.db.updateTable('production_video_runs').set({ state: 'done' }).where('state', 'in', ['queued', 'running']).execute();
});

describe('the channel’s videos', () => {
  it('lists every stored video with YouTube’s metadata and the zh-TW, ja and en localizations only', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/production/videos?channel_id=${CHANNEL}`, headers: owner.headers });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as { items: ProductionVideo[]; source: string };
    expect(answer.source).toBe('youtube');
    expect(answer.items.map((v) => v.video_id)).toEqual(['pvKyoto0003', 'pvOsaka0002', 'pvTokyo0001']);
    expect(answer.items[2]).toMatchObject({
      title: 'Tokyo vlog day 1',
      description: 'A day in Tokyo.',
      tags: ['vlog', 'Tokyo'],
      category_id: '19',
      default_language: 'zh-TW',
      privacy: 'public',
      localizations: { ja: { title: '東京 1日目', description: '東京の一日。' } },
      thumbnail_url: 'https://i.ytimg.example/vi/pvTokyo0001/default.jpg',
    });
  });
});

describe('a bulk edit', () => {
  const changes = [
    {
      video_id: 'pvTokyo0001',
      title: '東京 vlog day 1',
      tags: ['vlog', 'Tokyo', 'travel'],
      localizations: { en: { title: 'Tokyo day 1', description: 'A day.' } },
    },
    { video_id: 'pvOsaka0002', description: 'Street food in Osaka.' },
    { video_id: 'pvKyoto0003', title: 'Kyoto temples' },
  ];

  it('previews every change with its quota, sends nothing; the run then sends exactly the previewed values', async () => {
    const before = fake.state.requests.length;
    const response = await post(owner, BATCH, { channel_id: CHANNEL, dry_run: true, changes });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json() as VideoBatchPreview;
    expect(preview).toEqual({
      changes: [
        { video_id: 'pvTokyo0001', field: 'title', before: 'Tokyo vlog day 1', after: '東京 vlog day 1' },
        { video_id: 'pvTokyo0001', field: 'tags', before: ['vlog', 'Tokyo'], after: ['vlog', 'Tokyo', 'travel'] },
        { video_id: 'pvTokyo0001', field: 'localizations.en', before: null, after: { title: 'Tokyo day 1', description: 'A day.' } },
        { video_id: 'pvOsaka0002', field: 'description', before: 'Street food.', after: 'Street food in Osaka.' },
      ],
      // pvKyoto0003's title is already that: no update, no cost.
      quota_units: 100,
    });
    expect(fake.state.requests.slice(before).filter((r) => r.method === 'PUT')).toEqual([]);
    expect(await t.db.selectFrom('production_video_runs').select('id').where('channel_id', '=', CHANNEL).execute()).toHaveLength(0);

    const unitsBefore = fake.state.dataUnits;
    const sentBefore = updates().length;
    const started = await post(owner, BATCH, { channel_id: CHANNEL, dry_run: false, changes });
    expect(started.statusCode, started.body).toBe(202);
    const { job_id, run_id, quota_units } = started.json() as { job_id: string; run_id: number; quota_units: number };
    expect(job_id).toEqual(expect.any(String));
    expect(quota_units).toBe(preview.quota_units);
    await apply(run_id);

    const sent = updates().slice(sentBefore);
    expect(sent.map((r) => r.query.part)).toEqual(['snippet,localizations', 'snippet']);
    const bodies = sent.map((r) => JSON.parse(r.body) as { id: string; snippet: Record<string, unknown>; localizations?: object });
    // Each previewed after value is what was sent; the rest of the snippet is YouTube's own (whole, as videos.update replaces it).
    for (const row of preview.changes) {
      const body = bodies.find((b) => b.id === row.video_id)!;
      const value = row.field.startsWith('localizations.') ? (body.localizations as Record<string, unknown>)[row.field.slice(14)] : body.snippet[row.field];
      expect(value).toEqual(row.after);
    }
    expect(bodies[0]).toEqual({
      id: 'pvTokyo0001',
      snippet: { title: '東京 vlog day 1', description: 'A day in Tokyo.', tags: ['vlog', 'Tokyo', 'travel'], categoryId: '19', defaultLanguage: 'zh-TW' },
      localizations: {
        ja: { title: '東京 1日目', description: '東京の一日。' },
        ko: { title: '도쿄 1일차', description: '도쿄에서 하루.' },
        en: { title: 'Tokyo day 1', description: 'A day.' },
      },
    });
    // Quota: the start's preview and the job each read the videos once (1 unit each), and two updates of 50.
    expect(fake.state.dataUnits - unitsBefore).toBe(2 + quota_units);
    const [run] = await runs(owner);
    expect(run).toMatchObject({ run_id, state: 'done', quota_units: 100, undo_of: null });
    expect(run!.results.map((r) => [r.video_id, r.state, r.error])).toEqual([
      ['pvTokyo0001', 'applied', null],
      ['pvOsaka0002', 'applied', null],
    ]);
  });

  it('undo is a run that restores every previous value, and a run is undone once', async () => {
    const started = await post(owner, BATCH, { channel_id: CHANNEL, dry_run: false, changes });
    const { run_id } = started.json() as { run_id: number };
    await apply(run_id);
    expect(fake.state.videos.find((v) => v.id === 'pvTokyo0001')!.localizations).toHaveProperty('en');

    const undo = await post(owner, `/api/v1/production/videos/runs/${run_id}/undo`);
    expect(undo.statusCode, undo.body).toBe(202);
    const undoRun = (undo.json() as { run_id: number }).run_id;
    await apply(undoRun);
    expect(fake.state.videos.map(metadata)).toEqual(original().map(metadata));
    const [latest] = await runs(owner);
    expect(latest).toMatchObject({ run_id: undoRun, undo_of: run_id, state: 'done' });
    expect((await runs(owner)).find((r) => r.run_id === run_id)!.undone_by).toBe(undoRun);

    const again = await post(owner, `/api/v1/production/videos/runs/${run_id}/undo`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('errors.videoRunNotUndoable');
  });

  it('stops cleanly when the quota runs out: the rest is marked not sent, and what was applied can be undone', async () => {
    const many = [
      { video_id: 'pvTokyo0001', title: 'One' },
      { video_id: 'pvOsaka0002', title: 'Two' },
      { video_id: 'pvKyoto0003', title: 'Three' },
    ];
    const started = await post(owner, BATCH, { channel_id: CHANNEL, dry_run: false, changes: many });
    expect(started.statusCode, started.body).toBe(202);
    // Enough for the list (1 unit) and one update (50): the second update is refused.
    fake.state.dataUnitLimit = fake.state.dataUnits + 51;
    const { run_id } = started.json() as { run_id: number };
    await apply(run_id);
    const run = (await runs(owner)).find((r) => r.run_id === run_id)!;
    expect(run.state).toBe('stopped_quota');
    expect(run.results.map((r) => [r.video_id, r.state, r.error])).toEqual([
      ['pvTokyo0001', 'applied', null],
      ['pvOsaka0002', 'not_sent', 'errors.videoDataQuota'],
      ['pvKyoto0003', 'not_sent', 'errors.videoDataQuota'],
    ]);
    expect(fake.state.videos.map((v) => v.title)).toEqual(['One', 'Osaka food', 'Kyoto temples']);
  });

  it('records YouTube’s refusal of one video and goes on with the others', async () => {
    fake.state.videos.find((v) => v.id === 'pvTokyo0001')!.categoryId = '999';
    const started = await post(owner, BATCH, {
      channel_id: CHANNEL,
      dry_run: false,
      changes: [
        { video_id: 'pvTokyo0001', title: 'Refused' },
        { video_id: 'pvKyoto0003', localizations: { ja: { title: '京都', description: '' } } },
        { video_id: 'pvOsaka0002', title: 'Accepted' },
      ],
    });
    const { run_id } = started.json() as { run_id: number };
    await apply(run_id);
    const run = (await runs(owner)).find((r) => r.run_id === run_id)!;
    expect(run.results.map((r) => [r.video_id, r.state, r.error])).toEqual([
      ['pvTokyo0001', 'failed', 'errors.videoCategoryInvalid'],
      ['pvKyoto0003', 'failed', 'errors.videoDefaultLanguageMissing'],
      ['pvOsaka0002', 'applied', null],
    ]);
    expect(run.state).toBe('done');
  });

  it('refuses bad input with a translated message and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: BATCH,
      headers: { ...owner.headers, 'x-chorus-language': 'ja' },
      payload: { channel_id: CHANNEL, dry_run: false, changes: [{ video_id: 'pvTokyo0001', title: 'x'.repeat(101) }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields['changes.0.title']).toBe('動画のタイトルは 100 文字までです。');
    const unknown = await post(owner, BATCH, { channel_id: CHANNEL, dry_run: true, changes: [{ video_id: 'notInChannel', title: 'x' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty(['changes.0.video_id']);
    expect(await t.db.selectFrom('production_video_runs').select('id').where('state', '=', 'queued').execute()).toHaveLength(0);
  });

  it('runs one bulk edit of a channel at a time', async () => {
    const first = await post(owner, BATCH, { channel_id: CHANNEL, dry_run: false, changes: [{ video_id: 'pvKyoto0003', title: 'First' }] });
    expect(first.statusCode).toBe(202);
    const second = await post(owner, BATCH, { channel_id: CHANNEL, dry_run: false, changes: [{ video_id: 'pvKyoto0003', title: 'Second' }] });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('errors.videoRunBusy');
  });
});

describe('the .xlsx round trip', () => {
  const download = async (language = 'ja') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/production/videos/xlsx?channel_id=${CHANNEL}`,
      headers: { ...owner.headers, 'x-chorus-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    return workbook;
  };
  const upload = async (workbook: ExcelJS.Workbook, language = 'en') => {
    const { payload, contentType } = multipartBody({
      field: 'file',
      filename: 'videos.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      data: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/production/videos/xlsx?channel_id=${CHANNEL}`,
      headers: { ...owner.headers, 'content-type': contentType, 'x-chorus-language': language },
      payload,
    });
  };

  it('downloads the videos with headings in the requester’s language, and an edited file (read in another language) answers the changes and their preview; nothing is sent', async () => {
    const workbook = await download('ja');
    const sheet = workbook.getWorksheet('videos')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '動画 ID',
      'タイトル',
      '説明',
      'タグ（カンマ区切り）',
      'タイトル（繁体字中国語）',
      '説明（繁体字中国語）',
      'タイトル（日本語）',
      '説明（日本語）',
      'タイトル（英語）',
      '説明（英語）',
    ]);
    expect((await download('zh-TW')).getWorksheet('videos')!.getRow(1).getCell(5).value).toBe('標題（繁體中文）');
    const tokyo = sheet.getRow(4);
    expect(tokyo.getCell(1).value).toBe('pvTokyo0001');
    expect(tokyo.getCell(7).value).toBe('東京 1日目');
    tokyo.getCell(2).value = '東京 vlog 1';
    tokyo.getCell(4).value = 'vlog, Tokyo, travel';
    tokyo.getCell(9).value = 'Tokyo day 1';
    const sentBefore = updates().length;
    const response = await upload(workbook);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as VideoBatchPreview & { batch: object[] };
    expect(answer.changes).toEqual([
      { video_id: 'pvTokyo0001', field: 'title', before: 'Tokyo vlog day 1', after: '東京 vlog 1' },
      { video_id: 'pvTokyo0001', field: 'tags', before: ['vlog', 'Tokyo'], after: ['vlog', 'Tokyo', 'travel'] },
      { video_id: 'pvTokyo0001', field: 'localizations.en', before: null, after: { title: 'Tokyo day 1', description: '' } },
    ]);
    expect(answer.quota_units).toBe(50);
    expect(answer.batch).toHaveLength(3);
    expect(updates().length).toBe(sentBefore);
    // Applying is the batch route with the file's changes.
    const preview = await post(owner, BATCH, { channel_id: CHANNEL, dry_run: true, changes: answer.batch });
    expect((preview.json() as VideoBatchPreview).changes).toEqual(answer.changes);
  });

  it('still reads a file whose headings are the column codes (downloaded before the headings were translated)', async () => {
    const workbook = await download('en');
    const codes = ['video_id', 'title', 'description', 'tags', 'zh-TW_title', 'zh-TW_description', 'ja_title', 'ja_description', 'en_title', 'en_description'];
    const sheet = workbook.getWorksheet('videos')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Video ID');
    codes.forEach((code, i) => (sheet.getRow(1).getCell(i + 1).value = code));
    sheet.getRow(2).getCell(2).value = 'Kyoto temples in autumn';
    const response = await upload(workbook, 'zh-TW');
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as VideoBatchPreview).changes).toEqual([
      { video_id: 'pvKyoto0003', field: 'title', before: 'Kyoto temples', after: 'Kyoto temples in autumn' },
    ]);
  });

  it('refuses a file with a bad row by its line, and changes nothing', async () => {
    const workbook = await download();
    workbook.getWorksheet('videos')!.getRow(3).getCell(2).value = 'x'.repeat(101);
    const response = await upload(workbook, 'zh-TW');
    expect(response.statusCode).toBe(400);
    const error = response.json().error as { code: string; message: string; fields: Record<string, string> };
    expect(error.code).toBe('errors.videoSheetRow');
    expect(error.message).toContain('第 3 列');
    expect(error.fields).toEqual({ 'rows.3.title': '影片標題最多 100 個字元。' });
  });
});

describe('who may read and edit (by hand, spec 6 and the decision record)', () => {
  const dryRun = { channel_id: CHANNEL, dry_run: true, changes: [{ video_id: 'pvKyoto0003', title: 'Probe' }] };
  const list = (key: string) => t.demoCall(key, 'GET', `/api/v1/production/videos?channel_id=${CHANNEL}`);

  it('the channel’s owner and staff (a managing role) edit', async () => {
    expect((await post(owner, BATCH, dryRun)).statusCode).toBe(200);
    expect((await t.demoCall('staff', 'POST', BATCH, dryRun)).statusCode).toBe(200);
  });
  it('the viewer reads every channel but never edits', async () => {
    expect((await list('viewer')).statusCode).toBe(200);
    const refused = await t.demoCall('viewer', 'POST', BATCH, dryRun);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('errors.forbidden');
  });
  it('for another channel’s people the channel does not exist', async () => {
    for (const key of ['user_owner', 'user_editor']) {
      expect((await list(key)).statusCode).toBe(404);
      expect((await t.demoCall(key, 'POST', BATCH, dryRun)).statusCode).toBe(404);
    }
  });
  it('a plain member of the channel reads it and may not edit', async () => {
    const editorId = await t.demoUserId('user_editor');
    await t.db.insertInto('channel_members').values({ channel_id: CHANNEL, user_id: editorId, member_type: 'member' }).execute();
    const editor = await t.signIn(demo('user_editor'));
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/production/videos?channel_id=${CHANNEL}`, headers: editor.headers })).statusCode).toBe(200);
    expect((await post(editor, BATCH, dryRun)).statusCode).toBe(403);
    await t.db.deleteFrom('channel_members').where('channel_id', '=', CHANNEL).where('user_id', '=', editorId).execute();
  });
});
