// The collab module's deals part: its services and the handlers of its routes (contract
// collab/deals.routes.ts).
import type { AppContext } from '../../../app-context.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';

export function dealsPart(_infra: AppContext): Handlers {
  return {};
}
