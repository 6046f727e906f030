// Joins the features' page declarations into one registry. A page declared by two files is a
// mistake that would otherwise show whichever file happened to load last: it stops the app at once.
import type { PageKey } from '@chorus/contract';
import type { DashboardPages, LazyPage, PagePrefetch } from '../lib/dashboard-pages.ts';

interface PageRegistry {
  pages: Partial<Record<PageKey, LazyPage>>;
  subPages: Partial<Record<PageKey, Record<string, LazyPage>>>;
  prefetch: Partial<Record<PageKey, PagePrefetch>>;
  /** The pages that exist: navigation shows a page only when it is here (and allowed). */
  built: ReadonlySet<PageKey>;
}

/** `declarations`: each declaring file's name and what it declares. */
export function collectPages(declarations: Record<string, DashboardPages>): PageRegistry {
  const registry: PageRegistry = { pages: {}, subPages: {}, prefetch: {}, built: new Set() };
  const declaredBy = new Map<string, string>();
  const claim = (what: string, file: string) => {
    const earlier = declaredBy.get(what);
    if (earlier !== undefined) throw new Error(`${what} is declared twice: in ${earlier} and in ${file}`);
    declaredBy.set(what, file);
  };
  for (const [file, declared] of Object.entries(declarations)) {
    for (const [page, component] of entriesOf(declared.pages)) {
      claim(`Page "${page}"`, file);
      registry.pages[page] = component;
    }
    for (const [page, subs] of entriesOf(declared.subPages)) {
      for (const [sub, component] of Object.entries(subs)) {
        claim(`Page "${page}/${sub}"`, file);
        (registry.subPages[page] ??= {})[sub] = component;
      }
    }
    for (const [page, prefetch] of entriesOf(declared.prefetch)) {
      claim(`Prefetch of "${page}"`, file);
      registry.prefetch[page] = prefetch;
    }
  }
  registry.built = new Set(Object.keys(registry.pages) as PageKey[]);
  return registry;
}

const entriesOf = <T>(record: Partial<Record<PageKey, T>> | undefined) => Object.entries(record ?? {}) as [PageKey, T][];
