// The insight module's language part (contract insight/language.routes.ts).
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/database.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { InsightDemoOptions } from '../insight-demo.ts';

export function languagePart(_infra: AppContext): { handlers: Handlers } {
  return { handlers: {} };
}

export async function seedLanguageDemo(_trx: Db, _options: InsightDemoOptions): Promise<void> {}
