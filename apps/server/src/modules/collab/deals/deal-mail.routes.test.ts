// The status mail of case packages through the real routes (issue 11, spec 6 "case-update extra
// notification email"): who is told of a package or case move, in which language, and who is not.
// A file of its own, so that its queue holds only its own moves.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPackageWithCase, insertPermissionEntry } from '../../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { until } from '../../../../test/until.ts';
import { sendStatusMails, statusMailJob } from './deal-mail.ts';
import { STATUS_MAIL_JOB } from './index.ts';

let t: TestApp;
let brightside: number;
let otherTeam: number;
const channels: string[] = [];
const as = (who: string) => t.demoHeaders(who);
const post = (who: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: as(who), payload });

const newPackage = (team: number, status: string, caseStatus: string, channel: string) => insertPackageWithCase(t.db, team, status, caseStatus, channel);

beforeAll(async () => {
  t = await startTestApp();
  brightside = (await t.db.selectFrom('advertisers').select('id').where('name', '=', 'Brightside Foods').executeTakeFirstOrThrow()).id;
  otherTeam = (await t.db.insertInto('advertisers').values({ name: 'Other Brand', kind: 'advertiser' }).returning('id').executeTakeFirstOrThrow()).id;
  for (const key of ['agency_manager', 'agency_member', 'agency_team', 'user']) {
    const id = await t.demoUserId(key);
    await t.db.insertInto('advertiser_members').values({ advertiser_id: brightside, user_id: id, role: 'adsMember' }).execute();
    t.ctx.users.invalidate(id);
  }
  channels.push('UCdealsMailChannel000000');
  await t.db.insertInto('channels').values({ channel_id: channels[0]!, title: 'Deals channel 0', source_type: 'YT', language: 'en' }).execute();
  await t.signInDemo(['assistant', 'staff']);
});
afterAll(async () => t?.close());

describe('status mail', () => {
  it('tells the officer, the team, the channel owner and the extra-notification holders, each in their language, not the actor', async () => {
    await t.ctx.jobs.startWorkers({ names: [STATUS_MAIL_JOB], pollingIntervalSeconds: 0.5, log: () => {} });
    const ownerChannel = (await t.ownedChannel('user_owner'))!;
    const ids = Object.fromEntries(
      await Promise.all(
        [
          'staff',
          'advertiser',
          'advertiser_client',
          'advertiser_member',
          'agency',
          'user_owner',
          'finance',
          'sales',
          'viewer',
          'intensive_cooperative_user',
          'assistant',
        ].map(async (k) => [k, await t.demoUserId(k)] as const),
      ),
    );
    await t.db.updateTable('users').set({ language: 'ja' }).where('id', '=', ids.advertiser_client!).execute();
    await t.db.updateTable('users').set({ language: 'en' }).where('id', '=', ids.user_owner!).execute();
    // Extra copies: finance globally, sales for this team; viewer's entry is a denial, the intensive user's names another team.
    await insertPermissionEntry(t.db, ids.finance!, 'case:extra_notification', { global: true });
    await insertPermissionEntry(t.db, ids.sales!, 'case:extra_notification', { advertiser_ids: [brightside] });
    await insertPermissionEntry(t.db, ids.viewer!, 'case:extra_notification');
    await insertPermissionEntry(t.db, ids.intensive_cooperative_user!, 'case:extra_notification', { advertiser_ids: [otherTeam] });
    const pkg = await newPackage(brightside, 'applying', 'applying', ownerChannel);
    await t.db.updateTable('collab_packages').set({ officer_user_id: ids.staff!, name: 'Mail test' }).where('id', '=', pkg.id).execute();
    const moved = await post('assistant', `/api/v1/collab/packages/${pkg.id}/status`, { status: 'officer_contacting' });
    expect(moved.statusCode, moved.body).toBe(200);
    const emails = (keys: string[]) => keys.map((k) => `${k}@demo.chorus.test`).sort();
    const expected = emails([
      'staff',
      'advertiser',
      'advertiser_client',
      'advertiser_member',
      'agency',
      'agency_manager',
      'agency_member',
      'agency_team',
      'user',
      'user_owner',
      'finance',
      'sales',
    ]);
    // Only this package's mails (earlier tests' moves are mailed too, once the workers run).
    const ofThisPackage = async () => (await t.ctx.mailer.outbox()).filter((m) => m.subject.includes('Mail test'));
    const mails = await until(ofThisPackage, (m) => m.length >= expected.length);
    expect(mails.map((m) => m.to).sort()).toEqual(expected);
    const to = (key: string) => mails.find((m) => m.to === `${key}@demo.chorus.test`)!;
    expect(to('advertiser').subject).toBe('案件包「Mail test」：專員聯繫中');
    expect(to('advertiser_client').subject).toBe('案件パッケージ「Mail test」：担当者連絡中');
    expect(to('user_owner').subject).toBe('Case package “Mail test”: Officer contacting');
    expect(to('user_owner').text).toContain('from Applying to Officer contacting');
    expect(to('user_owner').text).toContain(`/dashboard/collabUpcoming/package?id=${pkg.id}`);

    // A case move: the case's channel owner, not the owners of the other cases.
    const second = await t.db
      .insertInto('collab_cases')
      .values({ package_id: pkg.id, channel_id: channels[0]!, status: 'officer_contacting' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await post('staff', `/api/v1/collab/cases/${second.id}/status`, { status: 'creator_agreed' })).statusCode).toBe(200);
    const caseMails = await until(
      async () => (await ofThisPackage()).filter((m) => m.subject.includes('Deals channel 0')),
      (m) => m.length >= expected.length - 2,
    );
    // The officer (staff) moved it, and user_owner owns the other case's channel: neither is told.
    expect(caseMails.map((m) => m.to).sort()).toEqual(expected.filter((e) => !e.startsWith('staff@') && !e.startsWith('user_owner@')));
    expect(caseMails.find((m) => m.to === 'advertiser@demo.chorus.test')!.subject).toBe('「Mail test」的 Deals channel 0：創作者同意');
  });
});

