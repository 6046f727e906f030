// HTTP for the ledger: the route layer has checked sign-in, the route's page or component and its
// subject policy; object policies (a channel's ratios, a statement) are the services'.
import { accountingChannelReach } from '@chorus/contract';
import type { Db } from '../../../db/database.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { readSmallUpload, sendXlsx } from '../../../http/small-upload.ts';
import { sendTableExport } from '../../../storage/table-export.ts';
import type { CreatorViewService } from './creator-view.service.ts';
import type { MonthsService } from './months.service.ts';
import { PAYMENT_FILE_MAX_BYTES, type PaymentBatchService } from './payment-batch.service.ts';
import { paymentRecordsSheet } from './payments-export.ts';
import type { PaymentsService } from './payments.service.ts';
import type { RatesService } from './rates.service.ts';
import type { RatiosService } from './ratios.service.ts';
import type { StatementsService } from './statements.service.ts';
import { searchAccountingChannels } from '../channel-search.ts';
import { actingCaller } from '../../../security/subject.ts';

export type LedgerServices = {
  db: Db;
  ratios: RatiosService;
  rates: RatesService;
  statements: StatementsService;
  months: MonthsService;
  payments: PaymentsService;
  batch: PaymentBatchService;
  creator: CreatorViewService;
};

export function ledgerHandlers(s: LedgerServices): Handlers {
  return {
    ledgerChannels: async ({ principal, query }) => {
      const limit = query.page_size ?? 20;
      const reach = accountingChannelReach(principal.subject);
      // "@handle" as people write it: the handle is kept without its @.
      const q = query.q?.replace(/^@/, '') || undefined;
      const { rows, total } = await searchAccountingChannels(s.db, { q, reach, limit, offset: ((query.page ?? 1) - 1) * limit });
      return { items: rows.map(({ recipient_id: _recipient, ...channel }) => channel), total };
    },
    ledgerRatios: async ({ principal, query, req }) => s.ratios.get(actingCaller(principal, req.ip), query.channel_id),
    ledgerRatiosSet: async ({ principal, body, req }) => s.ratios.set(actingCaller(principal, req.ip), body),
    ledgerRates: async ({ query }) => s.rates.list(query),
    ledgerRateSet: async ({ principal, body, req }) => s.rates.set(actingCaller(principal, req.ip), body),
    ledgerStatementsPost: async ({ principal, body, req }) => s.statements.post(actingCaller(principal, req.ip), body.year_month),
    ledgerStatement: async ({ principal, params, query, req }) => s.statements.get(actingCaller(principal, req.ip), params.channelId, query.month),
    ledgerMonthStatus: async ({ params }) => s.months.status(params.yearMonth),
    ledgerMonthClose: async ({ principal, params, req }) => s.months.setClosed(actingCaller(principal, req.ip), params.yearMonth, true),
    ledgerMonthReopen: async ({ principal, params, req }) => s.months.setClosed(actingCaller(principal, req.ip), params.yearMonth, false),
    ledgerPayments: async ({ query }) => s.payments.list(query),
    ledgerPaidSet: async ({ principal, body, req }) => s.payments.setPaidOne(actingCaller(principal, req.ip), body),
    ledgerPaymentsExport: async ({ query, reply, language }) => {
      const { format, ...filters } = query;
      const { rows } = await s.payments.list(filters);
      const name = `payment-records${filters.month ? `-${filters.month}` : ''}`;
      return sendTableExport(reply, { name, sheets: [paymentRecordsSheet(rows, language)], format, language });
    },
    ledgerPaymentsTemplate: async ({ query, reply, language }) =>
      sendXlsx(reply, `payments-${query.month}.xlsx`, await s.batch.template(query.month, language)),
    ledgerPaymentsBatch: async ({ principal, req, language }) =>
      s.batch.upload(actingCaller(principal, req.ip), await readSmallUpload(req, PAYMENT_FILE_MAX_BYTES), language),
    ledgerMyStatements: async ({ principal }) => s.creator.forPayee(principal.userId),
  };
}
