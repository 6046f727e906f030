// The performance part through the real routes: case videos (added by ID or any YouTube address,
// validated against the case's channel from its stored data or YouTube, removed, each change an
// event with its actor), the package scope (another team's package, case or video does not exist),
// the schedule of publish dates, and the performance report, its figures checked against sums worked
// out by hand from the fixture's daily rows, and its CSV and xlsx read back.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { expectErrorBody } from '../../../../test/error-body.ts';
import { startFakeGoogle, type FakeGoogle } from '../../../../test/fake-google.ts';
import { demo, startTestApp, type TestApp } from '../../../../test/harness.ts';
import { authorize } from '../../../../test/youtube-flow.ts';

let fake: FakeGoogle;
let t: TestApp;
const as = (who: string) => t.demoHeaders(who);
const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: as(who) });
const addVideo = (who: string, caseId: number, video: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/v1/collab/cases/${caseId}/videos`, headers: as(who), payload: { video } });
const removeVideo = (who: string, caseId: number, videoId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/collab/cases/${caseId}/videos/${videoId}`, headers: as(who) });

/** The history line a case video change left (the one of its kind on the case). */
const caseEvent = (caseId: number, kind: 'case_video_added' | 'case_video_removed') =>
  t.db.selectFrom('collab_events').selectAll().where('case_id', '=', caseId).where('kind', '=', kind).executeTakeFirstOrThrow();

const CH = 'UCperfTestChannel0000001';
const OTHER_CH = 'UCperfTestChannel0000002';
const YT_CH = 'UCperfYoutubeChannel0001';

let brightside: number;
let otherTeam: number;
/** Brightside's package: case A on CH (the report's), case on OTHER_CH (for validation). */
let pkg: number;
let caseMain: number;
let caseOther: number;
/** Another team's package and case. */
let foreignPkg: number;
let foreignCase: number;
/** Brightside's second package: a case with a video still to come, and an agreed case without one. */
let laterPkg: number;
let caseFuture: number;
let caseWaiting: number;
let caseYoutube: number;
let futureAt: Date;

type Day = { day: string; views: number; likes?: number; comments?: number; shares?: number; watch_minutes?: number; subscribers_gained?: number };

async function video(id: string, channelId: string, durationSeconds: number, publishedAt: string, days: Day[] = []) {
  await t.db
    .insertInto('videos')
    .values({
      video_id: id,
      channel_id: channelId,
      kind: durationSeconds < 60 ? 'short' : 'video',
      title: `Title of ${id}`,
      duration_seconds: durationSeconds,
      published_at: publishedAt,
    })
    .execute();
  if (days.length > 0)
    await t.db
      .insertInto('video_daily_metrics')
      .values(days.map((d) => ({ video_id: id, ...d })))
      .execute();
}

