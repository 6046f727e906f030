// The docs module's public entry: API documentation and liveness.
import type { ServerModule } from '../../server-module.ts';
import { docsHandlers } from './docs.routes.ts';

export function createModule(): ServerModule {
  return { handlers: docsHandlers() };
}
