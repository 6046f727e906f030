// The route table: every HTTP route of Chorus with the permission it needs, merged from the areas
// (areas.generated.ts). It has no schemas, so the web app can route calls without loading zod;
// endpoints.ts adds the schemas.
import { routes, routesByArea } from './areas.generated.ts';

export { routes, routesByArea };
export type { HttpMethod, Route } from './core/route.ts';
export type RouteId = keyof typeof routes;
