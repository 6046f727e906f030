// HTTP for remittance recipients and deductions. The route layer has checked the permission
// (updateAccounting for writes, the accounting page for the list); the services apply the object
// policy (canSeeRecipient) to what they load.
import { DEDUCTIONS_MAX_BYTES, RECIPIENT_FILE_MAX_BYTES } from '@chorus/contract';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../http/principal.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { sendFile } from '../../../http/send-file.ts';
import { readSmallUpload } from '../../../http/small-upload.ts';
import type { DeductionsService } from './deductions.service.ts';
import { checkDocument } from './recipient-document.ts';
import type { PayeesCaller, RecipientsService } from './recipients.service.ts';
import { searchAccountingChannels } from '../channel-search.ts';
import type { Db } from '../../../db/database.ts';

const caller = (principal: Principal, req: FastifyRequest): PayeesCaller => ({
  userId: principal.userId,
  realUserId: principal.realUserId,
  subject: principal.subject,
  ip: req.ip,
});
const extension = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' } as Record<string, string>;

export function payeesHandlers({ db, recipients, deductions }: { db: Db; recipients: RecipientsService; deductions: DeductionsService }): Handlers {
  return {
    recipientList: async ({ req, principal, query }) => recipients.list(caller(principal, req), query),
    recipientGet: async ({ req, principal, params }) => recipients.get(caller(principal, req), params.recipientId),
    recipientCreate: async ({ req, principal, body }) => recipients.create(caller(principal, req), body),
    recipientUpdate: async ({ req, principal, params, body }) => recipients.update(caller(principal, req), params.recipientId, body),
    recipientDelete: async ({ req, principal, params }) => {
      await recipients.remove(caller(principal, req), params.recipientId);
      return { ok: true as const };
    },
    recipientSetChannels: async ({ req, principal, params, body }) => recipients.setChannels(caller(principal, req), params.recipientId, body.channel_ids),
    recipientFile: async ({ req, reply, principal, params }) => {
      const { file, data } = await recipients.file(caller(principal, req), params.recipientId, params.slot);
      const filename = `recipient-${params.recipientId}-${params.slot}.${extension[file.mime_type] ?? 'bin'}`;
      return sendFile(reply, { data, type: file.mime_type, filename, cacheControl: 'private, no-store' });
    },
    recipientFileUpload: async ({ req, principal, query }) => {
      const data = await readSmallUpload(req, RECIPIENT_FILE_MAX_BYTES);
      return recipients.upload(caller(principal, req), query.slot, await checkDocument(query.slot, data));
    },
    // Finance assigns recipients to any network channel (the route needs updateAccounting).
    recipientChannelSearch: async ({ query }) => {
      const { rows } = await searchAccountingChannels(db, { q: query.q, reach: { every: true }, limit: query.page_size ?? 20 });
      return { channels: rows.map(({ channel_id, title, recipient_id }) => ({ channel_id, title, recipient_id })) };
    },
    deductionList: async ({ query }) => deductions.list(query.month),
    deductionUpload: async ({ req, principal, query, language }) =>
      deductions.upload(caller(principal, req), query.month, await readSmallUpload(req, DEDUCTIONS_MAX_BYTES), language),
    deductionTemplate: async ({ reply, language }) => {
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="deductions-template.csv"')
        .header('cache-control', 'no-store');
      return reply.send(deductions.template(language));
    },
  };
}
