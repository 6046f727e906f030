// Which recipients of a channel's report get the revenue section: a Chorus user (by e-mail) with
// accounting access to the channel, judged as a session of theirs would be (their cached profile,
// the contract's seesReportAccounting). Everyone else, people outside Chorus included, gets the
// report without it.
import { seesReportAccounting } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { subjectOf } from '../../../security/subject.ts';
import type { UserDirectory } from '../../../ports/user-directory.ts';

export async function accountingRecipients(deps: { db: Db; users: UserDirectory }, channelId: string, recipients: readonly string[]): Promise<Set<string>> {
  if (recipients.length === 0) return new Set();
  const { rows } = await sql<{ id: number; email: string }>`
    SELECT id, lower(email) AS email FROM users WHERE lower(email) = ANY(${recipients.map((r) => r.toLowerCase())}::text[])`.execute(deps.db);
  const seeing = new Set<string>();
  for (const row of rows) {
    const profile = await deps.users.get(row.id);
    if (profile && seesReportAccounting(subjectOf(profile), channelId)) seeing.add(row.email);
  }
  return new Set(recipients.filter((r) => seeing.has(r.toLowerCase())));
}
