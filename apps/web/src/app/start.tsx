// The app's start (main.tsx loads it last): drawn by the browser, or taken over from the server.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { startDashboardCode } from './early-start.ts';
import { Providers } from './providers.tsx';
import { queryClient, takeFirstViewAnswers } from './query-client.ts';
import { AppRoutes } from './router.tsx';
import { readFirstViewState } from '../first-view/first-view-state.ts';
import { initI18n } from '../lib/i18n.ts';
import { storedLanguage, unsavedLanguage } from '../lib/preferences.ts';
import { browserUtcOffset, browserWidth, rememberBrowser } from '../lib/drawn-for.ts';

const app = (
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);
const container = document.getElementById('root')!;

/** Resolves in a later task: the browser may paint and answer input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A channel page may arrive drawn by the server (issue 24: apps/server/src/http/first-view/), with
// the answers it was drawn from. Drawn in this browser's time zone (the days of its period; compared
// by its offset from UTC now, as naming the browser's zone costs a phone tens of milliseconds) and in
// the language this browser shows (the user's, unless a choice made here is still being saved),
// for this window's width, the page takes the markup over as it is: the same answers give the same
// draw. Drawn otherwise (the cookies below changed since, a language just chosen), the browser draws
// the page itself.
/** Draws the app, or takes over the page the server drew. */
export async function start(): Promise<void> {
  const firstView = readFirstViewState(document);
  const fitsThisBrowser =
    firstView !== null &&
    firstView.utcOffset === browserUtcOffset() &&
    firstView.width === browserWidth() &&
    firstView.language === (unsavedLanguage() ?? storedLanguage());
  rememberBrowser({ zoneKnown: fitsThisBrowser });

  // Rendered as a transition (issue 24): React then works in slices and yields to the browser between
  // them, instead of one long task per render of the frame and page, and so do the renders that follow
  // a lazy page's code arriving (they continue the same update). A CPU profile of a cold overview load
  // (4× CPU throttling) had a third less time in tasks over 50 ms before the KPI figures.
  if (firstView && fitsThisBrowser) {
    // The page's code downloads at once; its answers came with the page.
    startDashboardCode(window.location);
    takeFirstViewAnswers(firstView.queries);
    // The texts, then the takeover, each in a task of its own: with the steps above they were one
    // task of 110 ms on a phone's CPU, in which the page answered no click.
    await nextTask();
    await initI18n(firstView.language);
    await nextTask();
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // A dashboard address: its code downloads while the texts are set up, its API calls start right after.
    const startDashboardData = startDashboardCode(window.location);
    await nextTask();
    await initI18n();
    startDashboardData?.(queryClient);
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
