// HTTP for the mail outbox that admins read in development without an SMTP server; where no outbox
// is kept (SMTP_URL set, or production) both routes answer 404, as if they did not exist.
import { notFound } from '../../http/app-error.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import { sendFile } from '../../http/send-file.ts';
import type { Mailer } from './mailer.ts';

export function outboxHandlers({ mailer }: { mailer: Mailer }): Handlers {
  return {
    outboxList: async () => {
      if (!mailer.keepsOutbox) throw notFound();
      return { messages: await mailer.outbox() };
    },
    outboxDownload: async ({ params, reply }) => {
      if (!mailer.keepsOutbox) throw notFound();
      const data = await mailer.outboxFile(params.id);
      if (!data) throw notFound();
      return sendFile(reply, { data, type: 'message/rfc822', filename: `${params.id}.eml` });
    },
  };
}
