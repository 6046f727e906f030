// First: the contract's schemas are made by the imports below (see zod-in-browser.ts).
import './lib/zod-in-browser.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { startDashboardCode } from './app/early-start.ts';
import { Providers } from './app/providers.tsx';
import { queryClient } from './app/query-client.ts';
import { AppRoutes } from './app/router.tsx';
import { initI18n } from './lib/i18n.ts';

// A dashboard address: its code downloads while the texts are set up, its API calls start right after.
const startDashboardData = startDashboardCode(window.location);
await initI18n();
startDashboardData?.(queryClient);

// Rendered as a transition (issue 24): React then works in slices and yields to the browser between
// them, instead of one long task per render of the frame and page, and so do the renders that follow
// a lazy page's code arriving (they continue the same update). A CPU profile of a cold overview load
// (4× CPU throttling) had a third less time in tasks over 50 ms before the KPI figures.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  ),
);
