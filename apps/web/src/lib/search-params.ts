// Changing a few parameters of the page's address and keeping the rest (the period, a tab, a page):
// the updater handed to react-router's `setSearchParams`.

/** The address's parameters with `changes` applied: a value sets its parameter, null takes it out. */
export const withParams =
  (changes: Record<string, string | null>) =>
  (current: URLSearchParams): URLSearchParams => {
    const next = new URLSearchParams(current);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    return next;
  };
