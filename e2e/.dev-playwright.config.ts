// TEMPORARY (not to be committed): the browser specs against an already running dev server.
import base from './playwright.config.ts';
export default { ...base, webServer: undefined, use: { ...base.use, baseURL: process.env.DEV_BASE ?? 'http://localhost:3977' } };
