// The video data manager's routes with their schemas, by route id (merged in endpoints.ts).
import { emptyQuerySchema, noBodySchema } from '../core/common.ts';
import * as schemas from './videos.schemas.ts';

export const productionVideoSchemas = {
  productionVideos: { query: schemas.productionVideosQuerySchema, response: schemas.productionVideosSchema },
  productionVideoBatch: {
    query: emptyQuerySchema,
    body: schemas.videoBatchBodySchema,
    response: schemas.videoBatchPreviewSchema,
    accepted: schemas.videoBatchAcceptedSchema,
  },
  productionVideosXlsx: { query: schemas.productionVideosQuerySchema },
  productionVideosXlsxUpload: { query: schemas.productionVideosQuerySchema, response: schemas.videoSheetPreviewSchema },
  productionVideoRuns: { query: schemas.videoRunsQuerySchema, response: schemas.videoRunsSchema },
  productionVideoRunUndo: {
    params: schemas.videoRunParamsSchema,
    query: emptyQuerySchema,
    body: noBodySchema,
    response: schemas.videoBatchAcceptedSchema,
    accepted: schemas.videoBatchAcceptedSchema,
  },
};
