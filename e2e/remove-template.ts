// Playwright's global teardown (playwright.config.ts): the run's seeded template goes, unless npm test
// made it (E2E_TEMPLATE), which removes it itself.
import { removeTemplate } from './seeded-template.ts';
import { templateDataDir } from './servers.ts';

export default function teardown(): void {
  if (!process.env.E2E_TEMPLATE) removeTemplate(templateDataDir(process.pid));
}
