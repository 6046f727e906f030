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
/** The schema an endpoint declares in `part`, or never where it declares none (for each id of a union). */
type PartOf<E extends EndpointId, Part extends 'query' | 'params' | 'body' | 'response' | 'accepted'> = E extends EndpointId
  ? (typeof endpoints)[E] extends { [P in Part]: z.ZodType }
    ? (typeof endpoints)[E][Part]
    : never
  : never;
type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller sends: the schemas' input types (before transforms and defaults). */
export type EndpointQuery<E extends EndpointId> = InputOf<PartOf<E, 'query'>>;
export type EndpointParams<E extends EndpointId> = InputOf<PartOf<E, 'params'>>;
export type EndpointBody<E extends EndpointId> = InputOf<PartOf<E, 'body'>>;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;
/** What the server answers: the response schema's output type (or the 202 answer's, where it queues the work). */
export type EndpointOutput<E extends EndpointId> = OutputOf<PartOf<E, 'response'>> | OutputOf<PartOf<E, 'accepted'>>;
