// SQL of the deals part: packages, cases, the request form, competitors and events (0040, 0042).
import type { PackageEventKind, PackageStatus, CaseStatus, RequestForm } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

export type PackageRow = {
  id: number;
  advertiser_id: number | null;
  advertiser_name: string | null;
  name: string;
  description: string;
  status: PackageStatus;
  officer_user_id: number | null;
  officer_name: string | null;
  created_by: number | null;
  creator_name: string | null;
  created_at: Date;
  updated_at: Date;
};

export type CaseRow = {
  id: number;
  package_id: number;
  channel_id: string;
  channel_title: string;
  hidden: boolean;
  status: CaseStatus;
  remarks: string;
  quoted_price: string | null;
  agreed_price: string | null;
  created_at: Date;
  updated_at: Date;
};

const packageColumns = (db: Db) =>
  db
    .selectFrom('collab_packages as p')
    .leftJoin('advertisers as a', 'a.id', 'p.advertiser_id')
    .leftJoin('users as o', 'o.id', 'p.officer_user_id')
    .leftJoin('users as cb', 'cb.id', 'p.created_by')
    .select([
      'p.id',
      'p.advertiser_id',
      'a.name as advertiser_name',
      'p.name',
      'p.description',
      'p.status',
      'p.officer_user_id',
      'o.name as officer_name',
      'p.created_by',
      'cb.name as creator_name',
      'p.created_at',
      'p.updated_at',
    ]);

export async function findPackage(db: Db, id: number, lock = false): Promise<PackageRow | undefined> {
  let query = packageColumns(db).where('p.id', '=', id);
  if (lock) query = query.forUpdate('p');
  return (await query.executeTakeFirst()) as PackageRow | undefined;
}

/** Packages, newest first: every one (`teams` null) or those of the teams and the creator given. */
export async function findPackages(db: Db, filter: { teams: number[] | null; userId: number; status?: PackageStatus }): Promise<PackageRow[]> {
  let query = packageColumns(db);
  if (filter.teams !== null) {
    const teams = filter.teams;
    query = query.where((eb) => eb.or([eb('p.created_by', '=', filter.userId), ...(teams.length > 0 ? [eb('p.advertiser_id', 'in', teams)] : [])]));
  }
  if (filter.status) query = query.where('p.status', '=', filter.status);
  return (await query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(500).execute()) as PackageRow[];
}

export async function findCases(db: Db, packageIds: number[]): Promise<CaseRow[]> {
  if (packageIds.length === 0) return [];
  return (await db
    .selectFrom('collab_cases as k')
    .innerJoin('channels as c', 'c.channel_id', 'k.channel_id')
    .select([
      'k.id',
      'k.package_id',
      'k.channel_id',
      'c.title as channel_title',
      'c.hidden',
      'k.status',
      'k.remarks',
      'k.quoted_price',
      'k.agreed_price',
      'k.created_at',
      'k.updated_at',
    ])
    .where('k.package_id', 'in', packageIds)
    .orderBy('k.created_at')
    .orderBy('k.id')
    .execute()) as CaseRow[];
}

export async function findCase(
  db: Db,
  caseId: number,
  lock = false,
): Promise<{ id: number; package_id: number; channel_id: string; status: CaseStatus } | undefined> {
  let query = db.selectFrom('collab_cases').select(['id', 'package_id', 'channel_id', 'status']).where('id', '=', caseId);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirst()) as { id: number; package_id: number; channel_id: string; status: CaseStatus } | undefined;
}

export async function findRequestForm(db: Db, packageId: number): Promise<RequestForm | null> {
  const row = await db.selectFrom('collab_request_forms').selectAll().where('package_id', '=', packageId).executeTakeFirst();
  if (!row) return null;
  return {
    brand_name: row.brand_name,
    product_category: row.product_category,
    ad_duration: row.ad_duration,
    budget_min: row.budget_min,
    budget_max: row.budget_max,
    budget_currency: row.budget_currency as RequestForm['budget_currency'],
    collaboration_count: row.collaboration_count,
    product_description: row.product_description,
    content_expectations: row.content_expectations,
    collaboration_format: row.collaboration_format,
    material_seconds: row.material_seconds,
    video_length_seconds: row.video_length_seconds,
    exposure_points: row.exposure_points,
    hashtags: row.hashtags,
    collaboration_types: row.collaboration_types as RequestForm['collaboration_types'],
    native_break_production: row.native_break_production as RequestForm['native_break_production'],
    updated_at: row.updated_at.toISOString(),
  };
}

export async function findCompetitors(db: Db, packageId: number): Promise<string[]> {
  const rows = await db.selectFrom('collab_competitors').select('name').where('package_id', '=', packageId).orderBy('position').execute();
  return rows.map((r) => r.name);
}

export type EventRow = {
  id: number;
  kind: string;
  case_id: number | null;
  channel_title: string | null;
  from_status: string | null;
  to_status: string | null;
  details: Record<string, unknown>;
  actor_user_id: number | null;
  actor_name: string | null;
  at: Date;
};

export async function findEvents(db: Db, packageId: number): Promise<EventRow[]> {
  return (await db
    .selectFrom('collab_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_user_id')
    .leftJoin('collab_cases as k', 'k.id', 'e.case_id')
    .leftJoin('channels as c', 'c.channel_id', 'k.channel_id')
    .select([
      'e.id',
      'e.kind',
      'e.case_id',
      sql<string | null>`coalesce(c.title, e.details->>'channel_title')`.as('channel_title'),
      'e.from_status',
      'e.to_status',
      'e.details',
      'e.actor_user_id',
      'u.name as actor_name',
      'e.at',
    ])
    .where('e.package_id', '=', packageId)
    .orderBy('e.at', 'desc')
    .orderBy('e.id', 'desc')
    .execute()) as EventRow[];
}

export type NewEvent = {
  package_id: number;
  case_id?: number | null;
  kind: PackageEventKind;
  from_status?: string | null;
  to_status?: string | null;
  details?: Record<string, unknown>;
  actor_user_id: number | null;
  at: Date;
};

export async function insertEvents(db: Db, events: NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('collab_events')
    .values(events.map((e) => ({ ...e, details: JSON.stringify(e.details ?? {}) })))
    .execute();
}

/** Whether these teams exist, and their kind. */
export async function findTeam(db: Db, id: number): Promise<{ id: number; kind: string } | undefined> {
  return db.selectFrom('advertisers').select(['id', 'kind']).where('id', '=', id).executeTakeFirst();
}
