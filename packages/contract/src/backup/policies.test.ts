import { accountTypes } from '../core/roles.ts';
import { describe, expect, it } from 'vitest';
import { aSubject } from '../core/subject-for-tests.ts';
import { administersBackups } from './policies.ts';

describe('backup policies', () => {
  it('let the administrator alone see the backups', () => {
    expect(administersBackups(aSubject({ accountType: 'admin' }))).toBe(true);
    for (const accountType of accountTypes.filter((t) => t !== 'admin')) expect(administersBackups(aSubject({ accountType })), accountType).toBe(false);
  });
});
