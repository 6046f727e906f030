// The commerce area's demo (issue 28 "Demo and tests"): the named owners' channels and every sixth
// other channel sell courses on two platforms (Teachable in USD beside Hahow in TWD, or Kajabi for
// the Japanese and English channels) with a year of monthly sales and refunds; the network's studio
// store has a catalogue and orders in every status, the delivered ones charged to the months the
// ledger demo posts (seeded before it, so the named owners' statements show course revenue and
// studio charges, and one correction of a delivered order cancelled afterwards); the named owners and
// a few other course sellers have a store of their own with a year of orders (ec/ec-demo.ts). Every
// time is in Taiwan's working hours (UTC+8), spread over days and minutes. Deterministic.
import { addMonths, multiply, seededRandom } from '@chorus/contract';
import type { Db } from '../../db/database.ts';
import type { DemoSeedOptions } from '../../ports/demo-seed.ts';
import { seedEcDemo } from './ec/ec-demo.ts';

const monthOf = (date: Date) => `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
/** A time of a month (YYYYMM) in Taipei: its `day`, at `hour`:`minute` Taiwan time (UTC+8, no summer time). */
const at = (month: string, day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(4)) - 1, day, hour - 8, minute));
/** `days` working days (Monday to Friday, Taiwan) before `day`, at `hour`:`minute` Taiwan time. */
function workingDayBefore(day: Date, days: number, hour: number, minute: number): Date {
  const local = new Date(day.getTime() + 8 * 3_600_000);
  let left = days;
  while (left > 0 || local.getUTCDay() === 0 || local.getUTCDay() === 6) {
    local.setUTCDate(local.getUTCDate() - 1);
    if (local.getUTCDay() !== 0 && local.getUTCDay() !== 6) left -= 1;
  }
  local.setUTCHours(hour, minute, 0, 0);
  return new Date(local.getTime() - 8 * 3_600_000);
}

const courseTitles = {
  zh: [
    ['剪輯實戰課', '手機拍片入門'],
    ['YouTube 經營全攻略', '調色與字幕設計'],
  ],
  ja: [
    ['動画編集マスター講座', 'スマホ撮影入門'],
    ['YouTube 運営の基本', 'カラーグレーディング講座'],
  ],
  en: [
    ['Editing Bootcamp', 'Shoot on Your Phone'],
    ['Grow on YouTube', 'Color Grading Basics'],
  ],
} as const;

const services = [
  { kind: 'studio', unit: 'hour', name: '攝影棚 A（綠幕）', description: '綠幕、燈光與收音，含一位技術人員。', price_twd: '1500', available: true },
  { kind: 'editing', unit: 'item', name: '長片剪輯（20 分鐘內）', description: '粗剪、精剪、字幕與配樂，兩次修改。', price_twd: '6000', available: true },
  { kind: 'thumbnail', unit: 'item', name: '縮圖設計', description: '三款初稿，選一款定稿。', price_twd: '799.50', available: true },
  { kind: 'equipment', unit: 'day', name: '攝影器材租借', description: '相機、鏡頭兩顆、麥克風與腳架。', price_twd: '2000', available: true },
  { kind: 'other', unit: 'item', name: '頻道健檢', description: '數據與內容方向的一對一諮詢（暫停受理）。', price_twd: '4500', available: false },
] as const;

export async function seedCommerceDemo(trx: Db, options: DemoSeedOptions): Promise<{ courses: number; orders: number; stores: number; storeOrders: number }> {
  const random = seededRandom(28_2026);
  const pick = random.int;
  const current = monthOf(options.seedDay);
  const months = Array.from({ length: 12 }, (_, i) => addMonths(current, i - 12));
  const named = ['user_owner', 'intensive_cooperative_user_owner'].map((key) => options.userIds.get(key)!);
  const owners = await trx
    .selectFrom('channel_members as m')
    .innerJoin('channels as c', 'c.channel_id', 'm.channel_id')
    .select(['m.channel_id', 'm.user_id', 'c.language'])
    .where('m.member_type', '=', 'owner')
    .orderBy('m.channel_id')
    .execute();
  const chosen = owners.filter((o, i) => named.includes(o.user_id) || i % 6 === 5);

  let courses = 0;
  for (const [index, channel] of chosen.entries()) {
    const language = channel.language === 'ja' ? 'ja' : channel.language === 'en' ? 'en' : 'zh';
    const [first, second] = courseTitles[language][index % 2]!;
    const catalogue = [
      { title: first, platform: 'teachable', price: String(pick(79, 199)), currency: 'USD' },
      language === 'zh'
        ? { title: second, platform: 'hahow', price: String(pick(12, 30) * 100 + 80), currency: 'TWD' }
        : { title: second, platform: 'kajabi', price: `${pick(29, 99)}.50`, currency: 'USD' },
    ];
    for (const [n, course] of catalogue.entries()) {
      const row = await trx
        .insertInto('commerce_courses')
        .values({
          channel_id: channel.channel_id,
          ...course,
          platform_course_id: `${course.platform}-${index + 1}-${n + 1}`,
          url: `https://${course.platform}.example.com/courses/${index + 1}-${n + 1}`,
          created_by: channel.user_id,
          created_at: at(months[0]!, 3, 10, 12 + index * 7 + n * 3),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      courses += 1;
      await trx
        .insertInto('commerce_course_months')
        .values(
          months.map((month, m) => {
            const enrolments = pick(4, 18) + m;
            const refunded = pick(0, 2);
            return {
              course_id: row.id,
              year_month: month,
              source: course.platform,
              enrolments,
              refunded_enrolments: refunded,
              gross: multiply(course.price, enrolments),
              refunds: multiply(course.price, refunded),
              updated_by: options.userIds.get('finance')!,
              updated_at: at(month, 28, 10 + (m % 6), (index * 11 + n * 17 + m * 5) % 60),
            };
          }),
        )
        .execute();
    }
  }

  const staff = options.userIds.get('staff')!;
  const catalogue = await trx
    .insertInto('studio_services')
    .values(services.map((s, i) => ({ ...s, updated_by: staff, updated_at: at(months[0]!, 2, 14, 5 + i * 9) })))
    .returning(['id', 'kind'])
    .execute();
  const service = (kind: string) => catalogue.find((s) => s.kind === kind)!.id;
  const prices = Object.fromEntries(services.map((s) => [s.kind, s.price_twd]));
  const next = addMonths(current, 1);
  let orders = 0;
  // The named owners' channels first, then two others.
  const ordering = [...chosen.filter((o) => named.includes(o.user_id)), ...chosen.filter((o) => !named.includes(o.user_id)).slice(0, 2)];
  for (const [index, channel] of ordering.entries()) {
    const ordered = (kind: string, quantity: number, created: Date) => ({
      channel_id: channel.channel_id,
      service_id: service(kind),
      quantity,
      unit_price_twd: prices[kind]!,
      ordered_by: channel.user_id,
      created_at: created,
      updated_at: created,
    });
    // Six channels' bookings on days of their own, the next six in the afternoon: never two at once.
    // Times are Taiwan's working hours, each order at a minute of its own.
    const day = 2 + (index % 6) * 4;
    const hour = index < 6 ? 10 : 15;
    const minute = (k: number) => (index * 13 + k * 7) % 60;
    const delivered = (kind: string, quantity: number, month: string, offset: number) => {
      const start = at(month, day + offset, hour);
      return {
        ...ordered(kind, quantity, at(month, day + offset - 1, 9 + offset * 2, minute(offset))),
        status: 'delivered',
        starts_at: kind === 'studio' ? start : null,
        ends_at: kind === 'studio' ? new Date(start.getTime() + quantity * 3_600_000) : null,
        delivered_at: at(month, day + offset, 17, minute(offset + 5)),
        charged_month: month,
      };
    };
    const rows = [
      delivered('studio', 3, months[9]!, 0),
      delivered('editing', 1, months[10]!, 1),
      delivered('thumbnail', 3, months[11]!, 2),
      delivered('equipment', 2, months[7]!, 0),
      // Delivered, then cancelled the month after: its charge stays, the next statement gives it back.
      {
        ...delivered('thumbnail', 2, months[8]!, 3),
        status: 'cancelled',
        cancelled_at: at(months[9]!, day, 13, minute(9)),
        credited_month: months[9]!,
        notes: '縮圖方向與頻道風格不符，雙方同意退費。',
      },
      // The open orders: placed over the last working days before the seed day.
      {
        ...ordered('editing', 2, workingDayBefore(options.seedDay, 1 + (index % 2), 10, minute(1))),
        status: 'requested',
        notes: '兩支開箱影片，下週五前交件。',
      },
      { ...ordered('thumbnail', 4, workingDayBefore(options.seedDay, 3 + (index % 3), 14, minute(2))), status: 'confirmed' },
      {
        ...ordered('studio', 2, workingDayBefore(options.seedDay, 6 + index, 11, minute(3))),
        status: 'scheduled',
        starts_at: at(next, day, hour + 4),
        ends_at: at(next, day, hour + 6),
        notes: '需要兩支無線麥克風。',
      },
      {
        ...ordered('studio', 4, workingDayBefore(options.seedDay, 1 + (index % 2), 16, minute(4))),
        status: 'requested',
        starts_at: at(next, day + 1, 10),
        ends_at: at(next, day + 1, 14),
      },
      { ...ordered('equipment', 1, at(months[11]!, 5, 11, minute(6))), status: 'cancelled', notes: '拍攝延期。' },
    ];
    await trx.insertInto('studio_orders').values(rows).execute();
    orders += rows.length;
  }
  const ec = await seedEcDemo(trx, {
    seedDay: options.seedDay,
    channels: chosen,
    named,
    terms: { firstMonth: months[0]!, financeUserId: options.userIds.get('finance')! },
  });
  return { courses, orders, stores: ec.stores, storeOrders: ec.orders };
}
