// The collab area's deals routes with their schemas, by route id (merged in endpoints.ts).
import { reads } from '../core/endpoint.ts';
import { emptyQuerySchema, okSchema } from '../core/common.ts';
import * as s from './deals.schemas.ts';

export const dealsSchemas = {
  collabPackageList: { query: s.packageListQuerySchema, response: s.packageListSchema },
  collabChannelTitles: { query: s.channelTitlesQuerySchema, response: s.channelTitlesSchema },
  collabPackageCreate: { body: s.packageCreateSchema, response: s.packageDetailSchema },
  collabPackageGet: { params: s.packageParamsSchema, query: emptyQuerySchema, response: s.packageDetailSchema },
  collabPackageUpdate: { params: s.packageParamsSchema, body: s.packageUpdateSchema, response: s.packageDetailSchema },
  collabPackageDelete: { params: s.packageParamsSchema, query: emptyQuerySchema, response: okSchema },
  collabPackageStatus: { params: s.packageParamsSchema, body: s.packageStatusInputSchema, response: s.packageDetailSchema },
  collabPackageOfficer: { params: s.packageParamsSchema, body: s.officerInputSchema, response: s.packageDetailSchema },
  collabOfficers: reads(s.officerListSchema),
  collabRequestFormSave: { params: s.packageParamsSchema, body: s.requestFormInputSchema, response: s.packageDetailSchema },
  collabCasesAdd: { params: s.packageParamsSchema, body: s.casesAddSchema, response: s.casesAddResultSchema },
  collabCaseRemove: { params: s.caseParamsSchema, query: emptyQuerySchema, response: s.packageDetailSchema },
  collabCaseUpdate: { params: s.caseParamsSchema, body: s.caseUpdateSchema, response: s.packageDetailSchema },
  collabCaseStatus: { params: s.caseParamsSchema, body: s.caseStatusInputSchema, response: s.packageDetailSchema },
} as const;
