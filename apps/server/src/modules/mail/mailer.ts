// Mail goes over SMTP when SMTP_URL is set. Otherwise each message is written to DATA_DIR/outbox as
// an .eml file (with a small .json beside it for the in-app outbox), so flows that depend on mail,
// like password reset, work on a fresh machine.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string };
export type OutboxEntry = MailMessage & { id: string; created_at: string };

export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  /** Newest first. Empty when mail goes over SMTP. */
  outbox: () => Promise<OutboxEntry[]>;
  outboxFile: (id: string) => Promise<Buffer | null>;
};

export function createMailer(options: { smtpUrl: string | null; from: string; outboxDir: string; now: () => Date }): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 10_000 })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      if (options.smtpUrl) return;
      const createdAt = options.now();
      const id = `${createdAt.toISOString().replace(/[:.]/g, '-')}_${randomUUID().slice(0, 8)}`;
      await mkdir(options.outboxDir, { recursive: true });
      await writeFile(path.join(options.outboxDir, `${id}.eml`), (info as unknown as { message: Buffer }).message);
      await writeFile(path.join(options.outboxDir, `${id}.json`), JSON.stringify({ id, created_at: createdAt.toISOString(), ...message }));
    },
    async outbox() {
      const names = await readdir(options.outboxDir).catch(() => [] as string[]);
      const entries = await Promise.all(
        names.filter((n) => n.endsWith('.json')).map(async (n) => JSON.parse(await readFile(path.join(options.outboxDir, n), 'utf8')) as OutboxEntry),
      );
      return entries.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
    },
    async outboxFile(id) {
      if (!/^[A-Za-z0-9_-]{1,80}$/.test(id)) return null;
      return readFile(path.join(options.outboxDir, `${id}.eml`)).catch(() => null);
    },
  };
}
