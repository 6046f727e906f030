// The collab module's search part: its services and the handlers of its routes (contract
// collab/search.routes.ts).
import type { AppContext } from '../../../app-context.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';

export function searchPart(_infra: AppContext): Handlers {
  return {};
}
