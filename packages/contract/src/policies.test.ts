import { describe, expect, it } from 'vitest';
import { policies, policiesByArea } from './policies.generated.ts';
import { routes, type RouteId } from './routes.ts';
import type { Route } from './core/route.ts';

const routeList = Object.entries(routes) as [RouteId, Route][];

describe('the policy registry', () => {
  it('gives no policy name to two areas', () => {
    const owner = new Map<string, string>();
    for (const [area, table] of Object.entries(policiesByArea)) {
      for (const name of Object.keys(table)) {
        expect(owner.get(name), `policy ${name} is in ${owner.get(name)} and ${area}`).toBeUndefined();
        owner.set(name, area);
      }
    }
    expect(owner.size).toBe(Object.keys(policies).length);
  });

  it('names each policy after the function that judges it', () => {
    for (const [name, policy] of Object.entries(policies)) {
      const judge = policy.judges === 'subject' ? policy.allows : policy.rule;
      expect(judge.name).toBe(name);
    }
  });
});

describe('every route says its rule', () => {
  it('a signed-in route has a capability permission or names a policy (ownData for the caller’s own data)', () => {
    const unnamed = routeList.filter(([, route]) => route.permission.kind === 'authenticated' && route.policy === undefined).map(([id]) => id);
    expect(unnamed).toEqual([]);
  });

  it('a public route names no policy (there is no caller to judge)', () => {
    const judged = routeList.filter(([, route]) => route.permission.kind === 'public' && route.policy !== undefined).map(([id]) => id);
    expect(judged).toEqual([]);
  });
});
