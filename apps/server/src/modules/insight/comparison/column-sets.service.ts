// Each person's saved comparison column sets (table 0054): a name and the columns in order. Sets
// belong to the person alone (every query is by their user id: another's set does not exist, 404).
// At most COLUMN_SETS_MAX a person; names unique per person without case (409 with a translated
// message). Keys the contract no longer lists are dropped when read, so a renamed column never
// breaks a saved set.
import { COLUMN_SETS_MAX, comparisonColumnKeys, type ColumnSet, type ColumnSetInput, type ComparisonColumn } from '@chorus/contract';
import { sql } from 'kysely';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError, notFound } from '../../../errors/domain-error.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';

const known = new Set<string>(comparisonColumnKeys);
type Row = { id: number; name: string; columns: string[]; updated_at: Date };
const toSet = (row: Row): ColumnSet => ({
  id: Number(row.id),
  name: row.name,
  columns: row.columns.filter((c): c is ComparisonColumn => known.has(c)),
  updated_at: row.updated_at.toISOString(),
});
const nameTaken = () => new DomainError('errors.columnSetNameTaken');

export class ColumnSetsService {
  private readonly db: Db;
  private readonly clock: Clock;
  constructor(deps: { db: Db; clock: Clock }) {
    this.db = deps.db;
    this.clock = deps.clock;
  }

  async list(userId: number): Promise<ColumnSet[]> {
    const rows = await this.db
      .selectFrom('insight_comparison_column_sets')
      .select(['id', 'name', 'columns', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute();
    return rows.map(toSet);
  }

  async create(userId: number, input: ColumnSetInput): Promise<ColumnSet> {
    return this.db.transaction().execute(async (trx) => {
      // One person's writes one at a time (the count below stays true until commit).
      await sql`select pg_advisory_xact_lock(hashtext('insight_comparison_column_sets'), ${userId}::int)`.execute(trx);
      const { count } = await trx
        .selectFrom('insight_comparison_column_sets')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= COLUMN_SETS_MAX) throw new DomainError('errors.columnSetsFull', { params: { max: COLUMN_SETS_MAX } });
      const now = this.clock.now();
      try {
        const row = await trx
          .insertInto('insight_comparison_column_sets')
          .values({ user_id: userId, name: input.name, columns: [...input.columns], created_at: now, updated_at: now })
          .returning(['id', 'name', 'columns', 'updated_at'])
          .executeTakeFirstOrThrow();
        return toSet(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    });
  }

  async update(userId: number, setId: number, input: ColumnSetInput): Promise<ColumnSet> {
    let row: Row | undefined;
    try {
      row = await this.db
        .updateTable('insight_comparison_column_sets')
        .set({ name: input.name, columns: [...input.columns], updated_at: this.clock.now() })
        .where('id', '=', setId)
        .where('user_id', '=', userId)
        .returning(['id', 'name', 'columns', 'updated_at'])
        .executeTakeFirst();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
    if (!row) throw notFound();
    return toSet(row);
  }

  async remove(userId: number, setId: number): Promise<void> {
    const result = await this.db.deleteFrom('insight_comparison_column_sets').where('id', '=', setId).where('user_id', '=', userId).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound();
  }
}
