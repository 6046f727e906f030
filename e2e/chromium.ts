// How the project's browser runs, for the browser tests and the browser benches (Lighthouse,
// web-perf): Debian's Chromium (no browser download), without the sandbox (as root), the GPU or QUIC,
// and with nothing phoning home during a test or a measurement.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
