// The accounting module's payees part: its services and the handlers of its routes (contract
// accounting/payees.routes.ts).
import type { AppContext } from '../../../app-context.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';

export function payeesPart(_infra: AppContext): Handlers {
  return {};
}
