import { StrictMode } from 'react';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
