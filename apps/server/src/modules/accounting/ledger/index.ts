// The accounting module's ledger part: its services and the handlers of its routes (contract
// accounting/ledger.routes.ts).
import type { AppContext } from '../../../app-context.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';

export function ledgerPart(_infra: AppContext): Handlers {
  return {};
}
