// `npm run check:cycles`: fails on any import cycle between the project's own files. Every import
// counts — `import type`, `export … from`, dynamic `import()` and `require` — resolved the way each
// workspace's tsconfig.json resolves it (TypeScript's compiler API), across workspaces too (a file
// of apps/server importing @chorus/contract reaches packages/contract/src). Each cycle is printed as a
// path of files, with the number of files caught in its circle (one strongly connected component).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The workspaces checked, relative to the repository root. */
export const workspaces = ['apps/server', 'apps/web', 'packages/contract', 'packages/i18n', 'e2e', 'scripts'];

const sourceFile = /\.(ts|tsx|mts|cts|mjs|cjs|js)$/;
const skippedFolders = new Set(['node_modules', 'dist', '.test-results', 'coverage']);

/** The plain scripts (.mjs, .cjs) a tsconfig does not list, found by walking the workspace. */
function plainScripts(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skippedFolders.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...plainScripts(full));
    else if (/\.(mjs|cjs)$/.test(entry.name)) found.push(full);
  }
  return found;
}

/** The compiler options and files of one workspace (its tsconfig.json, or the base options when it has none). */
function readWorkspace(dir) {
  const configPath = ts.findConfigFile(dir, ts.sys.fileExists, 'tsconfig.json');
  const own = configPath && path.dirname(configPath) === dir;
  if (!own) return { options: { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, allowJs: true }, files: plainScripts(dir) };
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!parsed) throw new Error(`cannot read ${configPath}`);
  return { options: { ...parsed.options, allowJs: true }, files: [...parsed.fileNames.filter((f) => sourceFile.test(f)), ...plainScripts(dir)] };
}

/**
 * File → the project files it imports. `root`: the repository; `folders`: the workspaces in it.
 * Files outside the root or inside node_modules (after following workspace links) are left out.
 */
export function importGraph(root, folders = workspaces) {
  const graph = new Map();
  const inProject = (file) => file.startsWith(root + path.sep) && !file.split(path.sep).includes('node_modules');
  for (const folder of folders) {
    const dir = path.join(root, folder);
    if (!ts.sys.directoryExists(dir)) continue;
    const { options, files } = readWorkspace(dir);
    const cache = ts.createModuleResolutionCache(dir, (f) => f, options);
    for (const file of new Set(files.map((f) => path.resolve(f)))) {
      if (graph.has(file)) continue;
      const info = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
      const targets = new Set();
      const mode = ts.getImpliedNodeFormatForFile(file, cache.getPackageJsonInfoCache(), ts.sys, options);
      for (const { fileName } of info.importedFiles) {
        const resolved = ts.resolveModuleName(fileName, file, options, ts.sys, cache, undefined, mode).resolvedModule;
        if (!resolved) continue;
        const target = path.resolve(ts.sys.realpath?.(resolved.resolvedFileName) ?? resolved.resolvedFileName);
        if (inProject(target)) targets.add(target);
      }
      graph.set(file, targets);
    }
  }
  return graph;
}

/** The strongly connected components with more than one file (or a file importing itself): Tarjan's algorithm, iterative. */
function circles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, next: [...(graph.get(start) ?? [])], at: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.at < frame.next.length) {
        const to = frame.next[frame.at++];
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: [...(graph.get(to) ?? [])], at: 0 });
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node), index.get(to)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || graph.get(frame.node)?.has(frame.node)) found.push(component);
    }
  }
  return found;
}

/** The shortest cycle through `start` inside one component: a path of files that ends where it starts. */
function shortestCycle(graph, component, start) {
  const inside = new Set(component);
  const previous = new Map();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i];
    for (const next of graph.get(node) ?? []) {
      if (!inside.has(next)) continue;
      if (next === start) {
        const cycle = [start];
        for (let at = node; at !== start; at = previous.get(at)) cycle.splice(1, 0, at);
        return [...cycle, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** Every import cycle under `root`: per circle, its files (sorted) and one shortest cycle through its first file. */
export function findImportCycles(root, folders = workspaces) {
  const graph = importGraph(root, folders);
  return circles(graph)
    .map((component) => {
      const files = component.map((f) => path.relative(root, f)).sort();
      const start = path.join(root, files[0]);
      return { files, cycle: shortestCycle(graph, component, start).map((f) => path.relative(root, f)) };
    })
    .sort((a, b) => b.files.length - a.files.length || a.files[0].localeCompare(b.files[0]));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const found = findImportCycles(root);
  for (const { files, cycle } of found) {
    console.log(`Import cycle through ${files.length} file${files.length === 1 ? '' : 's'}:\n  ${cycle.join('\n  → ')}`);
  }
  const filesInCycles = found.reduce((n, c) => n + c.files.length, 0);
  console.log(found.length === 0 ? 'No import cycles.' : `${found.length} import circle(s), ${filesInCycles} files in them.`);
  process.exit(found.length === 0 ? 0 : 1);
}