describe('a send that fails', () => {
  it('does not stop the others, and a later attempt mails only those not reached', async () => {
    const pkg = await newPackage(brightside, 'officer_contacting', 'officer_contacting', channels[0]!);
    await t.db.updateTable('collab_packages').set({ name: 'Failing mail' }).where('id', '=', pkg.id).execute();
    const actorId = await t.demoUserId('assistant');
    const sent: string[] = [];
    const flaky = {
      ...t.ctx.mailer,
      send: async (message: { to: string }) => {
        if (message.to === 'advertiser@demo.chorus.test' && !sent.includes('refused once')) {
          sent.push('refused once');
          throw new Error('mail server down');
        }
        sent.push(message.to);
      },
    } as typeof t.ctx.mailer;
    const mail = { packageId: pkg.id, caseId: null, from: 'applying', to: 'officer_contacting', actorId };
    const first = await sendStatusMails({ db: t.db, mailer: flaky, publicUrl: 'http://chorus.test' }, mail);
    const advertiserId = await t.demoUserId('advertiser');
    expect(first.failed).toEqual([advertiserId]);
    expect(sent).toContain('advertiser_member@demo.chorus.test');
    expect(sent.filter((to) => to === 'advertiser@demo.chorus.test')).toEqual([]);
    const before = sent.length;
    const second = await sendStatusMails({ db: t.db, mailer: flaky, publicUrl: 'http://chorus.test' }, { ...mail, only: first.failed, attempt: 2 });
    expect(second).toEqual({ sent: 1, failed: [] });
    expect(sent.slice(before)).toEqual(['advertiser@demo.chorus.test']);
  });
});

describe('a status mail job run again with the same id (its worker died after it queued the later attempt)', () => {
  it('queues the later attempt for those not reached once', async () => {
    const pkg = await newPackage(brightside, 'officer_contacting', 'officer_contacting', channels[0]!);
    const down = {
      ...t.ctx.mailer,
      send: async (message: { to: string }) => {
        if (message.to === 'advertiser@demo.chorus.test') throw new Error('mail server down');
      },
    } as typeof t.ctx.mailer;
    const handler = statusMailJob({ db: t.ctx.db, jobs: t.ctx.jobs, mailer: down, publicUrl: 'http://chorus.test' });
    const mail = { packageId: pkg.id, caseId: null, from: 'applying', to: 'officer_contacting', actorId: await t.demoUserId('assistant') };
    const job = { id: randomUUID(), progress: { set: () => {} }, log: () => {} };
    await handler(mail, job);
    await handler(mail, job);
    const { rows } = await sql<{ only: string }>`SELECT data->>'only' AS only FROM pgboss.job
      WHERE name = ${STATUS_MAIL_JOB} AND data->>'packageId' = ${String(pkg.id)} AND data->>'attempt' = '2'`.execute(t.db);
    expect(rows).toEqual([{ only: JSON.stringify([await t.demoUserId('advertiser')]) }]);
  });
});

describe('a move and its status mail', () => {
  it('are committed together: a move whose mail cannot be queued is not made', async () => {
    const pkg = await newPackage(brightside, 'officer_contacting', 'officer_contacting', channels[0]!);
    // The queue refuses this job (as a queue that is down would): the move must not be kept either.
    await sql`CREATE FUNCTION refuse_status_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = ${sql.lit(STATUS_MAIL_JOB)} THEN RAISE EXCEPTION 'queue refused'; END IF; RETURN NEW; END $$`.execute(t.db);
    await sql`CREATE TRIGGER refuse_status_mail BEFORE INSERT ON pgboss.job FOR EACH ROW EXECUTE FUNCTION refuse_status_mail()`.execute(t.db);
    try {
      const moved = await post('staff', `/api/v1/collab/cases/${pkg.caseId}/status`, { status: 'creator_agreed' });
      expect(moved.statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER refuse_status_mail ON pgboss.job`.execute(t.db);
    }
    const kase = await t.db.selectFrom('collab_cases').select('status').where('id', '=', pkg.caseId).executeTakeFirstOrThrow();
    expect(kase.status).toBe('officer_contacting');
    // Queued again, the move is made and its mail job is there.
    expect((await post('staff', `/api/v1/collab/cases/${pkg.caseId}/status`, { status: 'creator_agreed' })).statusCode).toBe(200);
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${STATUS_MAIL_JOB} AND data->>'caseId' = ${String(pkg.caseId)}`.execute(t.db);
    expect(rows[0]!.n).toBe(1);
  });
});
