// Renders a view as the app does (MUI theme in the reader's language, a router for links) for component tests.
import { ThemeProvider } from '@mui/material/styles';
import { render, within, type RenderResult, type screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { localizedTheme } from '../src/app/theme-texts.ts';
import { theme } from '../src/app/theme.ts';
import i18n, { changeLanguage } from '../src/lib/i18n.ts';

export async function renderView(
  view: ReactElement,
  options: { language?: 'zh-TW' | 'ja' | 'en'; path?: string } = {},
): Promise<RenderResult & { user: ReturnType<typeof userEvent.setup> }> {
  if (options.language && options.language !== 'zh-TW') await changeLanguage(options.language);
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <ThemeProvider theme={localizedTheme(theme, i18n.t)}>{view}</ThemeProvider>
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
