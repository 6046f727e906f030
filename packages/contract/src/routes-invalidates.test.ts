// A write's `invalidates` (core/route.ts) names the reads it changes: each must be a read of the
// table, and only a write declares any.
import { describe, expect, it } from 'vitest';
import { routes, type Route } from './routes.ts';

const table = Object.entries(routes) as [string, Route][];
const isRead = (route: Route) => route.method === 'GET' && !route.changesState;

describe("a write's declared invalidations", () => {
  it('name only reads of the route table', () => {
    for (const [id, route] of table) {
      for (const read of route.invalidates ?? []) {
        const target = (routes as Record<string, Route>)[read];
        expect(target, `${id} invalidates ${read}, which is no route`).toBeDefined();
        expect(isRead(target!), `${id} invalidates ${read}, which is not a read`).toBe(true);
      }
    }
  });

  it('are declared by writes only', () => {
    const readsDeclaring = table.filter(([, route]) => isRead(route) && route.invalidates !== undefined).map(([id]) => id);
    expect(readsDeclaring).toEqual([]);
  });
});
