// Fails when a key exists in one language but not in another, or a value is empty. zh-TW is the
// source; ja and en must have every key it has, and nothing it lacks.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const localesDir = path.join(root, 'packages/i18n/locales');
const languages = ['zh-TW', 'ja', 'en'];
const flatten = (tree, prefix = '') =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );

const problems = [];
const namespaces = new Set(languages.flatMap((l) => readdirSync(path.join(localesDir, l)).filter((f) => f.endsWith('.json'))));
let total = 0;
for (const file of namespaces) {
  const keys = Object.fromEntries(
    languages.map((language) => {
      try {
        return [language, new Map(flatten(JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8'))))];
      } catch (error) {
        problems.push(`${language}/${file}: ${error.code === 'ENOENT' ? 'missing file' : error.message}`);
        return [language, new Map()];
      }
    }),
  );
  const all = new Set(languages.flatMap((l) => [...keys[l].keys()]));
  total += all.size;
  for (const key of all) {
    for (const language of languages) {
      const value = keys[language].get(key);
      if (value === undefined) problems.push(`${language}/${file}: missing "${key}"`);
      else if (typeof value !== 'string' || value.trim() === '') problems.push(`${language}/${file}: empty "${key}"`);
    }
  }
}
// Every literal key the web app asks for must exist in the source language.
const source = Object.fromEntries(
  [...namespaces].map((file) => [file.replace('.json', ''), new Map(flatten(JSON.parse(readFileSync(path.join(localesDir, 'zh-TW', file), 'utf8'))))]),
);
const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : /\.(ts|tsx)$/.test(e.name) && !/\.test\./.test(e.name) ? [path.join(dir, e.name)] : [],
  );
// Namespaced keys kept in variables, for every namespace there is ('analytics:period.dateRequired').
const namespacedKey = new RegExp(`'((?:${Object.keys(source).join('|')}):[A-Za-z0-9_.]+)'`, 'g');
let used = 0;
for (const file of sourceFiles(path.join(root, 'apps/web/src'))) {
  const text = readFileSync(file, 'utf8');
  // t('key') calls, and namespaced keys kept in variables ('messages:password.mismatch').
  const keys = [...text.matchAll(/\bt\(\s*'([A-Za-z0-9_.:-]+)'/g), ...text.matchAll(namespacedKey)];
  for (const match of new Map(keys.map((m) => [`${m.index}`, m])).values()) {
    const [namespace, key] = match[1].includes(':') ? match[1].split(':') : ['common', match[1]];
    used += 1;
    // A plural key is asked for by its stem; i18next picks key_one / key_other by the count.
    if (!source[namespace]?.has(key) && !source[namespace]?.has(`${key}_other`))
      problems.push(`${path.relative(root, file)}: t('${match[1]}') has no zh-TW text`);
  }
  const fileNamespace = text.match(/useTranslation\(\s*'([A-Za-z-]+)'/)?.[1] ?? 'common';
  // Keys built from a value (t(`deals:packageStatus.${status}`)): the texts must be there under that
  // prefix; which values reach it is the contract's enum, checked by each area's tests.
  for (const match of text.matchAll(/\bt\(\s*`([A-Za-z0-9_.:-]+\.)\$\{/g)) {
    const [namespaces, prefix] = match[1].includes(':') ? [[match[1].split(':')[0]], match[1].split(':')[1]] : [[fileNamespace, 'common'], match[1]];
    used += 1;
    if (!namespaces.some((namespace) => [...(source[namespace]?.keys() ?? [])].some((key) => key.startsWith(prefix))))
      problems.push(`${path.relative(root, file)}: t(\`${match[1]}\${…}\`) has no zh-TW texts under "${prefix}"`);
  }
}
if (problems.length > 0) {
  console.error(`i18n check failed (${problems.length} problems):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`i18n check: ${total} keys present in ${languages.join(', ')}; ${used} keys used by the web app all exist`);
