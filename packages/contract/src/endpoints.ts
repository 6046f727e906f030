// The endpoint table: each route of routes.ts with the zod schemas of its input and output, merged
// from the areas (areas-endpoints.generated.ts). The server registers routes from it and denies
// anything it does not list; the OpenAPI document is generated from it.
import type { z } from 'zod';
import { endpoints as areaEndpoints } from './areas-endpoints.generated.ts';
import type { Endpoint } from './core/route.ts';
import type { RouteId } from './routes.ts';

export const endpoints = areaEndpoints satisfies Record<RouteId, Endpoint>;

export type { Endpoint };
export type EndpointId = RouteId;
export type EndpointOutput<E extends EndpointId> = (typeof endpoints)[E] extends { response: z.ZodType } ? z.output<(typeof endpoints)[E]['response']> : never;
export type EndpointBody<E extends EndpointId> = (typeof endpoints)[E] extends { body: z.ZodType } ? z.input<(typeof endpoints)[E]['body']> : never;