async function packageOf(advertiserId: number, name: string) {
  return (
    await t.db
      .insertInto('collab_packages')
      .values({ advertiser_id: advertiserId, name, status: 'matching_complete' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}
async function caseOf(packageId: number, channelId: string, status = 'creator_agreed') {
  return (await t.db.insertInto('collab_cases').values({ package_id: packageId, channel_id: channelId, status }).returning('id').executeTakeFirstOrThrow()).id;
}

beforeAll(async () => {
  fake = await startFakeGoogle();
  fake.state.pageSize = 10;
  t = await startTestApp({ config: { youtube: fake.youtubeConfig(loadConfig({}).youtube, { refreshCron: null }) } });
  await t.signInDemo(['admin', 'staff', 'viewer', 'advertiser', 'advertiser_client', 'agency', 'agency_team', 'reseller', 'finance', 'user']);
  for (const [id, title] of [
    [CH, 'Perf channel'],
    [OTHER_CH, 'Other perf channel'],
  ]) {
    await t.db.insertInto('channels').values({ channel_id: id!, title: title!, source_type: 'YT', language: 'en' }).execute();
  }
  // The case videos: A (short, 300 s) and B (short) in one case; figures through 2026-03-04, set by the long video's last day.
  await video('perfCaseA01', CH, 300, '2026-03-01T10:00:00Z', [
    { day: '2026-03-01', views: 100, likes: 10, comments: 2, shares: 1, watch_minutes: 250, subscribers_gained: 3 },
    { day: '2026-03-02', views: 50, likes: 5, comments: 1, shares: 0, watch_minutes: 120, subscribers_gained: 1 },
    { day: '2026-03-03', views: 30, likes: 2, comments: 0, shares: 1, watch_minutes: 60, subscribers_gained: 0 },
  ]);
  await video('perfCaseB01', CH, 240, '2026-02-25T08:00:00Z', [
    { day: '2026-02-25', views: 300, likes: 30, comments: 5, shares: 5, watch_minutes: 900, subscribers_gained: 10 },
  ]);
  // Same class (short), within 365 days: the average's videos.
  await video('perfPeerS01', CH, 200, '2026-02-01T09:00:00Z', [
    { day: '2026-02-01', views: 40, likes: 4, comments: 1, shares: 0, watch_minutes: 80, subscribers_gained: 1 },
    { day: '2026-02-03', views: 20, likes: 1, comments: 0, shares: 1, watch_minutes: 30, subscribers_gained: 0 },
    { day: '2026-02-05', views: 1000 },
  ]);
  await video('perfPeerS02', CH, 479, '2026-01-10T12:00:00Z', [
    { day: '2026-01-10', views: 80, likes: 6, comments: 3, shares: 2, watch_minutes: 200, subscribers_gained: 2 },
    { day: '2026-01-13', views: 10, likes: 1, comments: 0, shares: 0, watch_minutes: 20, subscribers_gained: 0 },
  ]);
  // Not in the average: another class, too old, no figures at all.
  await video('perfLong001', CH, 600, '2026-02-10T09:00:00Z', [
    { day: '2026-02-10', views: 5000, likes: 500 },
    { day: '2026-03-04', views: 7 },
  ]);
  await video('perfOld0001', CH, 100, '2024-12-01T09:00:00Z', [{ day: '2024-12-01', views: 9999, likes: 999 }]);
  await video('perfNoData1', CH, 100, '2026-02-20T09:00:00Z');
  // Four more of CH's videos for the address forms, one of OTHER_CH.
  for (const id of ['perfForm001', 'perfForm002', 'perfForm003', 'perfForm004']) await video(id, CH, 90, '2026-02-15T09:00:00Z');
  await video('perfOther01', OTHER_CH, 90, '2026-02-15T09:00:00Z');

  brightside = (await t.db.selectFrom('advertisers').select('id').where('name', '=', 'Brightside Foods').executeTakeFirstOrThrow()).id;
  otherTeam = (await t.db.insertInto('advertisers').values({ name: 'Northwind Drinks', kind: 'advertiser' }).returning('id').executeTakeFirstOrThrow()).id;
  pkg = await packageOf(brightside, 'Spring launch');
  caseMain = await caseOf(pkg, CH);
  caseOther = await caseOf(pkg, OTHER_CH);
  foreignPkg = await packageOf(otherTeam, 'Northwind summer');
  foreignCase = await caseOf(foreignPkg, CH);
  laterPkg = await packageOf(brightside, 'Autumn teaser');
  caseFuture = await caseOf(laterPkg, OTHER_CH);
  caseWaiting = await caseOf(laterPkg, CH);
  futureAt = new Date(t.clock.now().getTime() + 20 * 86_400_000);
  await t.db.insertInto('collab_case_videos').values({ case_id: caseFuture, video_id: 'perfFutur01', title: 'Coming soon', published_at: futureAt }).execute();
  await t.db
    .insertInto('collab_case_videos')
    .values({ case_id: foreignCase, video_id: 'perfPeerS01', title: 'Foreign', published_at: '2026-02-01T09:00:00Z' })
    .execute();

  // A channel linked through YouTube (the fake), whose videos are not stored yet.
  fake.addChannel({ id: YT_CH, title: 'Linked perf channel', subscribers: 10, views: 100 }, 'perf-google');
  fake.state.videos.push(
    { id: 'ytFresh0001', channelId: YT_CH, title: 'Fresh upload — 新影片', publishedAt: '2026-03-18T08:00:00Z', duration: 'PT4M', views: 10 },
    { id: 'ytElsewher1', channelId: 'UCsomebodyElse0000000001', title: 'Not theirs', publishedAt: '2026-03-18T08:00:00Z', duration: 'PT4M', views: 10 },
  );
  const owner = await t.signIn(demo('user'));
  expect((await authorize(t, fake, owner, 'perf-google')).result).toBe('linked');
  caseYoutube = await caseOf(laterPkg, YT_CH);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('case videos', () => {
  it('adds a video of the case channel by ID, with its title and publish time from the stored data, and keeps an event with actor and time', async () => {
    const response = await addVideo('staff', caseMain, 'perfCaseA01');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      case_id: caseMain,
      video_id: 'perfCaseA01',
      title: 'Title of perfCaseA01',
      published_at: '2026-03-01T10:00:00.000Z',
    });
    const event = await caseEvent(caseMain, 'case_video_added');
    expect(event.package_id).toBe(pkg);
    expect(event.actor_user_id).toBe(await t.demoUserId('staff'));
    expect(event.details).toMatchObject({ video_id: 'perfCaseA01' });
    expect(event.at.getTime()).toBe(t.clock.now().getTime());
  });

  it('takes the watch, youtu.be, shorts and embed addresses', async () => {
    const forms = [
      ['https://www.youtube.com/watch?v=perfForm001&t=10s', 'perfForm001'],
      ['https://youtu.be/perfForm002?si=x', 'perfForm002'],
      ['youtube.com/shorts/perfForm003', 'perfForm003'],
      ['https://www.youtube.com/embed/perfForm004', 'perfForm004'],
    ];
    for (const [address, id] of forms) {
      const response = await addVideo('agency', caseMain, address);
      expect(response.statusCode, `${address}: ${response.body}`).toBe(200);
      expect(response.json().video_id).toBe(id);
    }
    const list = (await get('advertiser', `/api/v1/collab/cases/${caseMain}/videos`)).json().videos.map((v: { video_id: string }) => v.video_id);
    expect(list.sort()).toEqual(['perfCaseA01', 'perfForm001', 'perfForm002', 'perfForm003', 'perfForm004']);
  });

  it('refuses a video of another channel, an unknown one and text that names no video, with the spec 8 message; nothing is kept', async () => {
    const before = await t.db.selectFrom('collab_case_videos').select('id').execute();
    const events = await t.db.selectFrom('collab_events').select('id').execute();
    for (const [input, code] of [
      ['perfOther01', 'errors.caseVideoInvalid'],
      ['https://youtu.be/perfOther01', 'errors.caseVideoInvalid'],
      ['noSuchVid00', 'errors.caseVideoInvalid'],
      ['not a video', 'errors.invalidInput'],
      ['https://evil.example/watch?v=perfCaseA01', 'errors.invalidInput'],
      ['perfCaseA0', 'errors.invalidInput'],
    ] as const) {
      const response = await addVideo('staff', caseMain, input);
      expect(response.statusCode, input).toBe(400);
      const error = expectErrorBody(response);
      expect(error.code, input).toBe(code);
      if (code === 'errors.caseVideoInvalid') expect(error.message).toContain('影片 ID');
      else expect(error.fields).toEqual({ video: expect.stringContaining('影片 ID') });
    }
    expect((await addVideo('staff', caseOther, 'perfCaseA01')).json().error.code).toBe('errors.caseVideoInvalid');
    expect(await t.db.selectFrom('collab_case_videos').select('id').execute()).toHaveLength(before.length);
    expect(await t.db.selectFrom('collab_events').select('id').execute()).toHaveLength(events.length);
  });

  it('asks YouTube (the fake) about a video the channel data does not hold yet, and refuses one YouTube places on another channel', async () => {
    fake.state.requests.length = 0;
    const added = await addVideo('staff', caseYoutube, 'https://www.youtube.com/watch?v=ytFresh0001');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ video_id: 'ytFresh0001', title: 'Fresh upload — 新影片', published_at: '2026-03-18T08:00:00.000Z' });
    const calls = fake.state.requests.filter((r) => r.path === '/youtube/v3/videos');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query.id).toBe('ytFresh0001');
    expect(calls[0]!.authorization).toMatch(/^Bearer /);
    expect(expectErrorBody(await addVideo('staff', caseYoutube, 'ytElsewher1')).code).toBe('errors.caseVideoInvalid');
    expect(expectErrorBody(await addVideo('staff', caseYoutube, 'ytUnknown01')).code).toBe('errors.caseVideoInvalid');
    // A channel without a YouTube link: nothing to ask, so an unknown video cannot be added.
    fake.state.requests.length = 0;
    expect(expectErrorBody(await addVideo('staff', caseMain, 'ytFresh0001')).code).toBe('errors.caseVideoInvalid');
    expect(fake.state.requests.filter((r) => r.path === '/youtube/v3/videos')).toHaveLength(0);
  });

  it('refuses the same video twice (409)', async () => {
    const again = await addVideo('staff', caseMain, 'https://youtu.be/perfCaseA01');
    expect(again.statusCode).toBe(409);
    expect(expectErrorBody(again).code).toBe('errors.caseVideoDuplicate');
  });

  it('is managed by holders of manageCases or manageCaseVideos; advertisers and viewers are refused', async () => {
    for (const who of ['advertiser', 'advertiser_client', 'viewer', 'finance']) {
      const response = await addVideo(who, caseMain, 'perfCaseB01');
      expect(response.statusCode, who).toBe(403);
      expect((await removeVideo(who, caseMain, 'perfForm004')).statusCode, who).toBe(403);
    }
  });

  it('removes a video, keeping an event with actor and time; a video the case does not hold is not found', async () => {
    const response = await removeVideo('agency', caseMain, 'perfForm004');
    expect(response.statusCode, response.body).toBe(200);
    const event = await caseEvent(caseMain, 'case_video_removed');
    expect(event.actor_user_id).toBe(await t.demoUserId('agency'));
    expect(event.details).toMatchObject({ video_id: 'perfForm004' });
    expect(expectErrorBody(await removeVideo('agency', caseMain, 'perfForm004')).code).toBe('errors.notFound');
    for (const id of ['perfForm001', 'perfForm002', 'perfForm003']) expect((await removeVideo('staff', caseMain, id)).statusCode).toBe(200);
    expect((await addVideo('staff', caseMain, 'perfCaseB01')).statusCode).toBe(200);
  });
});

