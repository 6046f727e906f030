// Finds the server's modules: every folder of modules/ is one, and its index.ts exports
// `createModule` (server-module.ts). Adding a module means adding its folder; nothing else lists it.
import { readdir } from 'node:fs/promises';
import type { AppContext } from './app-context.ts';
import type { Handlers } from './http/register-endpoints.ts';
import type { CreateModule } from './server-module.ts';

const modulesDir = new URL('./modules/', import.meta.url);

/** The handlers of every module, built in the modules' alphabetical order (stable across starts). */
export async function loadModules(infra: AppContext): Promise<Handlers> {
  const folders = (await readdir(modulesDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const handlers: Record<string, unknown> = {};
  const ownerOf = new Map<string, string>();
  for (const folder of folders) {
    const entry = (await import(new URL(`${folder}/index.ts`, modulesDir).href)) as { createModule?: CreateModule };
    if (typeof entry.createModule !== 'function') throw new Error(`modules/${folder}/index.ts exports no createModule`);
    const built = await entry.createModule(infra);
    for (const [id, handler] of Object.entries(built.handlers)) {
      const other = ownerOf.get(id);
      if (other) throw new Error(`endpoint ${id} has handlers in modules ${other} and ${folder}`);
      ownerOf.set(id, folder);
      handlers[id] = handler;
    }
  }
  return handlers as Handlers;
}
