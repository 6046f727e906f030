// The accounting module's imports part: its services and the handlers of its routes (contract
// accounting/imports.routes.ts).
import type { AppContext } from '../../../app-context.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';

export function importsPart(_infra: AppContext): Handlers {
  return {};
}
