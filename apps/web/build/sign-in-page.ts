// The sign-in page's build step (login.html, issue 9). Two jobs, both from the locale files of
// packages/i18n, so that no text is written twice:
// - `virtual:sign-in-texts`: a module with only the texts the page shows (sign-in-keys.ts), in
//   every language, instead of the app's whole catalogue (i18next's bundles are most of a language);
// - login.html's marked elements (data-t, data-t-aria-label) get their zh-TW text, so the page has
//   its final shape before its script runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { signInKeys, type SignInCatalogue, type SignInKey, type SignInTexts } from '../src/features/auth/sign-in/sign-in-keys.ts';

const VIRTUAL_ID = 'virtual:sign-in-texts';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const LANGUAGES = ['zh-TW', 'ja', 'en'] as const satisfies readonly (keyof SignInCatalogue)[];
const localesDir = fileURLToPath(new URL('../../../packages/i18n/locales', import.meta.url));
const NAMESPACES = [...new Set(signInKeys.map((key) => key.split(':')[0]!))];

/** The page's texts of one language, read from its locale files; a key without a text stops the build. */
export function pickTexts(readNamespace: (namespace: string) => unknown): SignInTexts {
  const namespaces = new Map<string, unknown>();
  const entries = signInKeys.map((key: SignInKey) => {
    const [namespace, dotted] = key.split(':') as [string, string];
    if (!namespaces.has(namespace)) namespaces.set(namespace, readNamespace(namespace));
    let value: unknown = namespaces.get(namespace);
    for (const part of dotted.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
    if (typeof value !== 'string') throw new Error(`sign-in page: no text for ${key}`);
    return [key, value] as const;
  });
  return Object.fromEntries(entries) as SignInTexts;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Writes the texts into the page's marks: an empty element with data-t="key" gets the text as its
 * content, an element with data-t-aria-label="key" gets it as its aria-label. An unknown key stops the build.
 */
export function fillTexts(html: string, texts: SignInTexts): string {
  const text = (key: string) => {
    if (!(key in texts)) throw new Error(`login.html: ${key} is not one of the sign-in page's texts (sign-in-keys.ts)`);
    return escapeHtml(texts[key as SignInKey]);
  };
  return html
    .replace(
      /(<([a-z][a-z0-9]*)\b[^>]*\sdata-t="([^"]+)"[^>]*>)(<\/\2>)/g,
      (_, open: string, _tag, key: string, close: string) => `${open}${text(key)}${close}`,
    )
    .replace(/\sdata-t-aria-label="([^"]+)"/g, (mark: string, key: string) => `${mark} aria-label="${text(key)}"`);
}

const readLocale = (language: string) => (namespace: string) =>
  JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')) as unknown;

export function signInPage(): Plugin {
  return {
    name: 'chorus-sign-in-page',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const catalogue = Object.fromEntries(LANGUAGES.map((language) => [language, pickTexts(readLocale(language))]));
      // The dev server reloads the page when a locale file changes.
      for (const language of LANGUAGES) for (const file of NAMESPACES) this.addWatchFile(path.join(localesDir, language, `${file}.json`));
      return `export default ${JSON.stringify(catalogue)};`;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html, context) => (path.basename(context.filename) === 'login.html' ? fillTexts(html, pickTexts(readLocale('zh-TW'))) : html),
    },
  };
}
