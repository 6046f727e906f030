// The exploration module's public entry (issue 26): creator discovery and prospects, and video
// search (videos/), each part building its services and handlers from the shared infrastructure.
import type { AppContext } from '../../app-context.ts';
import type { ServerModule } from '../../server-module.ts';
import { videoSearchPart } from './videos/index.ts';

export function createModule(infra: AppContext): ServerModule {
  const parts = [videoSearchPart(infra)];
  return { handlers: Object.assign({}, ...parts.map((p) => p.handlers)) };
}
