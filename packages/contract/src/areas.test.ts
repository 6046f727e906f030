import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routesByArea } from './areas.generated.ts';
import { endpoints } from './endpoints.ts';
import type { Route } from './routes.ts';

type Generator = { generatedAreaFiles: () => Record<string, string>; areaNames: () => string[] };
const generator = (await import(new URL('../../../scripts/gen-areas.mjs', import.meta.url).href)) as Generator;

describe('the merged area tables', () => {
  it('are what `npm run gen:areas` writes from the area folders', () => {
    for (const [name, text] of Object.entries(generator.generatedAreaFiles())) {
      const committed = readFileSync(new URL(name, import.meta.url), 'utf8');
      expect(committed === text, `${name} is stale: run npm run gen:areas`).toBe(true);
    }
  });

  it('take in every area folder that has a routes.ts', () => {
    expect(Object.keys(routesByArea)).toEqual(generator.areaNames());
  });

  it('give no route id and no method and path to two areas', () => {
    const idOwner = new Map<string, string>();
    const requestOwner = new Map<string, string>();
    for (const [area, table] of Object.entries(routesByArea)) {
      for (const [id, route] of Object.entries(table) as [string, Route][]) {
        const request = `${route.method} ${route.path}`;
        expect(idOwner.get(id), `route id ${id} is in ${idOwner.get(id)} and ${area}`).toBeUndefined();
        expect(requestOwner.get(request), `${request} is in ${requestOwner.get(request)} and ${area}`).toBeUndefined();
        idOwner.set(id, area);
        requestOwner.set(request, area);
      }
    }
    expect(idOwner.size).toBe(Object.keys(endpoints).length);
  });

  it('load the route table without zod (the web app routes its calls with it)', () => {
    expect(runtimeImports(new URL('routes.ts', import.meta.url))).not.toContain('zod');
  });
});

/** Every module that loading `file` loads (type-only imports are erased), followed through relative imports. */
function runtimeImports(file: URL, seen = new Set<string>()): string[] {
  const found: string[] = [];
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/^(?:import|export) (?!type )[^;]*?from '([^']+)';/gms)) {
    if (!specifier!.startsWith('.')) found.push(specifier!);
    else if (!seen.has(new URL(specifier!, file).href)) {
      seen.add(new URL(specifier!, file).href);
      found.push(...runtimeImports(new URL(specifier!, file), seen));
    }
  }
  return found;
}
