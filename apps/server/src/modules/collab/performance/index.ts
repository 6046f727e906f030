// The collab module's performance part: its services and the handlers of its routes (contract
// collab/performance.routes.ts).
import type { AppContext } from '../../../app-context.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';

export function performancePart(_infra: AppContext): Handlers {
  return {};
}
