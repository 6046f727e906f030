// Issue reports through the real routes: anyone files one and reads their own history; managing
// roles read everyone's and answer with a status, an estimated completion date (1900-01-01 to
// 2099-12-31) and a response; bad input changes nothing.
import type { ProblemReport } from '@chorus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { demo, startTestApp, type Session, type TestApp } from '../../../test/harness.ts';
import { REPORTS_PER_HOUR } from './issue-reports.service.ts';
import { rowCount } from '../../../test/row-count.ts';

let t: TestApp;
const sessions = new Map<string, Session>();
const as = (who: string) => sessions.get(who)!.headers;

const file = (who: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/set_problem_report', headers: as(who), payload });
const list = async (who: string, query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/get_problem_report_list${query}`, headers: as(who) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: ProblemReport[]; total: number; page: number; page_size: number };
};
const answer = (who: string, id: number, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/problem_reports/${id}`, headers: { ...as(who), ...headers }, payload });
const rowOf = (id: number) => t.db.selectFrom('problem_reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

let mine: ProblemReport;
/** The demo data's own reports (seed-demo.ts). */
let seeded: number;

/** Signs everyone in (again: access tokens last 15 minutes of the test's clock). */
async function signInAll() {
  for (const who of ['admin', 'super_staff', 'staff', 'assistant', 'user', 'user_owner', 'advertiser', 'viewer']) sessions.set(who, await t.signIn(demo(who)));
}

beforeAll(async () => {
  t = await startTestApp();
  await signInAll();
  seeded = await rowCount(t.db, 'problem_reports');
  expect(seeded).toBeGreaterThan(0);
});
afterAll(async () => t?.close());

describe('filing a report', () => {
  it('stores the LINE ID, the submitter (the user’s name by default) and the explanation, status open', async () => {
    const response = await file('user', { line_number: ' @chorus-user ', explanation: '  The overview chart is empty.  ' });
    expect(response.statusCode, response.body).toBe(200);
    mine = response.json();
    const name = await t.db.selectFrom('users').select(['id', 'name']).where('email', '=', demo('user')).executeTakeFirstOrThrow();
    expect(mine).toMatchObject({
      line_number: '@chorus-user',
      submitter: name.name,
      explanation: 'The overview chart is empty.',
      status: 'open',
      estimated_completion_date: null,
      response: null,
      reporter: { user_id: name.id, email: demo('user') },
    });
    const named = await file('user', { submitter: '王小明', explanation: 'Second problem' });
    expect(named.json()).toMatchObject({ submitter: '王小明', line_number: null });
    expect((await file('user_owner', { explanation: 'Owner problem' })).statusCode).toBe(200);
  });

  it('refuses a missing or blank explanation and unknown fields (400), storing nothing', async () => {
    const before = await t.db.selectFrom('problem_reports').select('id').execute();
    for (const payload of [
      {},
      { explanation: '   ' },
      { explanation: 'x', status: 'resolved' },
      { explanation: 'x', response: 'Fixed already' },
      { explanation: 'x'.repeat(5001) },
    ]) {
      const response = await file('user', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expectErrorBody(response);
    }
    const blank = await file('user', { explanation: ' ' });
    expect(Object.keys(expectErrorBody(blank).fields ?? {})).toEqual(['explanation']);
    expect(await t.db.selectFrom('problem_reports').select('id').execute()).toEqual(before);
  });

  it(`accepts at most ${REPORTS_PER_HOUR} reports per person and hour`, async () => {
    for (let i = 0; i < REPORTS_PER_HOUR; i++) expect((await file('advertiser', { explanation: `Report ${i}` })).statusCode).toBe(200);
    const refused = await file('advertiser', { explanation: 'One too many' });
    expect(refused.statusCode).toBe(429);
    expect(expectErrorBody(refused).code).toBe('errors.tooManyRequests');
    // Others are not affected, and an hour later the advertiser may report again.
    expect((await file('viewer', { explanation: 'Mine' })).statusCode).toBe(200);
    t.clock.advance(3601);
    await signInAll();
    expect((await file('advertiser', { explanation: 'Next hour' })).statusCode).toBe(200);
  });
});

describe('the report history', () => {
  it('shows a reporter their own reports only, newest first', async () => {
    const own = await list('user');
    expect(own.total).toBe(2);
    expect(own.items.map((r) => r.explanation)).toEqual(['Second problem', 'The overview chart is empty.']);
    const owner = await list('user_owner');
    expect(owner.items[0]!.explanation).toBe('Owner problem');
    expect(new Set(owner.items.map((r) => r.reporter.email))).toEqual(new Set([demo('user_owner')]));
    // Staff-type but not a managing role: their own only.
    expect((await list('assistant')).total).toBe(0);
  });

  it('shows managing roles everyone’s, with a status filter and pages', async () => {
    for (const who of ['admin', 'super_staff', 'staff']) {
      const all = await list(who);
      expect(all.total, who).toBe(seeded + 2 + 1 + REPORTS_PER_HOUR + 1 + 1);
      for (const email of [demo('user'), demo('user_owner'), demo('advertiser'), demo('viewer')]) {
        expect(
          all.items.map((r) => r.reporter.email),
          `${who} sees ${email}`,
        ).toContain(email);
      }
    }
    const page = await list('staff', '?page=2&page_size=5');
    expect(page).toMatchObject({ page: 2, page_size: 5, total: seeded + 25 });
    expect(page.items).toHaveLength(5);
    const open = await list('staff', '?status=open');
    expect(open.items.every((r) => r.status === 'open')).toBe(true);
    expect(open.total).toBeGreaterThanOrEqual(25);
    for (const query of ['?status=done', '?page=0', '?page_size=201', '?page=abc', '?reporter_id=1']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/get_problem_report_list${query}`, headers: as('staff') });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('answering a report', () => {
  it('lets managing roles set the status, the estimated completion date and the response', async () => {
    t.clock.advance(60);
    const response = await answer('staff', mine.id, { status: 'in_progress', estimated_completion_date: '2099-12-31', response: '  We are on it.  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: mine.id,
      status: 'in_progress',
      estimated_completion_date: '2099-12-31',
      response: 'We are on it.',
      explanation: mine.explanation,
    });
    expect(response.json().updated_at).toBe(t.clock.now().toISOString());
    const staffId = (await t.db.selectFrom('users').select('id').where('email', '=', demo('staff')).executeTakeFirstOrThrow()).id;
    expect((await rowOf(mine.id)).responded_by).toBe(staffId);

    // The reporter sees the answer in their history.
    expect((await list('user')).items.find((r) => r.id === mine.id)).toMatchObject({
      status: 'in_progress',
      response: 'We are on it.',
      estimated_completion_date: '2099-12-31',
    });

    // A field left out stays; null clears.
    const resolved = await answer('admin', mine.id, { status: 'resolved', estimated_completion_date: '1900-01-01' });
    expect(resolved.json()).toMatchObject({ status: 'resolved', estimated_completion_date: '1900-01-01', response: 'We are on it.' });
    const cleared = await answer('super_staff', mine.id, { estimated_completion_date: null, response: null });
    expect(cleared.json()).toMatchObject({ status: 'resolved', estimated_completion_date: null, response: null });
  });

  it('refuses dates outside 1900-01-01..2099-12-31 or not on the calendar, changing nothing', async () => {
    const before = await rowOf(mine.id);
    for (const date of ['2100-01-01', '1899-12-31', '2024-02-30', '2024-13-01', '2024-1-5', 'tomorrow', '']) {
      const response = await answer('staff', mine.id, { status: 'rejected', estimated_completion_date: date }, { 'x-chorus-language': 'en' });
      expect(response.statusCode, date).toBe(400);
      expect(Object.keys(expectErrorBody(response, 'en').fields ?? {}), date).toEqual(['estimated_completion_date']);
    }
    const outOfRange = await answer('staff', mine.id, { estimated_completion_date: '2100-01-01' }, { 'x-chorus-language': 'en' });
    expect(expectErrorBody(outOfRange, 'en').fields?.estimated_completion_date).toBe('Please choose a date between 1900-01-01 and 2099-12-31.');
    expect(await rowOf(mine.id)).toEqual(before);
  });

  it('refuses unknown statuses and fields (400), and everyone but managing roles (403)', async () => {
    const before = await rowOf(mine.id);
    for (const payload of [{ status: 'done' }, { status: 'open', explanation: 'rewritten' }, { reporter_id: 1 }]) {
      expect((await answer('staff', mine.id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const who of ['user', 'user_owner', 'assistant', 'viewer', 'advertiser']) {
      const response = await answer(who, mine.id, { status: 'resolved' });
      expect(response.statusCode, who).toBe(403);
      expect(expectErrorBody(response).code).toBe('errors.forbidden');
    }
    expect(await rowOf(mine.id)).toEqual(before);
  });

  it('answers 404 for a report that does not exist', async () => {
    const response = await answer('staff', 999_999, { status: 'resolved' });
    expect(response.statusCode).toBe(404);
    expect((await answer('staff', 0, { status: 'resolved' })).statusCode).toBe(400);
  });
});
