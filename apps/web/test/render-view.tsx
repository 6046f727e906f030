// Renders a view as the app does (MUI theme in the reader's language, a router for links, and with
// `queries` a query cache of its own for views that read or write through the API) for component tests.
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, within, type RenderResult, type screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { localizedTheme } from '../src/app/theme-texts.ts';
import { theme } from '../src/app/theme.ts';
import i18n, { changeLanguage } from '../src/lib/i18n.ts';

export async function renderView(
  view: ReactElement,
  options: { language?: 'zh-TW' | 'ja' | 'en'; path?: string; queries?: boolean } = {},
): Promise<RenderResult & { user: ReturnType<typeof userEvent.setup> }> {
  if (options.language && options.language !== 'zh-TW') await changeLanguage(options.language);
  const user = userEvent.setup();
  const themed = <ThemeProvider theme={localizedTheme(theme, i18n.t)}>{view}</ThemeProvider>;
  const result = render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      {options.queries ? (
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{themed}</QueryClientProvider>
      ) : (
        themed
      )}
    </MemoryRouter>,
  );
  return { ...result, user };
}

/** The texts of the elements of `role` inside `element` (a row's cells, a table's headers, a card's buttons), in order. */
export function textsIn(element: HTMLElement, role: Parameters<typeof screen.getAllByRole>[0]): (string | null)[] {
  return within(element)
    .getAllByRole(role)
    .map((e) => e.textContent);
}
