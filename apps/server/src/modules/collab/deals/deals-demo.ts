// The deals part of the marketplace's demo (issue 11 "Demo data"): packages of the Brightside Foods
// advertiser team (one opened by its agency) and of the Daily Picks reseller team in every status,
// cases with remarks and prices, a request form with competitors, and the timeline of each, so that
// an advertiser and an agency see a living marketplace on first start. Deterministic.
import type { CaseStatus, PackageEventKind, PackageStatus } from '@chorus/contract';
import type { Db } from '../../../db/database.ts';

type DemoCase = { status: CaseStatus; remarks?: string; quoted?: string; agreed?: string };
type DemoPackage = {
  team: 'advertiser' | 'reseller';
  by: string;
  name: string;
  description: string;
  status: PackageStatus;
  officer?: string;
  daysAgo: number;
  cases: DemoCase[];
  form?: boolean;
};

const packages: DemoPackage[] = [
  {
    team: 'advertiser',
    by: 'advertiser',
    name: '2026 春季燕麥新品試吃',
    description: '新口味燕麥片上市，邀請美食與生活類創作者開箱試吃。',
    status: 'draft',
    daysAgo: 2,
    form: true,
    cases: [{ status: 'draft', remarks: '希望在 3 月第一週上片' }, { status: 'draft' }, { status: 'draft', remarks: 'Shorts 也可以' }],
  },
  {
    team: 'advertiser',
    by: 'advertiser_member',
    name: 'Breakfast cereal: back-to-school',
    description: 'Integrated mentions in morning-routine videos.',
    status: 'applying',
    daysAgo: 6,
    cases: [{ status: 'applying', remarks: 'Prefer a morning-routine format' }, { status: 'applying' }],
  },
  {
    team: 'advertiser',
    by: 'agency',
    name: '年貨大街開箱合作（代理商）',
    description: '代理商為 Brightside 規劃的農曆年節開箱企劃。',
    status: 'officer_contacting',
    officer: 'staff',
    daysAgo: 14,
    cases: [
      { status: 'creator_agreed', remarks: '已確認檔期：2 月 3 日上片', quoted: '1800.00', agreed: '1650.00' },
      { status: 'creator_disagreed', remarks: '創作者檔期已滿', quoted: '2400.00' },
      { status: 'officer_contacting', remarks: '等待創作者回覆報價', quoted: '950.50' },
    ],
  },
  {
    team: 'advertiser',
    by: 'advertiser',
    name: '夏季氣泡飲挑戰',
    description: '氣泡飲 #夏日挑戰 聯播，含原生插播。',
    status: 'matching_complete',
    officer: 'staff',
    daysAgo: 40,
    cases: [
      { status: 'creator_agreed', remarks: '已上片', quoted: '1200.00', agreed: '1200.00' },
      { status: 'creator_agreed', remarks: '含 Shorts 二次剪輯', quoted: '3100.00', agreed: '2980.00' },
      { status: 'creator_disagreed', remarks: '品類不符' },
    ],
  },
  {
    team: 'reseller',
    by: 'reseller',
    name: 'Daily Picks 年中團購選品',
    description: '團購選品影片，折扣碼導購。',
    status: 'draft',
    daysAgo: 3,
    cases: [{ status: 'draft', remarks: '需提供專屬折扣碼' }],
  },
  {
    team: 'reseller',
    by: 'reseller',
    name: 'Daily Picks 廚房好物',
    description: '廚房小家電團購合作。',
    status: 'matching_complete',
    daysAgo: 25,
    cases: [{ status: 'creator_agreed', remarks: '已上片', agreed: '800.00' }],
  },
];

const day = (seedDay: Date, daysAgo: number, hour = 10) =>
  new Date(Date.UTC(seedDay.getUTCFullYear(), seedDay.getUTCMonth(), seedDay.getUTCDate() - daysAgo, hour));

