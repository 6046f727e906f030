// The ESLint rule chorus/server-module-boundaries (eslint.config.js), run on sample modules laid out
// on disk: imports between modules go through index.ts, and no import closes a cycle.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester, type Rule } from 'eslint';
import { afterAll, describe, it } from 'vitest';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// Loaded by address: the config is plain JavaScript, outside this package's type-checked files.
const configUrl = new URL('../../../eslint.config.js', import.meta.url).href;
const { chorusPlugin } = (await import(configUrl)) as { chorusPlugin: { rules: Record<string, Rule.RuleModule> } };

// modules/orders imports modules/billing; billing imports nothing.
const root = mkdtempSync(path.join(os.tmpdir(), 'chorus-boundaries-'));
const modules = path.join(root, 'apps/server/src/modules');
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(modules, file)), { recursive: true });
  writeFileSync(path.join(modules, file), text);
};
write('billing/index.ts', "export { invoice } from './invoice.ts';\n");
write('billing/invoice.ts', 'export const invoice = 1;\n');
write('orders/index.ts', "import { invoice } from '../billing/index.ts';\nexport const order = invoice;\n");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const at = (file: string) => path.join(modules, file);

new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } }).run(
  'server-module-boundaries',
  chorusPlugin.rules['server-module-boundaries']!,
  {
    valid: [
      { name: 'another module through its index.ts', filename: at('orders/checkout.ts'), code: "import { invoice } from '../billing/index.ts';" },
      { name: 'a file of its own module', filename: at('billing/totals.ts'), code: "import { invoice } from './invoice.ts';" },
      { name: 'a file below the modules', filename: at('billing/totals.ts'), code: "import { DomainError } from '../../errors/domain-error.ts';" },
      {
        name: 'outside the modules, through index.ts',
        filename: path.join(root, 'apps/server/src/app.ts'),
        code: "import { order } from './modules/orders/index.ts';",
      },
    ],
    invalid: [
      {
        name: "another module's inner file",
        filename: at('orders/checkout.ts'),
        code: "import { invoice } from '../billing/invoice.ts';",
        errors: [{ messageId: 'notEntry', data: { to: 'billing', file: 'modules/billing/invoice.ts' } }],
      },
      {
        name: "outside the modules, a module's inner file",
        filename: path.join(root, 'apps/server/src/bootstrap.ts'),
        code: "export { invoice } from './modules/billing/invoice.ts';",
        errors: [{ messageId: 'notEntry' }],
      },
      {
        name: 'the import that closes a cycle',
        filename: at('billing/reminders.ts'),
        code: "import { order } from '../orders/index.ts';",
        errors: [{ messageId: 'cycle', data: { cycle: 'billing → orders → billing' } }],
      },
    ],
  },
);
