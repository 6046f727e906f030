// Zod without its `new Function` probe (imported first by main.tsx, before any schema of the contract
// is made). Zod compiles a fast object parser when the page may evaluate code; to find out, the first
// object schema tries `new Function('')`. The app's policy forbids eval (`script-src 'self'`), so the
// probe always failed, and Chromium reported the swallowed attempt as a Content-Security-Policy
// violation on every dashboard page (Lighthouse's best practices: 0.96). Parsing is the same either way.
import { config } from 'zod';

config({ jitless: true });
