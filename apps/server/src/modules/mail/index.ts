// The mail module's public entry: sending mail, and the outbox admins read in development without SMTP.
import type { AppContext } from '../../app-context.ts';
import type { ServerModule } from '../../server-module.ts';
import { outboxHandlers } from './outbox.routes.ts';

export { composeMail } from './compose-mail.ts';
export { createMailer, keepsOutbox, type MailAttachment, type Mailer, type MailMessage } from './mailer.ts';

export function createModule({ mailer }: AppContext): ServerModule {
  return { handlers: outboxHandlers({ mailer }) };
}
