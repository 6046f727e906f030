// Shared steps of the access administration specs that need no page: an admin's API session, the
// invitation link from the mail outbox, and fresh accounts (invited and activated through the API)
// so that no spec changes a demo account another spec relies on.
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';
import { apiSignIn, demoEmail } from './helpers.ts';

export const NEW_PASSWORD = 'Lantern-Orchard-73!';
const csrf = { 'x-chorus-csrf': '1' };

/** A unique address for a person created by a test. */
export const freshEmail = (label: string) => `${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.test`;

/** An API session of a demo account (admin by default); dispose it when done. */
export async function apiAs(baseURL: string, identifier = demoEmail('admin')): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  await apiSignIn(api, identifier);
  return api;
}

/** The accept-invitation link mailed to `email` (the newest one), read from the outbox as an admin. */
export async function invitationLink(admin: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const outbox = (await (await admin.get('/api/v1/outbox')).json()) as { messages: { to: string; text: string; created_at: string }[] };
        const mail = outbox.messages.filter((m) => m.to === email).sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
        link = mail ? /(https?:\/\/\S+\/accept-invitation\?token=[^\s&]+&uid=\d+)/.exec(mail.text)?.[1] : undefined;
        return link;
      },
      { timeout: 20_000, message: `an invitation mail to ${email}` },
    )
    .toBeTruthy();
  return link!;
}

/** Invites someone as an admin and activates the account through the link, without a browser. */
export async function createAccount(
  baseURL: string,
  accountType: string,
  name: string,
): Promise<{ email: string; password: string; name: string; id: number }> {
  const admin = await apiAs(baseURL);
  try {
    const email = freshEmail(accountType.replace(/_/g, '-'));
    const invited = await admin.post('/api/v1/invite_member', { data: { email, account_type: accountType, name }, headers: csrf });
    expect(invited.ok(), await invited.text()).toBe(true);
    const link = new URL(await invitationLink(admin, email));
    const user_id = Number(link.searchParams.get('uid'));
    const anonymous = await playwrightRequest.newContext({ baseURL });
    const accepted = await anonymous.post('/api/v1/accept_invitation', {
      data: { token: link.searchParams.get('token'), user_id, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
      headers: csrf,
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
    await anonymous.dispose();
    return { email, password: NEW_PASSWORD, name, id: user_id };
  } finally {
    await admin.dispose();
  }
}
