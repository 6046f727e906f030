// What a bench's kept, seeded database depends on: the seed's and the migrations' sources. A bench
// that reuses a seeded data directory (`--data`) seeds again when this changes.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './server.ts';

export function seedSourcesFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(ts|sql|json)$/.test(entry) && !/\.test\.ts$/.test(entry)) hash.update(file).update(readFileSync(file));
    }
  };
  walk(path.join(root, 'apps/server/src/seed'));
  walk(path.join(root, 'apps/server/src/db/migrations'));
  return hash.digest('hex').slice(0, 10);
}
