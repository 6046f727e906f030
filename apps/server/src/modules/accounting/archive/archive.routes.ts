// HTTP for the archive part (contract accounting/archive.routes.ts). The route layer has checked
// the accounting page and canReadRevenueArchive (finance, admin).
import type { Handlers } from '../../../http/register-endpoints.ts';
import { contentDisposition } from '../../reports/index.ts';
import type { ArchiveService } from './archive.service.ts';

export function archiveHandlers(service: ArchiveService): Handlers {
  return {
    accountingArchive: async ({ query }) => service.list(query.month),
    accountingArchiveExpiring: async () => service.expiring(),
    accountingArchiveFile: async ({ params, reply }) => {
      const file = await service.open(params.fileId);
      return reply
        .header('content-type', file.contentType === 'text/csv' ? 'text/csv; charset=utf-8' : file.contentType)
        .header('content-disposition', contentDisposition(file.fileName, file.fileName))
        .header('content-length', file.bytes)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
    accountingReconciliation: async ({ query }) => service.reconciliation(query.month, query.channel_id),
    accountingReconciliationSettings: async () => service.settings(),
    accountingReconciliationSettingsSet: async ({ body, principal }) =>
      service.setSettings({ userId: principal.userId, realUserId: principal.realUserId }, body.threshold_percent),
  };
}
