// The demo network every seeded test file starts from (test/global-setup.ts seeds it once).
export const DEMO_PASSWORD = 'Chorus-demo-2026!';
export const DEMO_CHANNELS = 12;
