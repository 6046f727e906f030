import { withSchemas } from '../core/endpoint.ts';
import { channelParamsSchema, emptyQuerySchema, noBodySchema } from '../core/common.ts';
import { editLockSchema, transferOwnerInputSchema, transferOwnerOutputSchema } from './schemas.ts';
import { ownershipRoutes } from './routes.ts';
import { creatorUpdateDownloadQuerySchema, creatorUpdateOutputSchema } from './creator-update.ts';

export const ownershipEndpoints = withSchemas(ownershipRoutes, {
  channelTransferOwner: { body: transferOwnerInputSchema, response: transferOwnerOutputSchema },
  channelEditLockStatus: { params: channelParamsSchema, query: emptyQuerySchema, response: editLockSchema },
  channelEditLock: { params: channelParamsSchema, body: noBodySchema, response: editLockSchema },
  channelEditUnlock: { params: channelParamsSchema, body: noBodySchema, response: editLockSchema },
  creatorUpdateDownload: { query: creatorUpdateDownloadQuerySchema },
  creatorUpdateUpload: { response: creatorUpdateOutputSchema },
});
