// Prospects (issue 26): candidates saved to lists shared by the team, moving through the pipeline
// found → contacted → replied → negotiating → signed / declined, with an owner, notes and the date
// each stage was reached. "signed" starts the network's invitation flow (the access module's
// invitations: a waiting creator account and a mailed link); the channel joins the network's
// channels when its owner, signed in, authorizes it on YouTube (the existing authorization).
// The route layer has checked the exploration page and, for writes, editsProspects.
import { isManagingRole, type ProspectChange, type ProspectInput, type Prospects, type ProspectsQuery, type ProspectStatusInput } from '@chorus/contract';
import { sql } from 'kysely';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError, notFound } from '../../../errors/domain-error.ts';
import type { Caller } from '../../../security/subject.ts';
import type { InvitationService } from '../../access/index.ts';
import { prospectById, prospectRows } from './prospects.repository.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';

type Deps = { db: Db; clock: Clock; invitations: InvitationService };

export class ProspectsService {
  private readonly deps: Deps;
  constructor(deps: Deps) {
    this.deps = deps;
  }

  async list(query: ProspectsQuery): Promise<Prospects> {
    const { db } = this.deps;
    const lists = await db
      .selectFrom('exploration_prospect_lists as l')
      .leftJoin('users as u', 'u.id', 'l.created_by')
      .select(['l.id', 'l.name', 'u.id as creator_id', 'u.name as creator_name'])
      .select(sql<number>`(SELECT count(*)::int FROM exploration_prospects p WHERE p.list_id = l.id)`.as('count'))
      .orderBy('l.name')
      .execute();
    return {
      lists: lists.map((l) => ({
        id: l.id,
        name: l.name,
        count: l.count,
        created_by: l.creator_id === null ? null : { id: l.creator_id, name: l.creator_name ?? '' },
      })),
      items: await prospectRows(db, query),
    };
  }

  /** An owner must be one of the network's managing people (admin, super staff, staff). */
  private async checkOwner(db: Db, ownerId: number): Promise<void> {
    const owner = await db.selectFrom('users').select('account_type').where('id', '=', ownerId).executeTakeFirst();
    if (!owner || !isManagingRole(owner.account_type as never))
      throw new DomainError('errors.invalidInput', { fields: { owner_id: 'validation.prospectOwner' } });
  }

  async create(caller: Caller, input: ProspectInput): Promise<ProspectChange> {
    const now = this.deps.clock.now();
    const id = await this.deps.db.transaction().execute(async (trx) => {
      const known = await sql<{ one: number }>`
        SELECT 1 AS one FROM exploration_channels WHERE channel_id = ${input.channel_id}
        UNION ALL SELECT 1 FROM channels WHERE channel_id = ${input.channel_id} LIMIT 1`.execute(trx);
      if (known.rows.length === 0) throw new DomainError('errors.invalidInput', { fields: { channel_id: 'validation.prospectUnknownChannel' } });
      if (input.owner_id !== undefined) await this.checkOwner(trx, input.owner_id);
      let listId = input.list_id;
      if (listId === undefined) {
        await trx
          .insertInto('exploration_prospect_lists')
          .values({ name: input.list_name!, created_by: caller.userId })
          .onConflict((oc) => oc.column('name').doNothing())
          .execute();
        listId = (await trx.selectFrom('exploration_prospect_lists').select('id').where('name', '=', input.list_name!).executeTakeFirstOrThrow()).id;
      } else if (!(await trx.selectFrom('exploration_prospect_lists').select('id').where('id', '=', listId).executeTakeFirst())) {
        throw new DomainError('errors.invalidInput', { fields: { list_id: 'validation.prospectListUnknown' } });
      }
      try {
        const row = await trx
          .insertInto('exploration_prospects')
          .values({
            list_id: listId,
            channel_id: input.channel_id,
            owner_id: input.owner_id ?? caller.userId,
            notes: input.notes ?? '',
            stage_dates: JSON.stringify({ found: now.toISOString() }),
            created_by: caller.userId,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError('errors.prospectDuplicate', { fields: { channel_id: 'errors.prospectDuplicate' } });
        throw error;
      }
    });
    return { prospect: (await prospectById(this.deps.db, id))!, mail_sent: null };
  }

  async setStatus(caller: Caller, id: number, input: ProspectStatusInput, client: { ip: string }): Promise<ProspectChange> {
    const now = this.deps.clock.now();
    const { invitations } = this.deps;
    const outcome = await this.deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('exploration_prospects as p')
        .leftJoin('exploration_channels as e', 'e.channel_id', 'p.channel_id')
        .select(['p.id', 'p.status', 'p.stage_dates', 'p.channel_id', 'e.title', 'e.contact_email', 'e.language'])
        .where('p.id', '=', id)
        .forUpdate('p')
        .executeTakeFirst();
      if (!row) throw notFound();
      // A signed prospect has its invitation: it stays signed (the invitation page withdraws an invitation).
      if (row.status === 'signed') throw new DomainError('errors.prospectSigned');
      if (input.owner_id !== undefined) await this.checkOwner(trx, input.owner_id);
      let created = null;
      if (input.status === 'signed') {
        const email = input.email ?? row.contact_email;
        if (!email) throw new DomainError('errors.invalidInput', { fields: { email: 'validation.prospectEmailRequired' } });
        await invitations.decide(caller.profile, 'user', undefined);
        created = await invitations.create(
          trx,
          caller,
          {
            email,
            name: row.title ?? email.split('@')[0]!,
            account_type: 'user',
            language: row.language === 'ja' ? 'ja' : row.language === 'en' ? 'en' : 'zh-TW',
            channel_id: null,
            member_type: null,
            team: null,
          },
          client,
        );
      }
      const dates = { ...row.stage_dates, [input.status]: now.toISOString() };
      await trx
        .updateTable('exploration_prospects')
        .set({
          status: input.status,
          stage_dates: JSON.stringify(dates),
          updated_at: now,
          ...(input.notes !== undefined ? { notes: input.notes } : {}),
          ...(input.owner_id !== undefined ? { owner_id: input.owner_id } : {}),
          ...(created ? { invitation_id: created.id } : {}),
        })
        .where('id', '=', id)
        .execute();
      return created;
    });
    const mailSent = outcome ? await invitations.send(caller.profile, outcome) : null;
    return { prospect: (await prospectById(this.deps.db, id))!, mail_sent: mailSent };
  }
}
