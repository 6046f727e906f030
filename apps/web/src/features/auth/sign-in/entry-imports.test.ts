// The sign-in page loads only what signing in needs (issue 9): its script must not reach React, MUI,
// Emotion, TanStack Query, the router or i18next through any import. (The built page is checked in
// Chromium too: e2e/tests/sign-in-page.spec.ts.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const importSources = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** Every package the file reaches through its imports, following the relative ones. */
function packagesReachedFrom(entry: string): { packages: Set<string>; files: Set<string> } {
  const packages = new Set<string>();
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, source] of readFileSync(file, 'utf8').matchAll(importSources)) {
      if (source!.startsWith('.')) visit(path.resolve(path.dirname(file), source!));
      else packages.add(source!);
    }
  };
  visit(entry);
  return { packages, files };
}

describe("the sign-in page's script", () => {
  it('imports no package but the contract (constants, routes) and its own texts', () => {
    const { packages, files } = packagesReachedFrom(fileURLToPath(new URL('./main.ts', import.meta.url)));
    expect([...packages].sort()).toEqual(['@chorus/contract', 'virtual:sign-in-texts']);
    // It does read the shared helpers (preferences, API failures), not copies of them.
    expect([...files].map((f) => path.basename(f))).toEqual(expect.arrayContaining(['preferences.ts', 'api-error.ts', 'sign-in-return.ts']));
  });
});
