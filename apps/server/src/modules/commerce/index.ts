// The commerce module's public entry (issue 28): courses, the network's studio store and the
// creator's own store (ec). Routes whose part is not built yet answer 404 errors.notBuiltYet
// (not-built.ts), so the contract the web app is written against is served from the first commit.
import type { AppContext } from '../../app-context.ts';
import type { ServerModule } from '../../server-module.ts';
import { coursesPart } from './courses/index.ts';
import { notBuiltHandlers } from './not-built.ts';
import { studioStorePart } from './studio-store/index.ts';

export { seedCommerceDemo } from './commerce-demo.ts';

export function createModule(infra: AppContext): ServerModule {
  const built = { ...coursesPart(infra), ...studioStorePart(infra) };
  return { handlers: { ...notBuiltHandlers(Object.keys(built)), ...built } };
}
