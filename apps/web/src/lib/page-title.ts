import { useEffect } from 'react';

/** Page titles are the product name followed by the page's own name (spec 2). */
export function usePageTitle(page: string | null): void {
  useEffect(() => {
    document.title = page ? `Chorus · ${page}` : 'Chorus';
  }, [page]);
}
