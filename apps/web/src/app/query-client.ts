// The one query cache of the app: the providers give it to React, and the entry script fills it
// early for the address it opened with (early-start.ts).
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
