// Routes of the mail area. The outbox: mail written to disk when no SMTP server is set.
import { component, type Route } from '../core/route.ts';

export const mailRoutes = {
  outboxList: { method: 'GET', path: '/api/v1/outbox', summary: 'Mail written to the outbox when no SMTP server is set', permission: component('readOutbox') },
  outboxDownload: {
    method: 'GET',
    path: '/api/v1/outbox/:id',
    summary: 'One outbox message as an .eml file',
    permission: component('readOutbox'),
    kind: 'download',
  },
} as const satisfies Record<string, Route>;
