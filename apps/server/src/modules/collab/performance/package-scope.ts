// Loading a package or a case for the caller: the marketplace's one visibility rule (contract
// canSeePackage) applied right after loading, so another team's package, case or video is
// simply not found (404), never refused (which would tell it exists).
import { canSeePackage, channelsInReach, collabTeamsOf, seesEveryPackage, canUseDeals, type Subject } from '@chorus/contract';
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { notFound } from '../../../errors/domain-error.ts';

export type CaseInScope = { caseId: number; packageId: number; channelId: string; status: string; advertiserId: number | null };
export type PackageInScope = { id: number; name: string; status: string; advertiserId: number | null };

export async function caseFor(db: Db, subject: Subject, caseId: number): Promise<CaseInScope> {
  const row = await db
    .selectFrom('collab_cases as c')
    .innerJoin('collab_packages as p', 'p.id', 'c.package_id')
    .innerJoin('channels as ch', 'ch.channel_id', 'c.channel_id')
    .select([
      'c.id as caseId',
      'c.package_id as packageId',
      'c.channel_id as channelId',
      'c.status',
      'p.advertiser_id as advertiserId',
      'p.created_by as createdBy',
      'ch.hidden',
    ])
    .where('c.id', '=', caseId)
    .executeTakeFirst();
  if (!row || !canSeePackage(subject, row)) throw notFound();
  const reach = channelsInReach(subject);
  if (row.hidden && reach.excludesHidden && !reach.memberChannelIds.includes(row.channelId)) throw notFound();
  const { hidden: _hidden, createdBy: _createdBy, ...scope } = row;
  return scope;
}

export async function packageFor(db: Db, subject: Subject, packageId: number): Promise<PackageInScope> {
  const row = await db
    .selectFrom('collab_packages')
    .select(['id', 'name', 'status', 'advertiser_id as advertiserId', 'created_by as createdBy'])
    .where('id', '=', packageId)
    .executeTakeFirst();
  if (!row || !canSeePackage(subject, row)) throw notFound();
  const { createdBy: _createdBy, ...pkg } = row;
  return pkg;
}

/**
 * The same rule as a filter on `collab_packages as p` for lists: no condition for the network's
 * people, else the caller's teams' packages and those they opened; nothing for those who use none.
 */
export function visiblePackages(subject: Subject) {
  if (!canUseDeals(subject)) return sql<SqlBool>`false`;
  if (seesEveryPackage(subject)) return null;
  const teams = collabTeamsOf(subject);
  return (eb: ExpressionBuilder<Database & { p: Database['collab_packages'] }, 'p'>) =>
    eb.or([eb('p.created_by', '=', subject.id), ...(teams.length > 0 ? [eb('p.advertiser_id', 'in', teams)] : [])]);
}

/**
 * Spec 3: advertisers never see a channel hidden from advertisers, unless it is their own (the
 * channels module's rule, contract channelsInReach): as SQL on `channels as ch`, null for everyone
 * else. A case on such a channel drops out of an advertiser's schedule and report, and its videos
 * are not found.
 */
export function shownChannels(subject: Subject) {
  const reach = channelsInReach(subject);
  if (!reach.excludesHidden) return null;
  return sql<SqlBool>`(not ch.hidden or ch.channel_id = any(${[...reach.memberChannelIds]}::text[]))`;
}
