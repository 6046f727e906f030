import { reads, withSchemas } from '../core/endpoint.ts';
import { outboxListSchema, outboxParamsSchema } from './schemas.ts';
import { mailRoutes } from './routes.ts';

export const mailEndpoints = withSchemas(mailRoutes, {
  outboxList: reads(outboxListSchema),
  outboxDownload: { params: outboxParamsSchema },
});
