// Mail goes over SMTP when SMTP_URL is set. Otherwise, outside production, each message is written to
// DATA_DIR/outbox as an .eml file (with a small .json beside it for the in-app outbox), so flows that
// depend on mail, like password reset, work on a fresh machine. The outbox holds live reset links, so
// it is a development convenience only: with SMTP_URL or in production it is neither written nor
// readable (an administrator reading it could take over any account without the switch rules).
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, OutboxEntry } from '../../ports/mailer.ts';

export type { MailAttachment, MailMessage, Mailer, OutboxEntry } from '../../ports/mailer.ts';

/** The outbox is kept only in development without an SMTP server. */
export function keepsOutbox(config: { smtpUrl: string | null; production: boolean }): boolean {
  return !config.smtpUrl && !config.production;
}

/** `outboxDir` null: no outbox (see keepsOutbox); without SMTP either, mail is dropped with a warning. */
export function createMailer(options: { smtpUrl: string | null; from: string; outboxDir: string | null; now: () => Date }): Mailer {
  const { outboxDir } = options;
  // Pooled: a quarterly run hands over thousands of messages, and one connection per message would
  // spend its time in handshakes. Five connections is what common relays allow one client.
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        pool: true,
        maxConnections: 5,
        maxMessages: 1000,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    keepsOutbox: !options.smtpUrl && outboxDir !== null,
    async send(message) {
      if (!options.smtpUrl && outboxDir === null) {
        console.warn(`[chorus] mail "${message.subject}" not sent: SMTP_URL is not set`);
        return;
      }
      const info = await transport.sendMail({ from: options.from, ...message });
      if (options.smtpUrl || outboxDir === null) return;
      const createdAt = options.now();
      const id = `${createdAt.toISOString().replace(/[:.]/g, '-')}_${randomUUID().slice(0, 8)}`;
      await mkdir(outboxDir, { recursive: true });
      await writeFile(path.join(outboxDir, `${id}.eml`), (info as unknown as { message: Buffer }).message);
      const entry: OutboxEntry = { id, created_at: createdAt.toISOString(), to: message.to, subject: message.subject, text: message.text };
      if (message.attachments?.length) entry.attachments = message.attachments.map((a) => a.filename);
      // Written aside and renamed: the outbox is read while mail is written, and must never see half an entry.
      await writeFile(path.join(outboxDir, `${id}.json.part`), JSON.stringify(entry));
      await rename(path.join(outboxDir, `${id}.json.part`), path.join(outboxDir, `${id}.json`));
    },
    async outbox() {
      if (outboxDir === null) return [];
      const names = await readdir(outboxDir).catch(() => [] as string[]);
      const entries = await Promise.all(
        names.filter((n) => n.endsWith('.json')).map(async (n) => JSON.parse(await readFile(path.join(outboxDir, n), 'utf8')) as OutboxEntry),
      );
      return entries.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
    },
    close() {
      transport.close();
    },
    async outboxFile(id) {
      if (outboxDir === null || !/^[A-Za-z0-9_-]{1,80}$/.test(id)) return null;
      return readFile(path.join(outboxDir, `${id}.eml`)).catch(() => null);
    },
  };
}
