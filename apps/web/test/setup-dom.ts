// Setup of the unit-isolated project (vitest.config.ts: a worker for each file). A web component
// test (`// @vitest-environment jsdom` in its first line) gets i18n in zh-TW, the source language,
// and the rendered tree removed after each test; a node file there (one that mocks a module) pays one check.
if (typeof document !== 'undefined') await import('./setup-views.ts');
export {};
