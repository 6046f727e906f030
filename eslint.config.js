// Lint: ESLint's and typescript-eslint's recommended rules, plus the boundaries of the architecture
// (docs/ARCHITECTURE.md): web features never import each other (app/ composes them), and shared
// packages never import the apps.
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const boundaries = {
  rules: {
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

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.test-results/**', 'test-results/**', 'playwright-report/**', '.bench/**'] },
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
);
