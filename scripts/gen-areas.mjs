// `npm run gen:areas`: merges the contract's areas into one route table and one endpoint table, so
// that adding an area is creating its folder (packages/contract/src/<area>/ with routes.ts and
// endpoints.ts) and running this; nothing is registered by hand. An area folder named `a-b` exports
// `aBRoutes` from routes.ts and `aBEndpoints` from endpoints.ts.
//
// Two files, because the route table must load without zod (the web app routes its calls with it):
//   areas.generated.ts            routes of every area (imports only <area>/routes.ts)
//   areas-endpoints.generated.ts  endpoints of every area (imports <area>/endpoints.ts, with zod)
// a third, policies.generated.ts, merging the areas' policies (<area>/policies.ts) that routes name,
// and a fourth, area-exports.generated.ts, the package entry's re-exports of every area's index.ts.
// `node scripts/gen-areas.mjs` writes them; `generatedAreaFiles()` returns their text for the check
// that the committed files are current (packages/contract/src/areas.test.ts).
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const contractSrc = fileURLToPath(new URL('../packages/contract/src/', import.meta.url));

const header = '// Written by `npm run gen:areas` (scripts/gen-areas.mjs) from the contract areas that have a routes.ts: do not edit.\n';

/** The folder names of the areas, sorted: those with a routes.ts. */
export function areaNames(src = contractSrc) {
  return readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(src, entry.name, 'routes.ts')))
    .map((entry) => entry.name)
    .sort();
}

const camelCase = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const quoteKey = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

function table(areas, kind, file, exportName, byArea) {
  const names = areas.map((area) => [area, `${camelCase(area)}${kind}`]);
  return [
    header,
    ...names.map(([area, name]) => `import { ${name} } from './${area}/${file}';\n`),
    '\n',
    ...(byArea
      ? [
          `/** Each area's ${kind.toLowerCase()}, by area folder (no id nor method and path may stand in two). */\n`,
          `export const ${exportName}ByArea = {\n`,
          ...names.map(([area, name]) => `  ${quoteKey(area)}: ${name},\n`),
          '};\n\n',
        ]
      : []),
    `export const ${exportName} = {\n`,
    ...names.map(([, name]) => `  ...${name},\n`),
    '};\n',
  ].join('');
}

/** The policies a route may name: the core ones and those of every area that has a policies.ts. */
function policyTable(src) {
  const names = readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(src, entry.name, 'policies.ts')))
    .map((entry) => [entry.name, `${camelCase(entry.name)}Policies`])
    .sort(([a], [b]) => a.localeCompare(b));
  return [
    header,
    "import { corePolicies } from './core/policy.ts';\n",
    ...names.map(([area, name]) => `import { ${name} } from './${area}/policies.ts';\n`),
    '\n',
    "/** Each area's policies, by area folder (no name may stand in two). */\n",
    'export const policiesByArea = {\n',
    '  core: corePolicies,\n',
    ...names.map(([area, name]) => `  ${quoteKey(area)}: ${name},\n`),
    '};\n\n',
    'export const policies = {\n',
    '  ...corePolicies,\n',
    ...names.map(([, name]) => `  ...${name},\n`),
    '};\n\n',
    'export type PolicyName = keyof typeof policies;\n',
  ].join('');
}

/** Every area's public entry, re-exported by the package entry (src/index.ts). */
function areaExports(areas) {
  return [header, ...areas.map((area) => `export * from './${area}/index.ts';\n`)].join('');
}

/** The text of each generated file, by its name in packages/contract/src. */
export function generatedAreaFiles(src = contractSrc) {
  const areas = areaNames(src);
  for (const area of areas) {
    for (const file of ['endpoints.ts', 'index.ts']) {
      if (!existsSync(path.join(src, area, file))) throw new Error(`${area}/routes.ts has no ${area}/${file} beside it`);
    }
  }
  return {
    'areas.generated.ts': table(areas, 'Routes', 'routes.ts', 'routes', true),
    'areas-endpoints.generated.ts': table(areas, 'Endpoints', 'endpoints.ts', 'endpoints', false),
    'policies.generated.ts': policyTable(src),
    'area-exports.generated.ts': areaExports(areas),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const [name, text] of Object.entries(generatedAreaFiles())) writeFileSync(path.join(contractSrc, name), text);
  console.log(`gen:areas: ${areaNames().join(', ')}`);
}
