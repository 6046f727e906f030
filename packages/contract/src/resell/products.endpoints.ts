// The resell area's products routes with their schemas, by route id (merged in endpoints.ts).
import { reads } from '../core/endpoint.ts';
import { emptyQuerySchema, noBodySchema, okSchema } from '../core/common.ts';
import {
  resellCatalogueAnswerSchema,
  resellCatalogueQuerySchema,
  resellPerformanceExportQuerySchema,
  resellPerformanceQuerySchema,
  resellPerformanceSchema,
  resellProductVideosAnswerSchema,
  resellVideoParamsSchema,
  resellVideoProductAddBodySchema,
  resellVideoProductParamsSchema,
  resellVideoProductSchema,
  resellVideoProductsAnswerSchema,
} from './products.schemas.ts';

export const productsSchemas = {
  resellProductVideos: reads(resellProductVideosAnswerSchema),
  resellVideoProducts: { query: emptyQuerySchema, params: resellVideoParamsSchema, response: resellVideoProductsAnswerSchema },
  resellVideoProductAdd: { params: resellVideoParamsSchema, body: resellVideoProductAddBodySchema, response: resellVideoProductSchema },
  resellVideoProductRemove: { params: resellVideoProductParamsSchema, body: noBodySchema, response: okSchema },
  resellCatalogue: { query: resellCatalogueQuerySchema, response: resellCatalogueAnswerSchema },
  resellPerformance: { query: resellPerformanceQuerySchema, response: resellPerformanceSchema },
  resellPerformanceExport: { query: resellPerformanceExportQuerySchema },
} as const;