describe('package scope', () => {
  it("answers 404 for another team's case, its videos and its report, to members of a team", async () => {
    for (const who of ['advertiser', 'agency']) {
      expect(expectErrorBody(await get(who, `/api/v1/collab/cases/${foreignCase}/videos`)).code, who).toBe('errors.notFound');
      expect(expectErrorBody(await get(who, `/api/v1/collab/performance/${foreignPkg}`)).code, who).toBe('errors.notFound');
      expect(expectErrorBody(await get(who, `/api/v1/collab/performance/${foreignPkg}/export?format=xlsx`)).code, who).toBe('errors.notFound');
    }
    expect(expectErrorBody(await addVideo('agency', foreignCase, 'perfForm001')).code).toBe('errors.notFound');
    expect(expectErrorBody(await removeVideo('agency', foreignCase, 'perfPeerS01')).code).toBe('errors.notFound');
    // A reseller manages case videos, but only on its own team's packages.
    expect(expectErrorBody(await addVideo('reseller', caseMain, 'perfForm001')).code).toBe('errors.notFound');
    // An agency team account belongs to no team: Brightside's packages do not exist for it either.
    expect(expectErrorBody(await get('agency_team', `/api/v1/collab/performance/${pkg}`)).code).toBe('errors.notFound');
    expect(await t.db.selectFrom('collab_case_videos').select('video_id').where('case_id', '=', foreignCase).execute()).toEqual([{ video_id: 'perfPeerS01' }]);
    // Finance has no collaboration page, case management or status table: no package exists for it.
    expect(expectErrorBody(await get('finance', `/api/v1/collab/cases/${caseMain}/videos`)).code).toBe('errors.notFound');
  });

  it('shows a package without a team to whoever opened it', async () => {
    const opener = await t.demoUserId('agency_team');
    const own = await t.db
      .insertInto('collab_packages')
      .values({ advertiser_id: null, name: 'Opened by the agency team', created_by: opener })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect((await get('agency_team', `/api/v1/collab/performance/${own.id}`)).statusCode).toBe(200);
      expect(expectErrorBody(await get('agency', `/api/v1/collab/performance/${own.id}`)).code).toBe('errors.notFound');
      expect(expectErrorBody(await get('advertiser', `/api/v1/collab/performance/${own.id}`)).code).toBe('errors.notFound');
    } finally {
      await t.db.deleteFrom('collab_packages').where('id', '=', own.id).execute();
    }
  });

  it("lists only the caller's team's packages; the network's own people see every one", async () => {
    const ids = async (who: string) => ((await get(who, '/api/v1/collab/performance')).json().packages as { id: number }[]).map((p) => p.id).sort();
    expect(await ids('advertiser')).toEqual([pkg, laterPkg].sort());
    expect(await ids('agency')).toEqual([pkg, laterPkg].sort());
    expect(await ids('advertiser_client')).toEqual([pkg, laterPkg].sort());
    expect(await ids('agency_team')).toEqual([]);
    expect(await ids('viewer')).toEqual([pkg, foreignPkg, laterPkg].sort());
    expect(await ids('admin')).toEqual([pkg, foreignPkg, laterPkg].sort());
  });

  // Issue 23: the page opens on a package with figures, not on the newest one whose videos have none yet.
  it('says how many of each package’s case videos have figures since they were published', async () => {
    const listed = (await get('advertiser', '/api/v1/collab/performance')).json().packages as { id: number; videos: number; videos_with_figures: number }[];
    const byId = Object.fromEntries(listed.map((p) => [p.id, p]));
    expect(byId[pkg]).toMatchObject({ videos: 2, videos_with_figures: 2 });
    expect(byId[laterPkg]!.videos).toBeGreaterThan(0);
    expect(byId[laterPkg]!.videos_with_figures).toBe(0);
    expect(listed[0]!.id).toBe(laterPkg);
  });
});

