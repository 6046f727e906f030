// Authorizing YouTube channels the way a browser does: the consent address from the API, the
// fake Google's consent, then the callback with the session's cookie.
import { expect } from 'vitest';
import type { FakeGoogle } from './fake-google.ts';
import type { Session, TestApp } from './harness.ts';

export async function consentAddress(t: TestApp, session: Session, role: 'channel_owner' | 'content_manager' = 'channel_owner'): Promise<string> {
  const start = await t.app.inject({ method: 'GET', url: `/api/v1/youtube/oauth/start?role=${role}`, headers: session.headers });
  expect(start.statusCode, start.body).toBe(200);
  return (start.json() as { url: string }).url;
}

export async function callback(t: TestApp, session: Session, query: Record<string, string>) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/youtube/oauth/callback?${new URLSearchParams(query).toString()}`,
    headers: { cookie: session.cookie },
  });
  const location = response.headers.location ? new URL(String(response.headers.location), 'http://chorus.test') : null;
  return { response, location, result: location?.searchParams.get('youtube') ?? null };
}

/** Runs the whole flow for `account` and answers the callback's outcome. */
export async function authorize(
  t: TestApp,
  fake: FakeGoogle,
  session: Session,
  account: string,
  options: { role?: 'channel_owner' | 'content_manager'; scopes?: string[] } = {},
) {
  const consent = fake.consent(await consentAddress(t, session, options.role), account, { scopes: options.scopes });
  return callback(t, session, { state: consent.state, code: consent.code, scope: consent.scope });
}
