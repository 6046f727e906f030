// The commerce routes whose part is not built yet: each answers 404 errors.notBuiltYet (not 501: no route of the table answers 5xx to a call it accepts) after the
// route layer's own checks (session, subject policy, input). Removed route by route as the parts land.
import { commerceRoutes } from '@chorus/contract';
import { AppError } from '../../http/app-error.ts';
import type { Handlers } from '../../http/register-endpoints.ts';

export const notBuiltRouteIds = Object.keys(commerceRoutes) as (keyof typeof commerceRoutes)[];

export function notBuiltHandlers(built: readonly string[] = []): Handlers {
  const notBuilt = async () => {
    throw new AppError(404, 'errors.notBuiltYet');
  };
  return Object.fromEntries(notBuiltRouteIds.filter((id) => !built.includes(id)).map((id) => [id, notBuilt])) as Handlers;
}
