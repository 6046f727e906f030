// The insight module's clouds part (contract insight/clouds.routes.ts).
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/database.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { InsightDemoOptions } from '../insight-demo.ts';

export function cloudsPart(_infra: AppContext): { handlers: Handlers } {
  return { handlers: {} };
}

export async function seedCloudsDemo(_trx: Db, _options: InsightDemoOptions): Promise<void> {}
