// HTTP for the mail outbox that admins read when no SMTP server is configured.
import { notFound } from '../../http/app-error.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import type { Mailer } from './mailer.ts';

export function outboxHandlers({ mailer }: { mailer: Mailer }): Handlers {
  return {
    outboxList: async () => ({ messages: await mailer.outbox() }),
    outboxDownload: async ({ params, reply }) => {
      const data = await mailer.outboxFile(params.id);
      if (!data) throw notFound();
      reply
        .header('content-type', 'message/rfc822')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${params.id}.eml"`);
      return reply.send(data);
    },
  };
}
