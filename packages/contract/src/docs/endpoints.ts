import { reads, withSchemas } from '../core/endpoint.ts';
import { okSchema } from '../core/common.ts';
import { docsRoutes } from './routes.ts';
import { docsAssetParamsSchema } from './schemas.ts';

export const docsEndpoints = withSchemas(docsRoutes, {
  health: reads(okSchema),
  docs: {},
  docsJson: {},
  docsAsset: { params: docsAssetParamsSchema },
});
