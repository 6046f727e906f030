import { describe, expect, it } from 'vitest';
import { aSubject } from '../core/subject-for-tests.ts';
import { canSeeJob } from './policies.ts';

describe('job policies', () => {
  it('let the owner see their job, and nobody else below the top roles', () => {
    expect(canSeeJob(aSubject({ id: 7, accountType: 'user' }), { ownerId: 7 })).toBe(true);
    expect(canSeeJob(aSubject({ id: 8, accountType: 'user' }), { ownerId: 7 })).toBe(false);
    expect(canSeeJob(aSubject({ id: 8, accountType: 'staff' }), { ownerId: 7 })).toBe(false);
    expect(canSeeJob(aSubject({ id: 8, accountType: 'staff' }), { ownerId: null })).toBe(false);
  });

  it('let admin and super staff see every job, a schedule’s too', () => {
    for (const accountType of ['admin', 'super_staff'] as const) {
      expect(canSeeJob(aSubject({ id: 1, accountType }), { ownerId: 7 })).toBe(true);
      expect(canSeeJob(aSubject({ id: 1, accountType }), { ownerId: null })).toBe(true);
    }
  });
});
