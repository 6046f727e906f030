// The insight module's similar part (contract insight/similar.routes.ts): similar channels from
// precomputed profiles (profiles.ts, similarity.ts), custom similar channels, keyword gaps and the
// content licensing price (similar.service.ts), and its demo (similar-demo.ts).
import type { AppContext } from '../../../app-context.ts';
import { auditLog } from '../../../audit/audit-log.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { SimilarProfiles } from './profiles.ts';
import { similarHandlers } from './similar.routes.ts';
import { SimilarService } from './similar.service.ts';

export { seedSimilarDemo } from './similar-demo.ts';
export { refreshStaleProfiles } from './profiles.ts';

export function similarPart({ db, clock, channelAccess }: AppContext): { handlers: Handlers } {
  const service = new SimilarService({ db, profiles: new SimilarProfiles(db), channelAccess, audit: auditLog({ db, clock }) });
  return { handlers: similarHandlers(service) };
}
