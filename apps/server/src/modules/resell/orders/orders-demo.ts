// placeholder, replaced below
import type { Db } from '../../../db/database.ts';
import type { ResellDemoOptions } from '../resell-demo.ts';
export async function seedOrdersDemo(_trx: Db, _options: ResellDemoOptions): Promise<void> {}
