// The docs module's public entry: API documentation and liveness.
import type { AppContext } from '../../app-context.ts';
import type { ServerModule } from '../../server-module.ts';
import { docsHandlers } from './docs.routes.ts';

export function createModule(infra: AppContext): ServerModule {
  return { handlers: docsHandlers(infra.config.publicUrl) };
}
