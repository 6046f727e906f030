// Runs a TypeScript entry point on the pinned Node 24 (installing it first when missing).
import { ensureInstalled, node24, run } from './lib.mjs';

ensureInstalled();
const [entry, ...args] = process.argv.slice(2);
process.exit(await run(node24, [entry, ...args]));
