// How an area writes its endpoint table: its routes, and by route id the schemas of each one's input
// and output. The two shapes most endpoints share have a name: a read without a query, an action
// without a body.
import type { ZodType } from 'zod';
import { emptyQuerySchema, noBodySchema } from './common.ts';
import type { Endpoint, Route } from './route.ts';

type Schemas = Omit<Endpoint, keyof Route>;

/** Each route of `routes` with the schemas `schemas` gives it; every route needs an entry, and no other id may have one. */
export function withSchemas<const R extends Record<string, Route>, const S extends { [K in keyof R]: Schemas }>(
  routes: R,
  schemas: S & Record<Exclude<keyof S, keyof R>, never>,
): { [K in keyof R]: R[K] & S[K] } {
  return Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, { ...route, ...schemas[id] }])) as { [K in keyof R]: R[K] & S[K] };
}

/** A read that takes no query. */
export const reads = <T extends ZodType>(response: T) => ({
  query: emptyQuerySchema,
  response,
});
/** An action that takes no body. */
export const acts = <T extends ZodType>(response: T) => ({
  body: noBodySchema,
  response,
});
