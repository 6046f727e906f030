// The collab writes the web calls declare the reads they change (lib/endpoint-query.ts refreshes
// them): every write of the area has a declaration, and the ones a screen depends on name its read.
import { describe, expect, it } from 'vitest';
import type { Route } from '../core/route.ts';
import { dealsRoutes } from './deals.routes.ts';
import { performanceRoutes } from './performance.routes.ts';
import { searchRoutes } from './search.routes.ts';

const area = { ...dealsRoutes, ...searchRoutes, ...performanceRoutes } as Record<string, Route>;
const invalidates = (id: string) => area[id]?.invalidates ?? [];

describe('collab writes', () => {
  it('each declare what they change', () => {
    const undeclared = Object.entries(area)
      .filter(([, route]) => route.method !== 'GET' && route.invalidates === undefined)
      .map(([id]) => id);
    expect(undeclared).toEqual([]);
  });

  it('refresh the favourites lists after a star, a new list, a rename or a deletion', () => {
    for (const id of ['favouriteAdd', 'favouriteRemove', 'favouriteListCreate', 'favouriteListRename', 'favouriteListDelete']) {
      expect(invalidates(id), id).toContain('favouriteLists');
    }
    expect(invalidates('favouriteAdd')).toContain('favouriteListGet');
    expect(invalidates('favouriteRemove')).toContain('favouriteListGet');
  });

  it('refresh the creator search and the lists after new prices', () => {
    expect(invalidates('creatorPricesSet')).toEqual(expect.arrayContaining(['creatorSearch', 'favouriteListGet', 'collabPackageGet']));
  });

  it("refresh a case's videos, the schedule and the report after a video is added or removed", () => {
    for (const id of ['collabCaseVideoAdd', 'collabCaseVideoRemove']) {
      expect(invalidates(id), id).toEqual(['collabCaseVideos', 'collabSchedule', 'collabPerformancePackages', 'collabPerformanceReport']);
    }
  });

  it('refresh the package list after a deletion and the package after cases are added', () => {
    expect(invalidates('collabPackageDelete')).toEqual(['collabPackageList']);
    expect(invalidates('collabCasesAdd')).toEqual(['collabPackageList', 'collabPackageGet']);
  });
});