/** Seeds the demo packages; returns their ids (newest first is not promised). */
export async function seedDealsDemo(trx: Db, options: { seedDay: Date; userIds: ReadonlyMap<string, number> }): Promise<number[]> {
  const user = (key: string) => options.userIds.get(key) ?? null;
  const teams = await trx.selectFrom('advertisers').select(['id', 'name']).where('name', 'in', ['Brightside Foods', 'Daily Picks']).execute();
  const teamId = {
    advertiser: teams.find((t) => t.name === 'Brightside Foods')?.id ?? null,
    reseller: teams.find((t) => t.name === 'Daily Picks')?.id ?? null,
  };
  // Channels every advertiser may see: not hidden, in a steady order, each package its own.
  const channels = await trx.selectFrom('channels').select(['channel_id', 'title']).where('hidden', '=', false).orderBy('channel_id').execute();
  if (channels.length === 0) return [];
  let next = 0;
  const ids: number[] = [];
  for (const p of packages) {
    const created = day(options.seedDay, p.daysAgo, 9);
    const by = user(p.by);
    const actor = user(p.officer ?? 'staff');
    const row = await trx
      .insertInto('collab_packages')
      .values({
        advertiser_id: teamId[p.team],
        name: p.name,
        description: p.description,
        status: p.status,
        officer_user_id: p.officer ? user(p.officer) : null,
        created_by: by,
        created_at: created,
        updated_at: day(options.seedDay, Math.max(0, p.daysAgo - 2), 15),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
    const events: {
      package_id: number;
      case_id?: number | null;
      kind: PackageEventKind;
      from_status?: string | null;
      to_status?: string | null;
      details?: string;
      actor_user_id: number | null;
      at: Date;
    }[] = [{ package_id: row.id, kind: 'created', to_status: 'draft', details: JSON.stringify({ name: p.name }), actor_user_id: by, at: created }];
    const caseIds: number[] = [];
    for (const c of p.cases) {
      const channel = channels[next++ % channels.length]!;
      const inserted = await trx
        .insertInto('collab_cases')
        .values({
          package_id: row.id,
          channel_id: channel.channel_id,
          status: c.status,
          remarks: c.remarks ?? '',
          quoted_price: c.quoted ?? null,
          agreed_price: c.agreed ?? null,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      caseIds.push(inserted.id);
      events.push({
        package_id: row.id,
        case_id: inserted.id,
        kind: 'case_added',
        details: JSON.stringify({ channel_id: channel.channel_id }),
        actor_user_id: by,
        at: new Date(created.getTime() + 60_000),
      });
    }
    // The way each package came to its status, a day apart.
    const path: PackageStatus[] =
      p.team === 'reseller'
        ? p.status === 'draft'
          ? []
          : ['matching_complete']
        : (['applying', 'officer_contacting', 'matching_complete'] as PackageStatus[]).slice(
            0,
            ['draft', 'applying', 'officer_contacting', 'matching_complete'].indexOf(p.status),
          );
    let from: PackageStatus = 'draft';
    path.forEach((to, i) => {
      const at = day(options.seedDay, Math.max(0, p.daysAgo - 1 - i), 11);
      events.push({ package_id: row.id, kind: 'status', from_status: from, to_status: to, actor_user_id: to === 'applying' ? by : actor, at });
      from = to;
    });
    p.cases.forEach((c, i) => {
      if (c.status === 'creator_agreed' || c.status === 'creator_disagreed') {
        const at = day(options.seedDay, Math.max(0, p.daysAgo - path.length), 14 + i);
        events.push({
          package_id: row.id,
          case_id: caseIds[i]!,
          kind: 'case_status',
          from_status: 'officer_contacting',
          to_status: c.status,
          actor_user_id: actor,
          at,
        });
      }
      if (c.quoted || c.agreed) {
        const at = day(options.seedDay, Math.max(0, p.daysAgo - path.length), 13);
        events.push({
          package_id: row.id,
          case_id: caseIds[i]!,
          kind: 'case_updated',
          details: JSON.stringify({ quoted_price: { from: null, to: c.quoted ?? null }, agreed_price: { from: null, to: c.agreed ?? null } }),
          actor_user_id: actor,
          at,
        });
      }
    });
    if (p.form) {
      await trx
        .insertInto('collab_request_forms')
        .values({
          package_id: row.id,
          brand_name: 'Brightside Foods 晨光燕麥',
          product_category: '食品飲料',
          ad_duration: '2026/03–2026/05',
          budget_min: '150000.00',
          budget_max: '300000.00',
          budget_currency: 'TWD',
          collaboration_count: 3,
          product_description: '高纖燕麥片，新推出抹茶與黑糖口味，主打 5 分鐘營養早餐。',
          content_expectations: '自然融入早晨日常，實際試吃並分享口感。',
          collaboration_format: '開箱＋試吃，影片中段置入 60–90 秒',
          material_seconds: 90,
          video_length_seconds: 600,
          exposure_points: ['5 分鐘完成營養早餐', '抹茶、黑糖兩種新口味', '全聯、家樂福均有販售'],
          hashtags: ['#晨光燕麥', '#早餐提案', '#BrightsideFoods'],
          collaboration_types: ['integrated_mention', 'native_break_syndication'],
          native_break_production: 'client_supplied',
          updated_by: by,
          updated_at: new Date(created.getTime() + 120_000),
        })
        .execute();
      await trx
        .insertInto('collab_competitors')
        .values(['桂格', 'Kellogg', '家樂氏'].map((name, position) => ({ package_id: row.id, position, name })))
        .execute();
      events.push({
        package_id: row.id,
        kind: 'request_form',
        details: JSON.stringify({ created: true, competitors: 3 }),
        actor_user_id: by,
        at: new Date(created.getTime() + 120_000),
      });
    }
    await trx.insertInto('collab_events').values(events).execute();
  }
  return ids;
}
