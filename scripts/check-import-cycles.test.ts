import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findImportCycles } from './check-import-cycles.mjs';

const tsconfig = JSON.stringify({
  compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', allowImportingTsExtensions: true, noEmit: true, strict: true },
  include: ['src/**/*.ts'],
});

let root: string | undefined;
/** A throwaway repository with one workspace `pkg` holding the given files under src/. */
function tree(files: Record<string, string>): string {
  root = mkdtempSync(path.join(os.tmpdir(), 'chorus-cycles-'));
  mkdirSync(path.join(root, 'pkg', 'src'), { recursive: true });
  writeFileSync(path.join(root, 'pkg', 'tsconfig.json'), tsconfig);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, 'pkg', 'src', name), text);
  return root;
}
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('check-import-cycles', () => {
  it('finds a cycle made of type-only imports and prints it as a path of files', () => {
    const dir = tree({
      'context.ts': "import type { Store } from './store.ts';\nexport type Context = { store: Store };\n",
      'store.ts': "import type { Context } from './context.ts';\nexport type Store = { context: Context };\n",
      'leaf.ts': 'export const leaf = 1;\n',
    });
    expect(findImportCycles(dir, ['pkg'])).toEqual([
      { files: ['pkg/src/context.ts', 'pkg/src/store.ts'], cycle: ['pkg/src/context.ts', 'pkg/src/store.ts', 'pkg/src/context.ts'] },
    ]);
  });

  it('follows `export … from` and dynamic imports into a three-file circle', () => {
    const dir = tree({
      'a.ts': "export * from './b.ts';\n",
      'b.ts': "export async function load() {\n  return import('./c.ts');\n}\n",
      'c.ts': "export { load } from './a.ts';\n",
    });
    expect(findImportCycles(dir, ['pkg'])).toEqual([
      { files: ['pkg/src/a.ts', 'pkg/src/b.ts', 'pkg/src/c.ts'], cycle: ['pkg/src/a.ts', 'pkg/src/b.ts', 'pkg/src/c.ts', 'pkg/src/a.ts'] },
    ]);
  });

  it('reports nothing when the imports only go down', () => {
    const dir = tree({
      'context.ts': "import type { Store } from './ports.ts';\nexport type Context = { store: Store };\n",
      'store.ts': "import type { Store } from './ports.ts';\nexport const store: Store = { name: 'x' };\n",
      'ports.ts': 'export type Store = { name: string };\n',
    });
    expect(findImportCycles(dir, ['pkg'])).toEqual([]);
  });
});
