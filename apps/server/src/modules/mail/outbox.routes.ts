// HTTP for the mail outbox that admins read when no SMTP server is configured.
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/app-error.ts';
import type { Handlers } from '../../http/register-endpoints.ts';

export function outboxHandlers(ctx: AppContext): Handlers {
  return {
    outboxList: async () => ({ messages: await ctx.mailer.outbox() }),
    outboxDownload: async ({ params, reply }) => {
      const data = await ctx.mailer.outboxFile(params.id);
      if (!data) throw notFound();
      reply
        .header('content-type', 'message/rfc822')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${params.id}.eml"`);
      return reply.send(data);
    },
  };
}