describe('upcoming and past', () => {
  it('puts published videos in the past, newest first, and videos still to come and agreed cases without one in the upcoming', async () => {
    const past = (await get('advertiser', '/api/v1/collab/schedule?when=past')).json();
    expect(past.items.map((i: { video_id: string }) => i.video_id)).toEqual(['ytFresh0001', 'perfCaseA01', 'perfCaseB01']);
    expect(past.items[1]).toMatchObject({ package_id: pkg, package_name: 'Spring launch', case_id: caseMain, channel_id: CH, channel_title: 'Perf channel' });
    const upcoming = (await get('advertiser', '/api/v1/collab/schedule?when=upcoming')).json();
    expect(upcoming.items.map((i: { case_id: number; video_id: string | null }) => [i.case_id, i.video_id])).toEqual([
      [caseFuture, 'perfFutur01'],
      [caseWaiting, null],
      [caseOther, null],
    ]);
    // Another team's video is in no list of Brightside's, and in the network's.
    expect(JSON.stringify(past)).not.toContain('Foreign');
    expect(JSON.stringify((await get('viewer', '/api/v1/collab/schedule?when=past')).json())).toContain('Foreign');
  });

  it('gives one month of publish dates for the calendar', async () => {
    const march = (await get('advertiser', '/api/v1/collab/schedule?when=past&month=2026-03')).json();
    expect(march.items.map((i: { video_id: string }) => i.video_id)).toEqual(['ytFresh0001', 'perfCaseA01']);
    const month = futureAt.toISOString().slice(0, 7);
    const coming = (await get('advertiser', `/api/v1/collab/schedule?when=upcoming&month=${month}`)).json();
    expect(coming).toMatchObject({ month, items: [{ video_id: 'perfFutur01', published_at: futureAt.toISOString() }] });
  });

  it('is refused to those without a collaboration page (the reseller has its own upcoming page, issue 12)', async () => {
    for (const who of ['staff', 'finance', 'user']) {
      expect((await get(who, '/api/v1/collab/schedule?when=past')).statusCode, who).toBe(403);
    }
    expect((await get('reseller', '/api/v1/collab/schedule?when=past')).statusCode).toBe(200);
  });
});

