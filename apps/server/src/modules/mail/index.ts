// The mail module's public entry: sending mail, and the outbox admins read when no SMTP server is set.
import type { AppContext } from '../../app-context.ts';
import type { ServerModule } from '../../server-module.ts';
import { outboxHandlers } from './outbox.routes.ts';

export { createMailer, type Mailer } from './mailer.ts';

export function createModule({ mailer }: AppContext): ServerModule {
  return { handlers: outboxHandlers({ mailer }) };
}
