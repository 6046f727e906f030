import { builtPageKeys } from '@chorus/contract';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { collectPages } from './collect-pages.ts';
import { builtPages, dashboardSubPages, pagePrefetch } from './page-registry.ts';

const page = () => lazy(() => Promise.resolve({ default: () => null }));

describe('collectPages', () => {
  it("joins every file's pages, sub-pages and prefetches", () => {
    const outbox = page();
    const roles = page();
    const prefetch = () => {};
    const registry = collectPages({
      'mail/pages.ts': { pages: { outbox } },
      'access/pages.ts': { pages: { permission: page() }, subPages: { permission: { roles } }, prefetch: { permission: prefetch } },
    });
    expect(registry.pages.outbox).toBe(outbox);
    expect(registry.subPages.permission?.roles).toBe(roles);
    expect(registry.prefetch.permission).toBe(prefetch);
    expect([...registry.built].sort()).toEqual(['outbox', 'permission']);
  });

  it('refuses a page declared by two files', () => {
    expect(() => collectPages({ 'a/pages.ts': { pages: { info: page() } }, 'b/pages.ts': { pages: { info: page() } } })).toThrow(
      'Page "info" is declared twice: in a/pages.ts and in b/pages.ts',
    );
    expect(() =>
      collectPages({ 'a/pages.ts': { subPages: { permission: { roles: page() } } }, 'b/pages.ts': { subPages: { permission: { roles: page() } } } }),
    ).toThrow('Page "permission/roles" is declared twice');
  });
});

describe('the dashboard page registry (found in the features)', () => {
  it("has exactly the contract's built pages (the server grants only those)", () => {
    expect([...builtPages].sort()).toEqual([...builtPageKeys].sort());
    expect(Object.keys(dashboardSubPages.permission ?? {})).toEqual(['roles']);
    expect(Object.keys(pagePrefetch).sort()).toEqual(['analytics', 'audience', 'content', 'overview', 'revenue']);
  });
});
