// TEMPORARY, for the helpers building issue 14's mailing and annual parts in parallel: each part's
// routes answer 404 here until that part's own handlers replace them (each helper deletes its own
// entries; the merge deletes this file). Never on main.
import { notFound } from '../../http/app-error.ts';
import type { Handlers } from '../../http/register-endpoints.ts';

const unbuilt = async () => {
  throw notFound();
};

export const unbuiltAnnualHandlers = {
  reportGroupAnnualDownload: unbuilt,
} satisfies Partial<Handlers>;
