// The production area's editing-request routes with their schemas, by route id (merged in endpoints.ts).
import { emptyQuerySchema } from '../core/common.ts';
import { reads } from '../core/endpoint.ts';
import {
  editCommentAnswerSchema,
  editCommentBodySchema,
  editorWorkloadSchema,
  editRequestCreateSchema,
  editRequestDetailSchema,
  editRequestFileParamsSchema,
  editRequestParamsSchema,
  editRequestsAnswerSchema,
  editRequestsQuerySchema,
  editRequestStatusBodySchema,
  editVersionAnswerSchema,
  editVersionBodySchema,
} from './edit-requests.schemas.ts';

export const editRequestsSchemas = {
  productionEditRequests: { query: editRequestsQuerySchema, response: editRequestsAnswerSchema },
  productionEditRequestCreate: { body: editRequestCreateSchema, response: editRequestDetailSchema },
  productionEditRequest: { query: emptyQuerySchema, params: editRequestParamsSchema, response: editRequestDetailSchema },
  productionEditRequestStatus: { params: editRequestParamsSchema, body: editRequestStatusBodySchema, response: editRequestDetailSchema },
  productionEditRequestComment: { params: editRequestParamsSchema, body: editCommentBodySchema, response: editCommentAnswerSchema },
  productionEditRequestVersion: { params: editRequestParamsSchema, body: editVersionBodySchema, response: editVersionAnswerSchema },
  productionEditRequestFile: { query: emptyQuerySchema, params: editRequestFileParamsSchema },
  productionUploads: {},
  productionEditorWorkload: reads(editorWorkloadSchema),
} as const;
