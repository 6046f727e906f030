// HTTP for case packages and cases: the route layer has checked the permission and subject policy;
// the service applies the object scope and the spec 4 tables to what it loads.
import type { Principal } from '../../../http/principal.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { DealsCaller, DealsService } from './deals.service.ts';

const caller = (principal: Principal): DealsCaller => ({ userId: principal.userId, subject: principal.subject, profile: principal.profile });

export function dealsHandlers(deals: DealsService): Handlers {
  return {
    collabPackageList: async ({ principal, query }) => ({ items: await deals.list(caller(principal), query.status) }),
    collabChannelTitles: async ({ principal, query }) => ({ channels: await deals.channelTitles(caller(principal), query.ids) }),
    collabPackageCreate: async ({ principal, body }) => deals.create(caller(principal), body),
    collabPackageGet: async ({ principal, params }) => deals.get(caller(principal), params.packageId),
    collabPackageUpdate: async ({ principal, params, body }) => deals.update(caller(principal), params.packageId, body),
    collabPackageDelete: async ({ principal, params }) => {
      await deals.remove(caller(principal), params.packageId);
      return { ok: true as const };
    },
    collabPackageStatus: async ({ principal, params, body }) => deals.movePackage(caller(principal), params.packageId, body.status),
    collabPackageOfficer: async ({ principal, params, body }) => deals.setOfficer(caller(principal), params.packageId, body.officer_user_id),
    collabOfficers: async () => ({ officers: await deals.officers() }),
    collabRequestFormSave: async ({ principal, params, body }) => deals.saveRequestForm(caller(principal), params.packageId, body),
    collabCasesAdd: async ({ principal, params, body }) => deals.addCases(caller(principal), params.packageId, body.channel_ids),
    collabCaseRemove: async ({ principal, params }) => deals.removeCase(caller(principal), params.caseId),
    collabCaseUpdate: async ({ principal, params, body }) => deals.updateCase(caller(principal), params.caseId, body),
    collabCaseStatus: async ({ principal, params, body }) => deals.moveCase(caller(principal), params.caseId, body.status),
  };
}
