// Issue 24: the order of migrations is their number, and a late one is refused (pure part of migrate.ts).
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { migrationsDir, orderMigrations, pendingMigrations } from './migrate.ts';

describe('orderMigrations', () => {
  it('orders by number, whatever the width, and ignores other files', () => {
    expect(orderMigrations(['0010_b.sql', 'README.md', '0002_a.sql', '00100_c.sql'])).toEqual(['0002_a.sql', '0010_b.sql', '00100_c.sql']);
  });

  it('refuses a file without a number or with capitals', () => {
    expect(() => orderMigrations(['fix.sql'])).toThrow('migration fix.sql: a migration is named <number>_<what>.sql');
    expect(() => orderMigrations(['0003_Fix.sql'])).toThrow('migration 0003_Fix.sql');
  });

  it('refuses one number used twice', () => {
    expect(() => orderMigrations(['0003_a.sql', '0003_b.sql', '0004_c.sql'])).toThrow('migrations 0003_a.sql and 0003_b.sql have the same number');
  });

  it('accepts the committed folder: every name well formed, no number twice', async () => {
    const files = await readdir(migrationsDir);
    expect(orderMigrations(files).length).toBe(files.filter((f) => f.endsWith('.sql')).length);
  });
});

describe('pendingMigrations', () => {
  const all = ['0001_a.sql', '0002_b.sql', '0003_c.sql'];

  it('gives every migration to a new database and none to an up-to-date one', () => {
    expect(pendingMigrations(all, [])).toEqual(all);
    expect(pendingMigrations(all, all)).toEqual([]);
  });

  it('gives those numbered after the latest applied', () => {
    expect(pendingMigrations(all, ['0001_a.sql'])).toEqual(['0002_b.sql', '0003_c.sql']);
  });

  it('refuses one numbered below the latest applied, naming both', () => {
    expect(() => pendingMigrations(all, ['0001_a.sql', '0003_c.sql'])).toThrow('has applied 0003_c.sql but not the earlier 0002_b.sql');
  });

  it('ignores applied names it does not know (a newer version ran here) when nothing is late', () => {
    expect(pendingMigrations(all, [...all, '0009_newer.sql'])).toEqual([]);
    expect(() => pendingMigrations(all, ['0001_a.sql', '0009_newer.sql'])).toThrow('not the earlier 0002_b.sql, 0003_c.sql');
  });
});
