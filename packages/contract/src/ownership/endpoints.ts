import type { Endpoint } from '../core/route.ts';
import { channelParamsSchema, emptyQuerySchema, noBodySchema } from '../core/common.ts';
import { editLockSchema, transferOwnerInputSchema, transferOwnerOutputSchema } from './schemas.ts';
import { ownershipRoutes } from './routes.ts';

export const ownershipEndpoints = {
  channelTransferOwner: { ...ownershipRoutes.channelTransferOwner, body: transferOwnerInputSchema, response: transferOwnerOutputSchema },
  channelEditLockStatus: { ...ownershipRoutes.channelEditLockStatus, params: channelParamsSchema, query: emptyQuerySchema, response: editLockSchema },
  channelEditLock: { ...ownershipRoutes.channelEditLock, params: channelParamsSchema, body: noBodySchema, response: editLockSchema },
  channelEditUnlock: { ...ownershipRoutes.channelEditUnlock, params: channelParamsSchema, body: noBodySchema, response: editLockSchema },
} as const satisfies { [K in keyof typeof ownershipRoutes]: Endpoint };
