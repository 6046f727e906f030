// The collab module's search part: creator search, prices and favourites (contract
// collab/search.routes.ts), and its demo (search-demo.ts).
import type { AppContext } from '../../../app-context.ts';
import { auditLog } from '../../../audit/audit-log.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { CreatorsService } from './creators.service.ts';
import { FavouritesService } from './favourites.service.ts';
import { searchHandlers } from './search.routes.ts';

export { seedSearchDemo } from './search-demo.ts';

export function searchPart({ db, clock, bus }: AppContext): Handlers {
  const audit = auditLog({ db, clock });
  return searchHandlers({ creators: new CreatorsService({ db, bus, clock, audit }), favourites: new FavouritesService({ db, clock }) });
}
