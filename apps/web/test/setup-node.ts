// Setup of the unit project, whose files share a worker's modules (vitest.config.ts). A DOM test
// here would find the previous file's document in Testing Library and React: it belongs with the
// component tests (unit-isolated), which give each file a worker of its own.
if (typeof document !== 'undefined') {
  throw new Error('a test in jsdom is a .test.tsx file (the unit-isolated project, vitest.config.ts), with a worker of its own');
}
export {};