describe('the performance report', () => {
  // Worked out by hand from the fixture rows above. Figures through 2026-03-04 (the channel's last day).
  // A: 4 days (03-01..03-04): views 100+50+30, likes 10+5+2, comments 2+1+0, shares 1+0+1, watch 250+120+60, subs 3+1+0.
  // A's average (short videos in the 365 days before, not the package's; first 4 days each):
  //   perfPeerS01 (02-01..02-04): views 40+20=60, likes 5, comments 1, shares 1, watch 110, subs 1
  //   perfPeerS02 (01-10..01-13): views 80+10=90, likes 7, comments 3, shares 2, watch 220, subs 2
  //   → views 75, likes 6, comments 2, shares 1.5, watch 165, subs 1.5; engagement (12+4+3)/150 = 12.67 %.
  // B: 8 days (02-25..03-04): views 300, likes 30, comments 5, shares 5, watch 900, subs 10.
  // B's average (first 8 days): perfPeerS01 views 60+1000 = 1060 (its 02-05 day counts now), the rest as above
  //   → views 575, likes 6, comments 2, shares 1.5, watch 165, subs 1.5; engagement 19/1150 = 1.65 %.
  const A = { views: 180, likes: 17, comments: 3, shares: 2, watch_minutes: 430, subscribers_gained: 4, engagement_rate: 12.22 };
  const B = { views: 300, likes: 30, comments: 5, shares: 5, watch_minutes: 900, subscribers_gained: 10, engagement_rate: 13.33 };
  // The two peers' averages, the same for A and B but for the views (and so the engagement rate).
  const peers = { videos: 2, likes: 6, comments: 2, shares: 1.5, watch_minutes: 165, subscribers_gained: 1.5 };

  it('sums each case video since publish, against the channel average for its length class, and the package', async () => {
    const response = await get('advertiser', `/api/v1/collab/performance/${pkg}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.package).toEqual({ id: pkg, name: 'Spring launch', status: 'matching_complete' });
    expect(report.data_through).toBe('2026-03-04');
    const byId = Object.fromEntries(report.videos.map((v: { video_id: string }) => [v.video_id, v]));
    expect(Object.keys(byId).sort()).toEqual(['perfCaseA01', 'perfCaseB01']);
    expect(byId.perfCaseA01).toMatchObject({ days: 4, length_class: 'short', metrics: A });
    expect(byId.perfCaseA01.benchmark).toEqual({ ...peers, views: 75, engagement_rate: 12.67 });
    expect(byId.perfCaseB01).toMatchObject({ days: 8, length_class: 'short', metrics: B });
    expect(byId.perfCaseB01.benchmark).toEqual({ ...peers, views: 575, engagement_rate: 1.65 });
    expect(report.totals).toEqual({ views: 480, likes: 47, comments: 8, shares: 7, watch_minutes: 1330, subscribers_gained: 14, engagement_rate: 12.92 });
    expect(byId.perfCaseA01.daily.map((d: { day: string; views: number }) => [d.day, d.views])).toEqual([
      ['2026-03-01', 100],
      ['2026-03-02', 50],
      ['2026-03-03', 30],
      ['2026-03-04', 0],
    ]);
    expect(report.daily.map((d: { day: string }) => d.day)).toEqual([
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
    expect(report.daily.find((d: { day: string }) => d.day === '2026-03-01')).toMatchObject({ views: 100, likes: 10, watch_minutes: 250 });
    expect(report.daily.reduce((sum: number, d: { views: number }) => sum + d.views, 0)).toBe(480);
  });

  it('shows a video still to come with no days and no average', async () => {
    const report = (await get('admin', `/api/v1/collab/performance/${laterPkg}`)).json();
    const future = report.videos.find((v: { video_id: string }) => v.video_id === 'perfFutur01');
    expect(future).toMatchObject({ days: 0, benchmark: null, length_class: null, daily: [] });
    expect(future.metrics.views).toBe(0);
  });

  it('exports the same figures as CSV and xlsx', async () => {
    const csv = await get('advertiser', `/api/v1/collab/performance/${pkg}/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`collab-performance-${pkg}.csv`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const header = lines[0]!.split(',');
    const rows = lines.slice(1).map((l) => Object.fromEntries(l.split(',').map((v, i) => [header[i], v])));
    const a = rows.find((r) => r.video_id === 'perfCaseA01')!;
    expect(a).toMatchObject({
      channel_id: CH,
      views: '180',
      likes: '17',
      watch_minutes: '430',
      engagement_rate: '12.22',
      benchmark_videos: '2',
      benchmark_views: '75',
      days: '4',
    });

    const xlsx = await get('advertiser', `/api/v1/collab/performance/${pkg}/export?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const videos = workbook.getWorksheet('videos')!;
    const columns = (videos.getRow(1).values as unknown[]).slice(1);
    const b = (videos.getRow(2).values as unknown[]).slice(1);
    const bRow = Object.fromEntries(columns.map((c, i) => [c, b[i]]));
    expect(bRow).toMatchObject({ video_id: 'perfCaseB01', views: 300, subscribers_gained: 10, benchmark_views: 575, benchmark_engagement_rate: 1.65 });
    const daily = workbook.getWorksheet('daily')!;
    let views = 0;
    daily.eachRow((row, n) => {
      if (n > 1) views += Number((row.values as unknown[])[3]);
    });
    expect(views).toBe(480);
    expect(daily.rowCount).toBe(1 + 4 + 8);
  });

  it('needs the performance page (staff and finance have none) and a known package', async () => {
    expect((await get('staff', `/api/v1/collab/performance/${pkg}`)).statusCode).toBe(403);
    expect((await get('finance', '/api/v1/collab/performance')).statusCode).toBe(403);
    expect(expectErrorBody(await get('admin', '/api/v1/collab/performance/999999999')).code).toBe('errors.notFound');
  });
});

describe('a channel hidden from advertisers (spec 3)', () => {
  it("drops out of the advertiser's case videos, schedule and report; the network's people still see it", async () => {
    await t.db.updateTable('channels').set({ hidden: true, hidden_scope: 'all', hidden_reason: 'Test' }).where('channel_id', '=', CH).execute();
    try {
      expect(expectErrorBody(await get('advertiser', `/api/v1/collab/cases/${caseMain}/videos`)).code).toBe('errors.notFound');
      const report = (await get('advertiser', `/api/v1/collab/performance/${pkg}`)).json();
      expect(report.videos).toEqual([]);
      expect(report.totals.views).toBe(0);
      const past = (await get('advertiser', '/api/v1/collab/schedule?when=past')).json();
      expect(past.items.map((i: { video_id: string }) => i.video_id)).toEqual(['ytFresh0001']);
      const upcoming = (await get('advertiser', '/api/v1/collab/schedule?when=upcoming')).json();
      expect(upcoming.items.map((i: { case_id: number }) => i.case_id)).not.toContain(caseWaiting);
      // The agency (not an advertiser account) and the network's people see it as before.
      expect((await get('agency', `/api/v1/collab/cases/${caseMain}/videos`)).statusCode).toBe(200);
      expect((await get('viewer', `/api/v1/collab/performance/${pkg}`)).json().videos).toHaveLength(2);
    } finally {
      await t.db.updateTable('channels').set({ hidden: false, hidden_scope: null, hidden_reason: null }).where('channel_id', '=', CH).execute();
    }
  });
});
