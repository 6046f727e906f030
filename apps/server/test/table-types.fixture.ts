// Deliberate mismatches with the migrated database, for the drift check's own test
// (src/db/schema-types.routes.test.ts): one of each kind it must find.
import type { ColumnType, Generated } from 'kysely';
import type { AuditLogTable } from '../src/db/schema.ts';

export type Database = {
  // `state` left out, `user_id` and `created_at` of the wrong type, `role` nullable, `nickname` made up.
  oauth_states: { user_id: string; role: string | null; created_at: string; nickname: string };
  // `id` given on insert, `name` optional with no default, `created_by` not nullable; `created_at` right.
  channel_groups: {
    id: number;
    name: ColumnType<string, string | undefined, string>;
    created_by: number;
    created_at: ColumnType<Date, Date | string | undefined, never>;
  };
  // `id` is GENERATED ALWAYS AS IDENTITY: an insert may not give it, which Generated<> allows.
  audit_log: Omit<AuditLogTable, 'id'> & { id: Generated<number> };
  ghosts: { id: Generated<number> };
  // app_settings: missing.
};
