// The accounting area's imports routes with their schemas, by route id (merged in endpoints.ts).
import { emptyQuerySchema } from '../core/common.ts';
import {
  assignAnswerSchema,
  assignBodySchema,
  cmsChannelsAnswerSchema,
  cmsChannelsExportQuerySchema,
  cmsChannelsQuerySchema,
  cmsVideosAnswerSchema,
  cmsVideosExportQuerySchema,
  cmsVideosQuerySchema,
  monthQuerySchema,
  monthStatusSchema,
  revenueAnswerSchema,
  revenueQuerySchema,
  unmatchedAnswerSchema,
  uploadQueuedSchema,
  uploadResultsSchema,
  uploadIdParamsSchema,
  uploadQuerySchema,
  uploadStatusSchema,
} from './imports.schemas.ts';

export const importsSchemas = {
  accountingUpload: { query: uploadQuerySchema, response: uploadResultsSchema, accepted: uploadQueuedSchema },
  accountingUploadStatus: { query: emptyQuerySchema, params: uploadIdParamsSchema, response: uploadStatusSchema },
  accountingRevenue: { query: revenueQuerySchema, response: revenueAnswerSchema },
  accountingMonthStatus: { query: monthQuerySchema, response: monthStatusSchema },
  accountingUnmatched: { query: monthQuerySchema, response: unmatchedAnswerSchema },
  accountingUnmatchedAssign: { body: assignBodySchema, response: assignAnswerSchema },
  accountingCmsChannels: { query: cmsChannelsQuerySchema, response: cmsChannelsAnswerSchema },
  accountingCmsVideos: { query: cmsVideosQuerySchema, response: cmsVideosAnswerSchema },
  accountingCmsChannelsExport: { query: cmsChannelsExportQuerySchema },
  accountingCmsVideosExport: { query: cmsVideosExportQuerySchema },
} as const;
