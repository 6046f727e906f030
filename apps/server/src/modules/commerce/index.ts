// The commerce module's public entry (issue 28): courses, the network's studio store and the
// creator's own store (ec), each part building its handlers from the shared infrastructure.
import type { AppContext } from '../../app-context.ts';
import type { ServerModule } from '../../server-module.ts';
import { coursesPart } from './courses/index.ts';
import { ecPart } from './ec/index.ts';
import { studioStorePart } from './studio-store/index.ts';

export { seedCommerceDemo } from './commerce-demo.ts';

export function createModule(infra: AppContext): ServerModule {
  return { handlers: { ...coursesPart(infra), ...studioStorePart(infra), ...ecPart(infra) } };
}
