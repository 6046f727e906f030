// Lint: ESLint's and typescript-eslint's recommended rules, plus the boundaries of the architecture
// (docs/ARCHITECTURE.md): web features never import each other (app/ composes them), server modules
// import each other only through their index.ts and never in a circle, and shared packages never
// import the apps.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const serverModuleOf = (file) => {
  const match = /^(.*\/apps\/server\/src\/modules)\/([^/]+)\/(.+)$/.exec(file.split(path.sep).join('/'));
  return match ? { root: match[1], area: match[2], rest: match[3] } : null;
};

const importSources = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.[^'"]+)['"]/g;
const moduleGraphs = new Map();

/** Area → the areas its files import, read once per modules folder from the import statements. */
function moduleGraph(root) {
  let graph = moduleGraphs.get(root);
  if (graph) return graph;
  graph = new Map();
  for (const area of readdirSync(root, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    const targets = new Set();
    for (const file of readdirSync(path.join(root, area.name), { recursive: true })) {
      if (!/\.(ts|tsx|js|mjs)$/.test(file)) continue;
      const full = path.join(root, area.name, file);
      for (const [, source] of readFileSync(full, 'utf8').matchAll(importSources)) {
        const to = serverModuleOf(path.resolve(path.dirname(full), source));
        if (to && to.area !== area.name) targets.add(to.area);
      }
    }
    graph.set(area.name, targets);
  }
  moduleGraphs.set(root, graph);
  return graph;
}

/** A path of areas from `from` to `to` in the graph (both ends included), or null. */
function pathBetween(graph, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const area = queue.shift();
    if (area === to) {
      const found = [];
      for (let at = to; at !== null; at = previous.get(at)) found.unshift(at);
      return found;
    }
    for (const next of graph.get(area) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, area);
        queue.push(next);
      }
    }
  }
  return null;
}

const boundaries = {
  rules: {
    'server-module-boundaries': {
      meta: {
        type: 'problem',
        messages: {
          notEntry: "Import module '{{to}}' through its public entry modules/{{to}}/index.ts, not {{file}}.",
          cycle: 'This import closes a cycle between server modules: {{cycle}}. Move the shared piece down (into one module, or below the modules).',
        },
      },
      create(context) {
        const filename = context.filename.split(path.sep).join('/');
        if (!/\/apps\/server\//.test(filename)) return {};
        const from = serverModuleOf(filename);
        const check = (node, source) => {
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const to = serverModuleOf(path.resolve(path.dirname(context.filename), source));
          if (!to || to.area === from?.area) return;
          if (to.rest !== 'index.ts') context.report({ node, messageId: 'notEntry', data: { to: to.area, file: `modules/${to.area}/${to.rest}` } });
          if (!from) return;
          const back = pathBetween(moduleGraph(from.root), to.area, from.area);
          if (back) context.report({ node, messageId: 'cycle', data: { cycle: [from.area, ...back].join(' → ') } });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
    'feature-boundaries': {
      meta: { type: 'problem', messages: { crossFeature: "Feature '{{from}}' must not import feature '{{to}}'; compose them in src/app instead." } },
      create(context) {
        const featureOf = (file) => /apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
        const from = featureOf(context.filename);
        if (!from) return {};
        return {
          ImportDeclaration(node) {
            const source = node.source.value;
            if (typeof source !== 'string' || !source.startsWith('.')) return;
            const to = featureOf(path.resolve(path.dirname(context.filename), source));
            if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
          },
        };
      },
    },
    'packages-stay-below-apps': {
      meta: { type: 'problem', messages: { upward: 'Shared packages must not import from apps/.' } },
      create(context) {
        if (!/\/packages\//.test(context.filename)) return {};
        return {
          ImportDeclaration(node) {
            const source = node.source.value;
            if (typeof source === 'string' && (source.includes('/apps/') || source.startsWith('@chorus/server') || source.startsWith('@chorus/web'))) {
              context.report({ node, messageId: 'upward' });
            }
          },
        };
      },
    },
  },
};

/** The plugin of the rules above (the rules' tests load it from here). */
export const chorusPlugin = boundaries;

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', 'data/**', '.test-results/**', 'test-results/**', 'playwright-report/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { chorus: boundaries },
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        document: 'readonly',
        window: 'readonly',
        localStorage: 'readonly',
        sessionStorage: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        fetch: 'readonly',
        FormData: 'readonly',
        Buffer: 'readonly',
      },
    },
    rules: {
      'chorus/feature-boundaries': 'error',
      'chorus/server-module-boundaries': 'error',
      'chorus/packages-stay-below-apps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // Money goes through the one decimal configuration and its helpers (docs/decisions.md "Money").
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['packages/contract/src/core/money.ts', 'packages/contract/src/core/money.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'decimal.js', message: 'Use the money helpers of @chorus/contract (core/money.ts): one shared precision and rounding.' }] },
      ],
    },
  },
  {
    // The web reads and writes server state through lib/endpoint-query.ts only (keys from the endpoint
    // id and input, invalidations from the contract): no component writes a query key or calls
    // TanStack Query. The app's one QueryClient and its provider are the other place that names it.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/lib/endpoint-query.ts',
      'apps/web/src/lib/endpoint-key.ts',
      'apps/web/src/lib/endpoint-query.test.tsx',
      'apps/web/src/app/query-client.ts',
      'apps/web/src/app/providers.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'decimal.js', message: 'Use the money helpers of @chorus/contract (core/money.ts): one shared precision and rounding.' },
            {
              name: '@tanstack/react-query',
              message:
                'Read and write through lib/endpoint-query.ts (useEndpointQuery, useEndpointMutation): keys come from the endpoint, invalidations from the contract.',
            },
          ],
        },
      ],
    },
  },
  {
    // Browser specs take `test` from tests/fixtures.ts, which sends each worker to its own server.
    files: ['e2e/tests/**/*.ts'],
    ignores: ['e2e/tests/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'decimal.js', message: 'Use the money helpers of @chorus/contract (core/money.ts): one shared precision and rounding.' },
            { name: '@playwright/test', importNames: ['test', 'expect'], message: "Import test and expect from './fixtures.ts' (one server per worker)." },
          ],
        },
      ],
    },
  },
);
