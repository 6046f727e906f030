// What every modules/<area>/index.ts exports: `createModule`, the module's composition root. It
// builds the module's services once from the shared infrastructure (each given only what it uses)
// and returns the handlers of the module's routes; app.ts finds the modules and merges them.
import type { AppContext } from './app-context.ts';
import type { Handlers } from './http/register-endpoints.ts';

export type ServerModule = { handlers: Handlers };

export type CreateModule = (infra: AppContext) => ServerModule | Promise<ServerModule>;
