// Case packages and their cases (issue 11, spec 2, 3, 4, 5):
// - Object scope (contract deals.policies.ts): the network sees every package; others those of
//   their teams and those they opened; any other package does not exist (404). Seen but not theirs
//   to change: 403.
// - Content (name, description, cases, request form) changes only while the package is a draft
//   (spec 4); remarks and prices after that only by the case managers (spec 2 "only sales or admins").
// - Status moves follow the caller's spec 4 table (403 errors.collabStatusNotAllowed, nothing changes);
//   cases follow their package into draft, applying and officer contacting.
// - Hidden channels never reach advertisers: not addable to an advertiser team's package, not shown
//   in a package to a caller from whom they are hidden.
// - Every change is an event (actor, time) in the same transaction; status changes queue the mail.
import {
  canActOnPackage,
  canAssignOfficer,
  canEditCasePrices,
  canEditCaseRemarks,
  canEditPackage,
  canSeePackage,
  caseMoves,
  channelsInReach,
  competitorMention,
  isStaffTypeRole,
  packageMoves,
  seesEveryPackage,
  type CaseStatus,
  type CaseUpdate,
  type PackageCreate,
  type PackageDetail,
  type PackageInReach,
  type PackageStatus,
  type PackageSummary,
  type PackageEventKind,
  type PackageUpdate,
  type RequestFormInput,
  type Subject,
} from '@chorus/contract';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError, forbidden, invalidInput, notFound } from '../../../errors/domain-error.ts';
import type { UserProfile } from '../../users/index.ts';
import {
  findCase,
  findCases,
  findCompetitors,
  findEvents,
  findPackage,
  findPackages,
  findRequestForm,
  findTeam,
  insertEvents,
  type CaseRow,
  type NewEvent,
  type PackageRow,
} from './deals.repository.ts';

export type DealsCaller = { userId: number; subject: Subject; profile: UserProfile };
export type StatusMail = { packageId: number; caseId: number | null; from: string; to: string; actorId: number };

export type DealsDeps = {
  db: Db;
  clock: Clock;
  /** Queues the status-change mail in the change's transaction `trx`: committed together or not at all. */
  queueStatusMail: (mail: StatusMail, trx: Db) => Promise<void>;
};

const inReach = (row: Pick<PackageRow, 'advertiser_id' | 'created_by' | 'status'>): PackageInReach => ({
  advertiserId: row.advertiser_id,
  createdBy: row.created_by,
  status: row.status,
});

export class DealsService {
  private readonly deps: DealsDeps;
  constructor(deps: DealsDeps) {
    this.deps = deps;
  }

  // ---- reading ----

  async list(caller: DealsCaller, status?: PackageStatus): Promise<PackageSummary[]> {
    const s = caller.subject;
    const teams = seesEveryPackage(s) ? null : [...s.teams.owner, ...s.teams.client, ...s.teams.member];
    const rows = (await findPackages(this.deps.db, { teams, userId: caller.userId, status })).filter((r) => canSeePackage(s, inReach(r)));
    const cases = await findCases(
      this.deps.db,
      rows.map((r) => r.id),
    );
    return rows.map((row) =>
      this.summary(
        row,
        this.visibleCases(
          caller,
          cases.filter((c) => c.package_id === row.id),
        ),
      ),
    );
  }

  async get(caller: DealsCaller, packageId: number, db: Db = this.deps.db): Promise<PackageDetail> {
    const row = await findPackage(db, packageId);
    if (!row || !canSeePackage(caller.subject, inReach(row))) throw notFound();
    const cases = this.visibleCases(caller, await findCases(db, [row.id]));
    const visibleCaseIds = new Set(cases.map((c) => c.id));
    const [form, competitors, events] = await Promise.all([findRequestForm(db, row.id), findCompetitors(db, row.id), findEvents(db, row.id)]);
    return {
      ...this.summary(row, cases),
      cases: cases.map((c) => ({
        id: c.id,
        channel_id: c.channel_id,
        channel_title: c.channel_title,
        status: c.status,
        remarks: c.remarks,
        quoted_price: c.quoted_price,
        agreed_price: c.agreed_price,
        created_at: c.created_at.toISOString(),
        updated_at: c.updated_at.toISOString(),
      })),
      request_form: form,
      competitors,
      // A hidden channel's events stay out of the advertiser's timeline with the channel.
      events: events
        .filter((e) => e.case_id === null || visibleCaseIds.has(e.case_id) || e.kind === 'case_removed')
        .map((e) => ({
          id: e.id,
          kind: e.kind,
          case_id: e.case_id,
          channel_title: e.channel_title,
          from_status: e.from_status,
          to_status: e.to_status,
          details: e.details,
          actor: e.actor_user_id !== null ? { id: e.actor_user_id, name: e.actor_name ?? '' } : null,
          at: e.at.toISOString(),
        })),
    };
  }

