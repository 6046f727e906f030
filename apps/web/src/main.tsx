// The app's entry. Its modules are evaluated in stages, each in a task of its own (issue 24): as one
// graph they were one task of 260 ms on a phone's CPU (4× slower than this machine), all of it
// blocking the page the server drew, which answers no click until the app has taken it over. The
// stages' files are fetched together from the start (the page preloads them: vite.config.ts,
// `stagePreloads`); only their evaluation is spread out.
// First: the contract's schemas are made by the later stages (see zod-in-browser.ts).
import './lib/zod-in-browser.ts';
import { FIRST_VIEW_STATE_ID } from './first-view/first-view-state.ts';

// The languages' formatting data, set up off the main thread (public/intl-warm-up.js); a page the
// server drew started it already (public/first-view-start.js).
if (!document.getElementById(FIRST_VIEW_STATE_ID)) {
  try {
    new Worker('/intl-warm-up.js');
  } catch {
    // Without workers the page's first format sets the data up, as it would anyway.
  }
}

// Not awaited at the top: the later chunks import the build's preload helper from this one, which
// must have finished its own evaluation first.
void import('./app/stage-react.ts')
  .then(() => import('./app/stage-mui-styles.ts'))
  .then(() => import('./app/stage-mui.ts'))
  .then(() => import('./app/start.tsx'))
  .then(({ start }) => start());
