// HTTP for remittance recipients and deductions. The route layer has checked the permission
// (updateAccounting for writes, the accounting page for the list); the services apply the object
// policy (canSeeRecipient) to what they load.
import { DEDUCTIONS_MAX_BYTES, RECIPIENT_FILE_MAX_BYTES } from '@chorus/contract';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { sendFile } from '../../../http/send-file.ts';
import { readSmallUpload } from '../../../http/small-upload.ts';
import type { DeductionsService } from './deductions.service.ts';
import { checkDocument } from './recipient-document.ts';
import type { RecipientsService } from './recipients.service.ts';
import { searchAccountingChannels } from '../channel-search.ts';
import type { Db } from '../../../db/database.ts';
import { actingCaller } from '../../../security/subject.ts';

const extension = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' } as Record<string, string>;

export function payeesHandlers({ db, recipients, deductions }: { db: Db; recipients: RecipientsService; deductions: DeductionsService }): Handlers {
  return {
    recipientList: async ({ req, principal, query }) => recipients.list(actingCaller(principal, req.ip), query),
    recipientGet: async ({ req, principal, params }) => recipients.get(actingCaller(principal, req.ip), params.recipientId),
    recipientCreate: async ({ req, principal, body }) => recipients.create(actingCaller(principal, req.ip), body),
    recipientUpdate: async ({ req, principal, params, body }) => recipients.update(actingCaller(principal, req.ip), params.recipientId, body),
    recipientDelete: async ({ req, principal, params }) => {
      await recipients.remove(actingCaller(principal, req.ip), params.recipientId);
      return { ok: true as const };
    },
    recipientSetChannels: async ({ req, principal, params, body }) =>
      recipients.setChannels(actingCaller(principal, req.ip), params.recipientId, body.channel_ids),
    recipientFile: async ({ req, reply, principal, params }) => {
      const { file, data } = await recipients.file(actingCaller(principal, req.ip), params.recipientId, params.slot);
      const filename = `recipient-${params.recipientId}-${params.slot}.${extension[file.mime_type] ?? 'bin'}`;
      return sendFile(reply, { data, type: file.mime_type, filename, cacheControl: 'private, no-store' });
    },
    recipientFileUpload: async ({ req, principal, query }) => {
      const data = await readSmallUpload(req, RECIPIENT_FILE_MAX_BYTES);
      return recipients.upload(actingCaller(principal, req.ip), query.slot, await checkDocument(query.slot, data));
    },
    // Finance assigns recipients to any network channel (the route needs updateAccounting).
    recipientChannelSearch: async ({ query }) => {
      const { rows } = await searchAccountingChannels(db, { q: query.q, reach: { every: true }, limit: query.page_size ?? 20 });
      return { channels: rows.map(({ channel_id, title, recipient_id }) => ({ channel_id, title, recipient_id })) };
    },
    deductionList: async ({ query }) => deductions.list(query.month),
    deductionUpload: async ({ req, principal, query, language }) =>
      deductions.upload(actingCaller(principal, req.ip), query.month, await readSmallUpload(req, DEDUCTIONS_MAX_BYTES), language),
    deductionTemplate: async ({ reply, language }) => {
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="deductions-template.csv"')
        .header('cache-control', 'no-store');
      return reply.send(deductions.template(language));
    },
  };
}