  /** The wizard's channels that exist and that the caller may be offered (a hidden one never reaches an advertiser). */
  async channelTitles(caller: DealsCaller, ids: string[]): Promise<{ channel_id: string; channel_title: string }[]> {
    const rows = await this.deps.db.selectFrom('channels').select(['channel_id', 'title', 'hidden']).where('channel_id', 'in', ids).execute();
    const reach = channelsInReach(caller.subject);
    const order = new Map(ids.map((id, i) => [id, i]));
    return rows
      .filter((r) => !r.hidden || !reach.excludesHidden || reach.memberChannelIds.includes(r.channel_id))
      .sort((a, b) => order.get(a.channel_id)! - order.get(b.channel_id)!)
      .map((r) => ({ channel_id: r.channel_id, channel_title: r.title }));
  }

  /** Spec 3 hidden channels: left out for callers from whom they are hidden (advertisers), unless their own. */
  private visibleCases(caller: DealsCaller, cases: CaseRow[]): CaseRow[] {
    const reach = channelsInReach(caller.subject);
    if (!reach.excludesHidden) return cases;
    return cases.filter((c) => !c.hidden || reach.memberChannelIds.includes(c.channel_id));
  }

  private summary(row: PackageRow, cases: CaseRow[]): PackageSummary {
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      status: row.status,
      advertiser: row.advertiser_id !== null ? { id: row.advertiser_id, name: row.advertiser_name ?? '' } : null,
      officer: row.officer_user_id !== null ? { id: row.officer_user_id, name: row.officer_name ?? '' } : null,
      created_by: row.created_by !== null ? { id: row.created_by, name: row.creator_name ?? '' } : null,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      case_count: cases.length,
      agreed_count: cases.filter((c) => c.status === 'creator_agreed').length,
      channel_ids: cases.map((c) => c.channel_id),
    };
  }

  // ---- writing ----

  /** Loads the package for a change: 404 when the caller may not see it, 403 when `allowed` says no. */
  private async loadFor(trx: Db, caller: DealsCaller, packageId: number, allowed: (s: Subject, p: PackageInReach) => boolean): Promise<PackageRow> {
    const row = await findPackage(trx, packageId, true);
    if (!row || !canSeePackage(caller.subject, inReach(row))) throw notFound();
    if (!allowed(caller.subject, inReach(row))) {
      // Spec 4: content changes need a draft; say so to those who could change it then.
      if (row.status !== 'draft' && canEditPackage(caller.subject, { ...inReach(row), status: 'draft' })) throw new DomainError('errors.collabPackageNotDraft');
      throw forbidden();
    }
    return row;
  }

  /** The case, locked for the transaction, and its package as `loadFor` gives it; a case on a channel the caller cannot see is not found. */
  private async caseFor(trx: Db, caller: DealsCaller, caseId: number, allowed: (s: Subject, p: PackageInReach) => boolean) {
    const found = await findCase(trx, caseId, true);
    if (!found) throw notFound();
    const row = await this.loadFor(trx, caller, found.package_id, allowed);
    if (!(await this.caseVisible(trx, caller, found.channel_id))) throw notFound();
    return { found, row };
  }

  private async touch(trx: Db, packageId: number): Promise<void> {
    await trx.updateTable('collab_packages').set({ updated_at: this.deps.clock.now() }).where('id', '=', packageId).execute();
  }

  private event(caller: DealsCaller, packageId: number, kind: PackageEventKind, rest: Partial<NewEvent> = {}): NewEvent {
    return { package_id: packageId, kind, actor_user_id: caller.userId, at: this.deps.clock.now(), ...rest };
  }

  async create(caller: DealsCaller, input: PackageCreate): Promise<PackageDetail> {
    const s = caller.subject;
    let advertiserId = input.advertiser_id;
    if (advertiserId === undefined) advertiserId = s.teams.owner[0] ?? s.teams.member[0] ?? null;
    if (advertiserId !== null) {
      const team = await findTeam(this.deps.db, advertiserId);
      const ownTeam = s.teams.owner.includes(advertiserId) || s.teams.member.includes(advertiserId);
      if (!team || (!ownTeam && !seesEveryPackage(s))) throw invalidInput({ advertiser_id: 'validation.noSuchTeam' });
    }
    const id = await this.deps.db.transaction().execute(async (trx) => {
      const now = this.deps.clock.now();
      const row = await trx
        .insertInto('collab_packages')
        .values({
          advertiser_id: advertiserId,
          name: input.name,
          description: input.description ?? '',
          created_by: caller.userId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertEvents(trx, [this.event(caller, row.id, 'created', { to_status: 'draft', details: { name: input.name } })]);
      if (input.channel_ids && input.channel_ids.length > 0) {
        const pkg = (await findPackage(trx, row.id, true))!;
        await this.addCasesIn(trx, caller, pkg, input.channel_ids);
      }
      return row.id;
    });
    return this.get(caller, id);
  }

  async update(caller: DealsCaller, packageId: number, input: PackageUpdate): Promise<PackageDetail> {
    await this.deps.db.transaction().execute(async (trx) => {
      const row = await this.loadFor(trx, caller, packageId, canEditPackage);
      await trx
        .updateTable('collab_packages')
        .set({ name: input.name, description: input.description, updated_at: this.deps.clock.now() })
        .where('id', '=', packageId)
        .execute();
      await insertEvents(trx, [
        this.event(caller, packageId, 'updated', {
          details: { name: { from: row.name, to: input.name }, description_changed: row.description !== input.description },
        }),
      ]);
    });
    return this.get(caller, packageId);
  }

  async remove(caller: DealsCaller, packageId: number): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      await this.loadFor(trx, caller, packageId, canEditPackage);
      await trx.deleteFrom('collab_packages').where('id', '=', packageId).execute();
    });
  }

  async addCases(caller: DealsCaller, packageId: number, channelIds: string[]): Promise<{ added: string[]; already: string[]; package: PackageDetail }> {
    const result = await this.deps.db.transaction().execute(async (trx) => {
      const row = await this.loadFor(trx, caller, packageId, canEditPackage);
      return this.addCasesIn(trx, caller, row, channelIds);
    });
    return { ...result, package: await this.get(caller, packageId) };
  }

  private async addCasesIn(trx: Db, caller: DealsCaller, row: PackageRow, channelIds: string[]): Promise<{ added: string[]; already: string[] }> {
    const wanted = [...new Set(channelIds)];
    // The marketplace offers every network channel, except that a hidden channel never reaches an
    // advertiser: not when the caller is one (unless it is their own), nor in an advertiser team's package.
    const team = row.advertiser_id !== null ? await findTeam(trx, row.advertiser_id) : undefined;
    const reach = channelsInReach(caller.subject);
    const channels = await trx.selectFrom('channels').select(['channel_id', 'hidden']).where('channel_id', 'in', wanted).execute();
    const byId = new Map(channels.map((c) => [c.channel_id, c]));
    for (const channelId of wanted) {
      const channel = byId.get(channelId);
      const hiddenHere = channel?.hidden && (team?.kind === 'advertiser' || (reach.excludesHidden && !reach.memberChannelIds.includes(channelId)));
      if (!channel || hiddenHere)
        throw new DomainError('errors.collabChannelUnavailable', { fields: { channel_ids: 'validation.noSuchChannel' }, params: { channel: channelId } });
    }
    const existing = await trx.selectFrom('collab_cases').select('channel_id').where('package_id', '=', row.id).where('channel_id', 'in', wanted).execute();
    const already = existing.map((e) => e.channel_id);
    const added = wanted.filter((c) => !already.includes(c));
    if (added.length > 0) {
      const now = this.deps.clock.now();
      const inserted = await trx
        .insertInto('collab_cases')
        .values(added.map((channel_id) => ({ package_id: row.id, channel_id, status: row.status, created_at: now, updated_at: now })))
        .returning(['id', 'channel_id'])
        .execute();
      await insertEvents(
        trx,
        inserted.map((c) => this.event(caller, row.id, 'case_added', { case_id: c.id, details: { channel_id: c.channel_id } })),
      );
      await this.touch(trx, row.id);
    }
    return { added, already };
  }

  async removeCase(caller: DealsCaller, caseId: number): Promise<PackageDetail> {
    const packageId = await this.deps.db.transaction().execute(async (trx) => {
      const { found } = await this.caseFor(trx, caller, caseId, canEditPackage);
      const title = await trx.selectFrom('channels').select('title').where('channel_id', '=', found.channel_id).executeTakeFirst();
      await trx.deleteFrom('collab_cases').where('id', '=', caseId).execute();
      await insertEvents(trx, [
        this.event(caller, found.package_id, 'case_removed', { details: { channel_id: found.channel_id, channel_title: title?.title ?? found.channel_id } }),
      ]);
      await this.touch(trx, found.package_id);
      return found.package_id;
    });
    return this.get(caller, packageId);
  }

  /** A case on a hidden channel does not exist for a caller from whom the channel is hidden. */
  private async caseVisible(trx: Db, caller: DealsCaller, channelId: string): Promise<boolean> {
    const reach = channelsInReach(caller.subject);
    if (!reach.excludesHidden || reach.memberChannelIds.includes(channelId)) return true;
    const row = await trx.selectFrom('channels').select('hidden').where('channel_id', '=', channelId).executeTakeFirst();
    return row !== undefined && !row.hidden;
  }

  async updateCase(caller: DealsCaller, caseId: number, input: CaseUpdate): Promise<PackageDetail> {
    const packageId = await this.deps.db.transaction().execute(async (trx) => {
      const { found, row } = await this.caseFor(trx, caller, caseId, canEditCaseRemarks);
      const pricing = input.quoted_price !== undefined || input.agreed_price !== undefined;
      if (pricing && !canEditCasePrices(caller.subject, inReach(row))) throw forbidden();
      const before = await trx
        .selectFrom('collab_cases')
        .select(['remarks', 'quoted_price', 'agreed_price'])
        .where('id', '=', caseId)
        .executeTakeFirstOrThrow();
      const set: { remarks?: string; quoted_price?: string | null; agreed_price?: string | null; updated_at: Date } = { updated_at: this.deps.clock.now() };
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      if (input.remarks !== undefined && input.remarks !== before.remarks) {
        set.remarks = input.remarks;
        changes.remarks = { from: before.remarks, to: input.remarks };
      }
      for (const key of ['quoted_price', 'agreed_price'] as const) {
        const value = input[key];
        if (value === undefined) continue;
        const normalized = value === null ? null : normalizePrice(value);
        if (normalized !== before[key]) {
          set[key] = normalized;
          changes[key] = { from: before[key], to: normalized };
        }
      }
      if (Object.keys(changes).length > 0) {
        await trx.updateTable('collab_cases').set(set).where('id', '=', caseId).execute();
        await insertEvents(trx, [this.event(caller, found.package_id, 'case_updated', { case_id: caseId, details: changes })]);
        await this.touch(trx, found.package_id);
      }
      return found.package_id;
    });
    return this.get(caller, packageId);
  }

  async setOfficer(caller: DealsCaller, packageId: number, officerId: number | null): Promise<PackageDetail> {
    await this.deps.db.transaction().execute(async (trx) => {
      const row = await this.loadFor(trx, caller, packageId, (s) => canAssignOfficer(s));
      if (officerId !== null) {
        const officer = await trx.selectFrom('users').select(['id', 'account_type']).where('id', '=', officerId).executeTakeFirst();
        if (!officer || !isStaffTypeRole(officer.account_type as Subject['accountType'])) throw invalidInput({ officer_user_id: 'validation.officerInvalid' });
      }
      if (row.officer_user_id === officerId) return;
      await trx.updateTable('collab_packages').set({ officer_user_id: officerId, updated_at: this.deps.clock.now() }).where('id', '=', packageId).execute();
      await insertEvents(trx, [this.event(caller, packageId, 'officer', { details: { from: row.officer_user_id, to: officerId } })]);
    });
    return this.get(caller, packageId);
  }

  async officers(): Promise<{ id: number; name: string; email: string }[]> {
    return this.deps.db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where('account_type', 'in', ['admin', 'super_staff', 'staff', 'assistant', 'assistant_PanMART'])
      .orderBy('name')
      .orderBy('id')
      .execute();
  }

  async saveRequestForm(caller: DealsCaller, packageId: number, input: RequestFormInput): Promise<PackageDetail> {
    const mention = competitorMention(input);
    if (mention)
      throw new DomainError('errors.competitorMentioned', { fields: { [mention.field]: 'validation.competitorMentioned' }, params: { name: mention.name } });
    await this.deps.db.transaction().execute(async (trx) => {
      await this.loadFor(trx, caller, packageId, canEditPackage);
      const now = this.deps.clock.now();
      const { competitors, ...form } = input;
      const values = {
        ...form,
        budget_min: form.budget_min === null ? null : normalizePrice(form.budget_min),
        budget_max: form.budget_max === null ? null : normalizePrice(form.budget_max),
        updated_by: caller.userId,
        updated_at: now,
      };
      const existed = await trx.selectFrom('collab_request_forms').select('package_id').where('package_id', '=', packageId).executeTakeFirst();
      await trx
        .insertInto('collab_request_forms')
        .values({ package_id: packageId, ...values })
        .onConflict((oc) => oc.column('package_id').doUpdateSet(values))
        .execute();
      await trx.deleteFrom('collab_competitors').where('package_id', '=', packageId).execute();
      const names = [...new Set(competitors)];
      if (names.length > 0)
        await trx
          .insertInto('collab_competitors')
          .values(names.map((name, position) => ({ package_id: packageId, position, name })))
          .execute();
      await insertEvents(trx, [this.event(caller, packageId, 'request_form', { details: { created: !existed, competitors: names.length } })]);
      await this.touch(trx, packageId);
    });
    return this.get(caller, packageId);
  }

  // ---- status moves (spec 4) ----

  async movePackage(caller: DealsCaller, packageId: number, to: PackageStatus): Promise<PackageDetail> {
    await this.deps.db.transaction().execute(async (trx) => {
      const row = await this.loadFor(trx, caller, packageId, canActOnPackage);
      if (!packageMoves(caller.subject, inReach(row)).includes(to)) throw new DomainError('errors.collabStatusNotAllowed');
      if (to === row.status) return;
      const cases = await findCases(trx, [packageId]);
      if (to === 'applying' && row.status === 'draft' && cases.length === 0) throw new DomainError('errors.collabPackageEmpty');
      const now = this.deps.clock.now();
      await trx.updateTable('collab_packages').set({ status: to, updated_at: now }).where('id', '=', packageId).execute();
      const events: NewEvent[] = [];
      // Cases follow their package into draft and applying, and from there into officer contacting.
      for (const c of cases) {
        const next = followPackage(c.status, to);
        if (next === c.status) continue;
        await trx.updateTable('collab_cases').set({ status: next, updated_at: now }).where('id', '=', c.id).execute();
        events.push(this.event(caller, packageId, 'case_status', { case_id: c.id, from_status: c.status, to_status: next, details: { with_package: true } }));
      }
      // The package's own move last, so that the timeline (newest first) shows it above its cases'.
      events.push(this.event(caller, packageId, 'status', { from_status: row.status, to_status: to }));
      await insertEvents(trx, events);
      await this.deps.queueStatusMail({ packageId, caseId: null, from: row.status, to, actorId: caller.userId }, trx);
    });
    return this.get(caller, packageId);
  }

  async moveCase(caller: DealsCaller, caseId: number, to: CaseStatus): Promise<PackageDetail> {
    const packageId = await this.deps.db.transaction().execute(async (trx) => {
      const { found, row } = await this.caseFor(trx, caller, caseId, canActOnPackage);
      if (!caseMoves(caller.subject, inReach(row), found.status).includes(to)) throw new DomainError('errors.collabStatusNotAllowed');
      if (to === found.status) return found.package_id;
      const now = this.deps.clock.now();
      await trx.updateTable('collab_cases').set({ status: to, updated_at: now }).where('id', '=', caseId).execute();
      await insertEvents(trx, [this.event(caller, found.package_id, 'case_status', { case_id: caseId, from_status: found.status, to_status: to })]);
      await this.touch(trx, found.package_id);
      await this.deps.queueStatusMail({ packageId: found.package_id, caseId, from: found.status, to, actorId: caller.userId }, trx);
      return found.package_id;
    });
    return this.get(caller, packageId);
  }
}

/** A case's status when its package moves to `to` (docs/decisions.md "cases follow their package"). */
export function followPackage(current: CaseStatus, to: PackageStatus): CaseStatus {
  if (to === 'draft' || to === 'applying') return to;
  if (to === 'officer_contacting' && (current === 'draft' || current === 'applying')) return 'officer_contacting';
  return current;
}

/** "1200" and "1200.5" as numeric(14,2) gives them back ("1200.00", "1200.50"), so that a no-change is seen as one. */
function normalizePrice(value: string): string {
  const [whole, fraction = ''] = value.split('.');
  return `${whole!.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
}
