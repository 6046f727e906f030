// The insight module's similar part (contract insight/similar.routes.ts).
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/database.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { InsightDemoOptions } from '../insight-demo.ts';

export function similarPart(_infra: AppContext): { handlers: Handlers } {
  return { handlers: {} };
}

export async function seedSimilarDemo(_trx: Db, _options: InsightDemoOptions): Promise<void> {}
