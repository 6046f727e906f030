// A backup's migration level: the last migration its database had applied. A restore applies the
// migrations up to that level to a fresh database, loads the rows, then the server's start applies
// the rest; an archive from a newer level than this Chorus knows is refused.
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { migrationsDir, orderMigrations } from '../../db/migrate.ts';

/** The last of `applied` in migration order ('' when none). */
export const levelOf = (applied: readonly string[]): string => orderMigrations(applied).at(-1) ?? '';

export const codeMigrations = async (): Promise<string[]> => orderMigrations(await readdir(migrationsDir));

/**
 * Copies this Chorus's migrations up to `level` (included) into `dir`, for migrate(pool, dir).
 * Throws when this Chorus does not know `level`, saying whether the archive is newer.
 */
export async function stageMigrationsUpTo(level: string, dir: string): Promise<void> {
  const known = await codeMigrations();
  const at = known.indexOf(level);
  if (at < 0) throw new NewerLevelError(level, known.at(-1) ?? '');
  await mkdir(dir, { recursive: true });
  for (const name of known.slice(0, at + 1)) await copyFile(path.join(migrationsDir, name), path.join(dir, name));
}

export class NewerLevelError extends Error {
  constructor(level: string, known: string) {
    super(
      `this backup was made by a newer Chorus (migration level ${level}; this Chorus knows up to ${known}). ` +
        `Restore it with the Chorus version that made it, or a newer one; nothing was changed.`,
    );
  }
}
