// Every mail goes out as multipart/alternative: a text part and an HTML part in the recipient's
// language, the HTML escaping user data (names) and carrying the link as a real link. Read from
// the .eml the outbox keeps, as an admin downloads it.
import { translate, type LocaleCode } from '@chorus/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestApp, type TestApp } from '../../../test/harness.ts';
import { mailParts, type MailParts } from '../../../test/mail-parts.ts';
import { until } from '../../../test/until.ts';

const languages: LocaleCode[] = ['zh-TW', 'ja', 'en'];
const hostileName = (language: LocaleCode) => `<script>alert("${language}")</script> & 'Co'`;
const escapedName = (language: LocaleCode) => `&lt;script&gt;alert(&quot;${language}&quot;)&lt;/script&gt; &amp; &#39;Co&#39;`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.signInDemo(['admin']);
});
afterAll(async () => t?.close());

/** The newest mail to this address, as the .eml an admin downloads from the outbox. */
async function mailTo(email: string): Promise<MailParts & { subject: string }> {
  const entry = await until(
    async () => (await t.ctx.mailer.outbox()).find((m) => m.to === email),
    (found) => found !== undefined,
  );
  const eml = await t.app.inject({ method: 'GET', url: `/api/v1/outbox/${entry!.id}`, headers: t.demoHeaders('admin') });
  expect(eml.statusCode).toBe(200);
  return { ...mailParts(eml.body), subject: entry!.subject };
}

function expectSafeHtml(mail: MailParts, language: LocaleCode, link: string) {
  expect(mail.contentType).toBe('multipart/alternative');
  expect(mail.html).toContain(`<html lang="${language}">`);
  expect(mail.html).toContain(escapedName(language));
  expect(mail.html).not.toContain('<script');
  expect(mail.html).toContain(`<a href="${link.replace(/&/g, '&amp;')}"`);
}

describe.each(languages)('mail in %s', (language) => {
  it('an invitation has a text part and an HTML part with the link, the name escaped', async () => {
    const email = `mail-parts-${language.toLowerCase()}@example.test`;
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invite_member',
      headers: t.demoHeaders('admin'),
      payload: { email, account_type: 'staff', name: hostileName(language), language },
    });
    expect(invited.statusCode).toBe(200);
    const mail = await mailTo(email);
    const link = /http:\/\/chorus\.test\/accept-invitation\?token=[A-Za-z0-9_%-]+&uid=\d+/.exec(mail.text ?? '')?.[0];
    expect(link, mail.text).toBeDefined();
    const inviter = (await t.db.selectFrom('users').select('name').where('email', '=', demo('admin')).executeTakeFirstOrThrow()).name;
    expect(mail.text).toBe(translate(language, 'mail', 'invitation.body', { name: hostileName(language), inviter, link: link!, days: 7 }));
    expect(mail.subject).toBe(translate(language, 'mail', 'invitation.subject', { inviter }));
    expectSafeHtml(mail, language, link!);
    expect(mail.html).toContain(translate(language, 'mail', 'invitation.action'));
  });

  it('a password reset has a text part and an HTML part with the link, the name escaped', async () => {
    const email = demo({ 'zh-TW': 'viewer', ja: 'staff', en: 'user' }[language]);
    await t.db
      .updateTable('users')
      .set({ name: hostileName(language) })
      .where('email', '=', email)
      .execute();
    const asked = await t.app.inject({ method: 'GET', url: `/api/v1/forget_password?email=${encodeURIComponent(email)}&language=${language}` });
    expect(asked.statusCode).toBe(200);
    const mail = await mailTo(email);
    const link = /http:\/\/chorus\.test\/reset-password\?token=[A-Za-z0-9_%-]+&uid=\d+/.exec(mail.text ?? '')?.[0];
    expect(link, mail.text).toBeDefined();
    expect(mail.text).toBe(translate(language, 'mail', 'reset.body', { name: hostileName(language), link: link! }));
    expect(mail.subject).toBe(translate(language, 'mail', 'reset.subject'));
    expectSafeHtml(mail, language, link!);
    expect(mail.html).toContain(translate(language, 'mail', 'reset.action'));
  });
});
