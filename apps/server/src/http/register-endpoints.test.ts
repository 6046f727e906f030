// Start-up refuses a table and a set of handlers that do not match, in either direction.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context.ts';
import { registerEndpoints, type Handlers } from './register-endpoints.ts';

const app = { route: () => {} } as unknown as FastifyInstance;
const ctx = {} as AppContext;

describe('registering the endpoint table', () => {
  it('fails on a route with no handler', () => {
    expect(() => registerEndpoints(app, ctx, {})).toThrow(/has no handler/);
  });

  it('fails on a handler for a route the table does not have', () => {
    const handlers = { health: async () => ({ ok: true as const }), notARoute: async () => ({}) } as Handlers;
    expect(() => registerEndpoints(app, ctx, handlers)).toThrow('handlers for routes not in the table: notARoute');
  });
});
