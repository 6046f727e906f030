// Setup of the unit project. Node test files (server, contract, pure web models) pay one check;
// a web component test (`// @vitest-environment jsdom` in its first line) gets i18n in zh-TW, the
// source language, and the rendered tree removed after each test.
if (typeof document !== 'undefined') await import('./setup-views.ts');
export {};
